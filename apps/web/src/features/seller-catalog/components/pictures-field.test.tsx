import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PicturesField } from './pictures-field';

const MB = 1024 * 1024;
let uploads: number;

function picture(bytes: number): File {
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
}

interface Answer {
  status: number;
  body: unknown;
}

/** XMLHttpRequest as the upload uses it: its bytes "go up" in two steps the test sees, then the answer. */
let sending: { progress: (loaded: number) => void; answer: () => void } | undefined;
class FakeXhr {
  static answer: () => Answer = () => ({ status: 201, body: {} });
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  status = 0;
  responseText = '';
  timeout = 0;
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: Blob) {
    uploads += 1;
    sending = {
      progress: (loaded) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size }),
      answer: () => {
        this.upload.onload?.();
        const { status, body: json } = FakeXhr.answer();
        this.status = status;
        this.responseText = JSON.stringify(json);
        this.onload?.();
      },
    };
  }
}

function renderField(answer: () => Answer, onChange: (images: string[]) => void = () => undefined) {
  uploads = 0;
  sending = undefined;
  FakeXhr.answer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PicturesField shopSlug="mama-kitchen" images={[]} max={6} onChange={onChange} />
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
    const input = renderField(() => ({ status: 201, body: {} }));
    fireEvent.change(input, { target: { files: [picture(11 * MB)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be 10 MB or smaller');
    expect(uploads).toBe(0);
  });

  it('shows the same words when the server answers 413 (its body limit)', async () => {
    const input = renderField(() => ({ status: 413, body: { error: 'Request body is too large', code: 'payload_too_large' } }));
    fireEvent.change(input, { target: { files: [picture(2 * MB)] } });
    await waitFor(() => expect(sending).toBeDefined());
    sending!.answer();
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be 10 MB or smaller');
    expect(uploads).toBe(1);
  });

  it('shows how much of the picture has gone up, then that the server is processing it', async () => {
    const added: string[][] = [];
    const input = renderField(
      () => ({ status: 201, body: { url: '/media/images/00000000-0000-4000-8000-000000000000/1280.jpg' } }),
      (images) => added.push(images),
    );
    fireEvent.change(input, { target: { files: [picture(2 * MB)] } });
    await waitFor(() => expect(sending).toBeDefined());
    sending!.progress(MB);
    const bar = await screen.findByRole('progressbar', { name: 'Picture upload' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading 50%')).toBeDefined();
    // The picture going up has its place in the list at once, with its progress (issue 38 item 5).
    expect(bar.closest('[data-testid="picture-uploading"]')?.closest('ol')).not.toBeNull();
    sending!.answer();
    await waitFor(() => expect(added).toEqual([['/media/images/00000000-0000-4000-8000-000000000000/1280.jpg']]));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a 429 from the queue shows the server’s words', async () => {
    const input = renderField(() => ({
      status: 429,
      body: { error: 'Your earlier pictures are still being processed: wait for them, then add this one', code: 'rate_limited' },
    }));
    fireEvent.change(input, { target: { files: [picture(2 * MB)] } });
    await waitFor(() => expect(sending).toBeDefined());
    sending!.answer();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your earlier pictures are still being processed: wait for them, then add this one',
    );
  });
});

describe('PicturesField: arranging (issue 38 item 5)', () => {
  const IMAGES = ['/media/art/food/a.svg', '/media/art/food/b.svg', '/media/art/food/c.svg'];
  function renderArranged(onChange: (images: string[]) => void) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PicturesField shopSlug="mama-kitchen" images={IMAGES} max={6} onChange={onChange} />
      </QueryClientProvider>,
    );
  }

  it('moves a picture earlier or later with its buttons, and makes one the cover, keeping the others in order', () => {
    const changes: string[][] = [];
    renderArranged((images) => changes.push(images));
    expect(screen.getByText('Cover').closest('li')?.querySelector('img')?.getAttribute('src')).toBe(IMAGES[0]);
    expect((screen.getByRole('button', { name: 'Move picture 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move picture 3 later' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make picture 3 the cover' }));
    expect(changes).toEqual([
      ['/media/art/food/a.svg', '/media/art/food/c.svg', '/media/art/food/b.svg'],
      ['/media/art/food/b.svg', '/media/art/food/a.svg', '/media/art/food/c.svg'],
      ['/media/art/food/c.svg', '/media/art/food/a.svg', '/media/art/food/b.svg'],
    ]);
  });

  it('moves a picture dropped on another to that place', () => {
    const changes: string[][] = [];
    renderArranged((images) => changes.push(images));
    const tiles = screen.getAllByTestId('picture');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(tiles[2]!, { dataTransfer });
    fireEvent.dragOver(tiles[0]!, { dataTransfer });
    fireEvent.drop(tiles[0]!, { dataTransfer });
    expect(changes).toEqual([['/media/art/food/c.svg', '/media/art/food/a.svg', '/media/art/food/b.svg']]);
  });
});
