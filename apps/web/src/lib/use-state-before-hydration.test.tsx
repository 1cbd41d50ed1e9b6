import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, renderedInBrowser, serverRendered, unmountRendered } from '@/testing/hydration';
import { useStateBeforeHydration } from './use-state-before-hydration';

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

afterEach(unmountRendered);

describe('useStateBeforeHydration', () => {
  it('what the shopper typed into the server-rendered box before hydration becomes the state', () => {
    const container = serverRendered(<Box />);
    // The shopper types before the scripts run: only the page's box has it.
    container.querySelector('input')!.value = 'jollof';
    hydrate(container, <Box />);
    expect(container.querySelector('output')!.textContent).toBe('jollof');
    expect(container.querySelector('input')!.value).toBe('jollof');
  });

  it('on a page rendered in the browser it reads React’s own state once, and changes nothing', () => {
    const onAdopt = vi.fn();
    const { container, render } = renderedInBrowser(<Box onAdopt={onAdopt} />);
    render(<Box onAdopt={onAdopt} />);
    expect(onAdopt.mock.calls).toEqual([['']]);
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
