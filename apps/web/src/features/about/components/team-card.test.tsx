import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEAM_MEMBERS } from '../team-members';
import { TeamCard, defaultAvatar } from './team-card';

afterEach(cleanup);

const member = { id: 'x', name: 'Ngozi Ade', description: 'Backend Engineer', picture: '/team/ngozi.png', email: 'ngozi@example.com' };

describe('TeamCard', () => {
  it('shows the picture, name, position and an email link', () => {
    render(<TeamCard member={member} />);
    expect(screen.getByRole('img', { name: 'Picture of Ngozi Ade' }).getAttribute('src')).toBe('/team/ngozi.png');
    expect(screen.getByRole('heading', { name: 'Ngozi Ade' })).toBeTruthy();
    expect(screen.getByText('Backend Engineer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ngozi@example.com' }).getAttribute('href')).toBe('mailto:ngozi@example.com');
  });

  it('falls back to the default image when there is no picture', () => {
    render(<TeamCard member={{ ...member, picture: undefined }} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(defaultAvatar);
  });

  it('falls back to the default image when the picture fails to load', () => {
    render(<TeamCard member={member} />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(defaultAvatar);
  });
});

describe('TEAM_MEMBERS', () => {
  it('is the static list of three: chief executive, backend engineer, frontend engineer', () => {
    expect(TEAM_MEMBERS.map((m) => m.description)).toEqual(['Chief Executive Officer', 'Backend Engineer', 'Frontend Engineer']);
    expect(new Set(TEAM_MEMBERS.map((m) => m.id)).size).toBe(3);
  });
});
