import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PicturesField } from './pictures-field';

const MB = 1024 * 1024;
let uploads: number;

function picture(bytes: number): File {
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
}

function renderField(answer: () => Response) {
  uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      uploads += 1;
      return answer();
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PicturesField shopSlug="mama-kitchen" images={[]} max={6} onChange={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Add a picture');
}

beforeEach(() => localStorage.setItem('authToken', 'header.payload.sig'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PicturesField', () => {
  it('refuses a picture over 10 MB before uploading, with the server’s own words', async () => {
    const input = renderField(() => new Response('{}', { status: 201 }));
    fireEvent.change(input, { target: { files: [picture(11 * MB)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be 10 MB or smaller');
    expect(uploads).toBe(0);
  });

  it('shows the same words when the server answers 413 (its body limit)', async () => {
    const input = renderField(
      () =>
        new Response(JSON.stringify({ error: 'Request body is too large', code: 'payload_too_large' }), {
          status: 413,
          headers: { 'content-type': 'application/json' },
        }),
    );
    fireEvent.change(input, { target: { files: [picture(2 * MB)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be 10 MB or smaller');
    expect(uploads).toBe(1);
  });
});
