import { lazy, Suspense } from 'react';
import type { PushSwitchProps } from './push-switch';

/** Push code loads only on the screens that offer it, after they show (the storefront's budgets, decision 096). */
const PushSwitchChunk = lazy(() => import('./push-switch').then((module) => ({ default: module.PushSwitch })));

export function LazyPushSwitch(props: PushSwitchProps) {
  return (
    <Suspense fallback={<div className="h-16 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />}>
      <PushSwitchChunk {...props} />
    </Suspense>
  );
}
