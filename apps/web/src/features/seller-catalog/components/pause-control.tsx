import { useState } from 'react';
import { PAUSE_CHOICES, PAUSE_REASON_MAX, pauseReasonProblem, type PauseChoice, type PauseState } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSetPause, useShopPause } from '../api/seller-catalog-api';
import { inputClass } from './field';

const choiceLabel = (minutes: PauseChoice) => (minutes === null ? 'Until I reopen' : `${minutes} min`);

/**
 * Pause new orders (issue 36 item 5): for 15, 30 or 60 minutes or until reopened, with a reason shoppers
 * see beside "Paused · back at 13:30". The shop reopens by itself when the time passes; "Reopen now"
 * ends it sooner.
 */
export function PauseControl({ shopSlug, profile }: { shopSlug: string; profile: PauseState }) {
  const setPause = useSetPause(shopSlug);
  const [reason, setReason] = useState('');
  const problem = pauseReasonProblem(reason);
  const paused = profile.pausedUntil !== null;
  const failed = (error: unknown) => toast.error(serverErrorText(error, 'The pause was not saved. Please try again.'));

  return (
    <section
      aria-labelledby="pause-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="pause-control"
    >
      <div>
        <h2 id="pause-title" className="font-semibold text-slate-900">
          Pause new orders
        </h2>
        <p className="text-sm text-slate-700" data-testid="pause-state">
          {paused
            ? `Shoppers see: ${profile.statusLabel ?? 'Paused'}${profile.pauseReason ? ` — ${profile.pauseReason}` : ''}`
            : 'Busy or out of something? Pause for a while; the shop reopens by itself.'}
        </p>
      </div>
      {paused ? (
        <button
          type="button"
          disabled={setPause.isPending}
          onClick={() => setPause.mutate(null, { onSuccess: () => toast.success('Taking orders again'), onError: failed })}
          className="rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          Reopen now
        </button>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor="pause-reason" className="block text-sm font-medium text-slate-800">
              Reason shoppers see (optional)
            </label>
            <input
              id="pause-reason"
              className={inputClass}
              value={reason}
              maxLength={PAUSE_REASON_MAX}
              placeholder="Out of gas, back soon"
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? 'pause-reason-error' : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {problem && (
              <p id="pause-reason-error" role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Pause for">
            {PAUSE_CHOICES.map((minutes) => (
              <button
                key={String(minutes)}
                type="button"
                disabled={setPause.isPending || Boolean(problem)}
                onClick={() =>
                  setPause.mutate(
                    { minutes, reason: reason.trim() },
                    { onSuccess: () => toast.success('New orders paused'), onError: failed },
                  )
                }
                className="rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300 hover:bg-amber-200 disabled:opacity-60"
              >
                {choiceLabel(minutes)}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The pause control for staff (decision 104: they may pause), on the catalog screen they can open; it reads the pause alone. */
export function StaffPauseControl({ shopSlug }: { shopSlug: string }) {
  const { data } = useShopPause(shopSlug);
  return data ? <PauseControl shopSlug={shopSlug} profile={data} /> : null;
}
