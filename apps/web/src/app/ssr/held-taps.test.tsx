import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAPS } from '@campus/contract';
import { ReplayHeldTaps, replayHeldTaps } from './held-taps';

const scope = window as unknown as Record<string, { release(): Element[] } | undefined>;
afterEach(() => {
  delete scope[HELD_TAPS];
  document.body.innerHTML = '';
});

describe('taps held before hydration (decision 069)', () => {
  it('replays each held button and form in order, skips one gone from the page, and only once', () => {
    const order: string[] = [];
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => order.push('button'));
    const form = document.body.appendChild(document.createElement('form'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      order.push('form');
    });
    const gone = document.createElement('button');
    gone.addEventListener('click', () => order.push('gone'));
    const release = vi.fn(() => [form, gone, button]);
    scope[HELD_TAPS] = { release };

    replayHeldTaps();
    replayHeldTaps();

    expect(order).toEqual(['form', 'button']);
    expect(release).toHaveBeenCalledTimes(1);
    expect(scope[HELD_TAPS]).toBeUndefined();
  });

  it('does nothing on a page the browser rendered (no starter left anything)', () => {
    expect(() => replayHeldTaps()).not.toThrow();
  });

  it('replays once what it wraps has committed', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    scope[HELD_TAPS] = { release: () => [button] };
    render(
      <ReplayHeldTaps>
        <p>page</p>
      </ReplayHeldTaps>,
    );
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });
});
