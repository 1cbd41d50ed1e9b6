import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText, emailBreakPoints } from './email-text';

afterEach(cleanup);

describe('EmailText', () => {
  it('offers breaks after the @ and before each dot, never inside a word', () => {
    expect(emailBreakPoints('adaeze.okonkwo-nwachukwu@students.unilag.edu.ng')).toEqual([
      'adaeze',
      '.okonkwo-nwachukwu@',
      'students',
      '.unilag',
      '.edu',
      '.ng',
    ]);
    expect(emailBreakPoints('kemi@x.ng')).toEqual(['kemi@', 'x', '.ng']);
  });

  it('the email breaks mid-word no more: no break-all, the whole address read as one text with <wbr> between pieces', () => {
    render(<EmailText email="kemi.bello@unilag.edu.ng" className="text-slate-800" />);
    const email = screen.getByTestId('email-text');
    expect(email.textContent).toBe('kemi.bello@unilag.edu.ng');
    expect(email.className).not.toContain('break-all');
    expect(email.className).toContain('[overflow-wrap:anywhere]');
    expect(email.querySelectorAll('wbr')).toHaveLength(4);
  });
});
