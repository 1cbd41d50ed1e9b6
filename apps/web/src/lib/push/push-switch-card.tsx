import { BellOff, BellRing } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The push switch's card: icon, name, what it does or its state, and the control. Its own module so that
 * the switch's place shows the same card while the push code loads (LazyPushSwitch), and nothing moves
 * when it comes (decision 140).
 */
export function PushSwitchCard({
  on,
  label,
  text,
  testId,
  problem,
  control,
}: {
  on: boolean;
  label: string;
  text: string;
  /** The live switch's test ids; the stand-in has none and is hidden from assistive technology. */
  testId?: string;
  problem?: ReactNode;
  control: ReactNode;
}) {
  const Icon = on ? BellRing : BellOff;
  return (
    <div
      className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      data-testid={testId}
      aria-hidden={testId ? undefined : true}
    >
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${on ? 'text-brand-700' : 'text-slate-400'}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900" id={testId && `${testId}-label`}>
          {label}
        </p>
        <p className="text-slate-600" data-testid={testId && `${testId}-state`} aria-live={testId ? 'polite' : undefined}>
          {text}
        </p>
        {problem}
      </div>
      {control}
    </div>
  );
}

/** The switch's shape: its track (`className`) holds a knob on the left, or on the right when on. */
export const switchTrackClass = (on: boolean) =>
  `relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-300'}`;

export function SwitchKnob({ on }: { on: boolean }) {
  return (
    <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} />
  );
}
