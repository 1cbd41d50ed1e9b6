import { act, startTransition, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStateBeforeHydration } from './use-state-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled box that takes what the page holds when it mounts, and shows React's state beside it. */
function Box({ onAdopt = () => {} }: { onAdopt?: (value: string) => void }) {
  const [text, setText] = useState('');
  const ref = useStateBeforeHydration<HTMLInputElement>((input) => {
    onAdopt(input.value);
    if (input.value) setText(input.value);
  });
  return (
    <>
      <input ref={ref} aria-label="box" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useStateBeforeHydration', () => {
  it('what the shopper typed into the server-rendered box before hydration becomes the state', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box />);
    document.body.append(container);
    // The shopper types before the scripts run: only the page's box has it.
    container.querySelector('input')!.value = 'jollof';
    // As hydrate-page.ts does: hydration as a transition.
    act(() => startTransition(() => void (root = hydrateRoot(container, <Box />))));
    expect(container.querySelector('output')!.textContent).toBe('jollof');
    expect(container.querySelector('input')!.value).toBe('jollof');
  });

  it('on a page rendered in the browser it reads React’s own state once, and changes nothing', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onAdopt = vi.fn();
    root = createRoot(container);
    act(() => root!.render(<Box onAdopt={onAdopt} />));
    act(() => root!.render(<Box onAdopt={onAdopt} />));
    expect(onAdopt.mock.calls).toEqual([['']]);
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
