import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, renderedInBrowser, serverRendered, unmountRendered } from '@/testing/hydration';
import { HydrationProvider, useHydrated } from './use-hydrated';

/** Shows whether the page is hydrated, and tells each value it committed. */
function Probe({ onCommit = () => {} }: { onCommit?: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    onCommit(hydrated);
  }, [hydrated, onCommit]);
  return <output>{hydrated ? 'hydrated' : 'as the server sent it'}</output>;
}

afterEach(unmountRendered);

describe('useHydrated', () => {
  it('is false in the server’s render and through hydration, then true once hydrated', () => {
    const container = serverRendered(
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>,
    );
    expect(container.innerHTML).toContain('as the server sent it');
    const commits: boolean[] = [];
    const onRecoverableError = vi.fn();
    const app = (
      <HydrationProvider hydrating>
        <Probe onCommit={(hydrated) => commits.push(hydrated)} />
      </HydrationProvider>
    );
    hydrate(container, app, { onRecoverableError });
    // Hydration met the server's HTML (no mismatch to recover from), then the page turned hydrated.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(commits).toEqual([false, true]);
    expect(container.querySelector('output')!.textContent).toBe('hydrated');
  });

  it('is true from the first render on a page the browser renders itself', () => {
    const commits: boolean[] = [];
    renderedInBrowser(
      <HydrationProvider hydrating={false}>
        <Probe onCommit={(hydrated) => commits.push(hydrated)} />
      </HydrationProvider>,
    );
    expect(commits).toEqual([true]);
  });
});
