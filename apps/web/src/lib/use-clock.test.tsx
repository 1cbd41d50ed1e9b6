import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopHours } from '@campus/contract';
import { ShopStatusBadge } from '@/lib/components/shop-status-badge';
import { hydrate, serverRendered, unmountRendered } from '@/testing/hydration';
import { ClockProvider } from './use-clock';
import { HydrationProvider } from './use-hydrated';

afterEach(() => {
  unmountRendered();
  vi.useRealTimers();
});

// Paused until 13:30 in Lagos; the server rendered the page at 13:00, the browser hydrates it at 14:00.
const paused: ShopHours = { isOpen: true, openingHours: null, timezone: 'Africa/Lagos', pausedUntil: '2026-11-25T12:30:00.000Z' };
const renderedAt = Date.parse('2026-11-25T12:00:00.000Z');

const page = () => (
  <HydrationProvider hydrating>
    <ClockProvider renderedAt={renderedAt}>
      <ShopStatusBadge hours={paused} />
    </ClockProvider>
  </HydrationProvider>
);

describe('the clock time-of-day labels read (issue 36)', () => {
  it('a kept page hydrates as the server rendered it (no mismatch), then shows the label at the browser’s clock', async () => {
    const container = serverRendered(page());
    expect(container.textContent).toBe('Paused · back at 13:30');
    vi.useFakeTimers({ now: Date.parse('2026-11-25T13:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const onRecoverableError = vi.fn();
    hydrate(container, page(), { onRecoverableError });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Hydrated: the pause has ended by the browser's clock, so the badge goes.
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
