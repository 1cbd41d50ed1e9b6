import { act, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// React's act() warns unless the test environment says it uses it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** For tests: the server's HTML of `element` in the document, as a server-rendered page arrives. */
export function serverRendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** For tests: hydrates what `serverRendered` put in the page as hydrate-page.ts does, inside a transition. */
export function hydrate(container: HTMLElement, element: ReactElement, options?: HydrationOptions): void {
  act(() => startTransition(() => void (root = hydrateRoot(container, element, options))));
}

/** For tests: renders `element` as a page the browser renders itself; `render` renders it again. */
export function renderedInBrowser(element: ReactElement): { container: HTMLElement; render: (next: ReactElement) => void } {
  const container = document.createElement('div');
  document.body.append(container);
  const browserRoot = createRoot(container);
  root = browserRoot;
  const render = (next: ReactElement) => act(() => browserRoot.render(next));
  render(element);
  return { container, render };
}

/** For tests (afterEach): unmounts what was hydrated or rendered and empties the document. */
export function unmountRendered(): void {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
