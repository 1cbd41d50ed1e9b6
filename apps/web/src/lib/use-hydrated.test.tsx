import { act, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Shows whether the page is hydrated, and tells each value it committed. */
function Probe({ onCommit = () => {} }: { onCommit?: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    onCommit(hydrated);
  }, [hydrated, onCommit]);
  return <output>{hydrated ? 'hydrated' : 'as the server sent it'}</output>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the server’s render and through hydration, then true once hydrated', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>,
    );
    expect(html).toContain('as the server sent it');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const commits: boolean[] = [];
    const onRecoverableError = vi.fn();
    const app = (
      <HydrationProvider hydrating>
        <Probe onCommit={(hydrated) => commits.push(hydrated)} />
      </HydrationProvider>
    );
    // As hydrate-page.ts does: hydration as a transition.
    act(() => startTransition(() => void (root = hydrateRoot(container, app, { onRecoverableError }))));
    // Hydration met the server's HTML (no mismatch to recover from), then the page turned hydrated.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(commits).toEqual([false, true]);
    expect(container.querySelector('output')!.textContent).toBe('hydrated');
  });

  it('is true from the first render on a page the browser renders itself', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const commits: boolean[] = [];
    root = createRoot(container);
    act(() =>
      root!.render(
        <HydrationProvider hydrating={false}>
          <Probe onCommit={(hydrated) => commits.push(hydrated)} />
        </HydrationProvider>,
      ),
    );
    expect(commits).toEqual([true]);
  });
});
