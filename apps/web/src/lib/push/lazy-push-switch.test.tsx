import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider } from '@/lib/use-hydrated';
import { LazyPushSwitch } from './lazy-push-switch';

const props = { path: 'push/subscriptions', label: 'Tell me when it moves', description: 'Get a notification on this device.' };

describe('LazyPushSwitch before its code is in (decision 140)', () => {
  it("renders on the server as the switch's own card: its words at once, no control to press, hidden from assistive technology", () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <LazyPushSwitch {...props} />
      </HydrationProvider>,
    );
    expect(html).toContain(props.label);
    expect(html).toContain(props.description);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="switch"');
    expect(html).not.toContain('data-testid');
    // No late segment of a lazy part: a shopper's painted order carries no script to finish it.
    expect(html).not.toContain('<template');
  });
});
