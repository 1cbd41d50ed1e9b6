import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { PushSwitchProps } from './push-switch';
import { PushSwitchCard, SwitchKnob, switchTrackClass } from './push-switch-card';

/** Push code loads only on the screens that offer it, after they show (the storefront's budgets, decision 096). */
const PushSwitchChunk = lazy(() => import('./push-switch').then((module) => ({ default: module.PushSwitch })));

/**
 * Until the push code is in (and on the server, which renders a signed-in shopper's order, decision 140), the
 * switch's own card, off and busy: the page does not move when the switch comes, and its words are there at once.
 */
export function LazyPushSwitch(props: PushSwitchProps) {
  const waiting = (
    <PushSwitchCard
      on={false}
      label={props.label}
      text={props.description}
      control={
        <span className={`${switchTrackClass(false)} opacity-60`}>
          <SwitchKnob on={false} />
        </span>
      }
    />
  );
  // The server renders the card alone: the switch reads the browser's push state, and a lazy part would come as a late segment.
  if (!useHydrated()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PushSwitchChunk {...props} />
    </Suspense>
  );
}
