import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@campus/contract';
import { useAccountSuspension } from '../api/admin-api';
import { ErrorText, buttonClass, inputClass, quietButtonClass } from './admin-shell';

const lagosDate = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/**
 * Suspend or reinstate an account (issue 39 item 6). Suspending asks for the reason the holder will
 * read and a second, explicit confirmation; reinstating asks once more too. Both are audited.
 */
export function AccountSuspension({ user }: { user: AdminUser }) {
  const change = useAccountSuspension();
  const [step, setStep] = useState<'idle' | 'reason' | 'confirm'>('idle');
  const [reason, setReason] = useState('');
  const done = () => {
    setStep('idle');
    setReason('');
  };
  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    setStep('confirm');
  };

  if (user.suspendedAt)
    return (
      <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="account-suspended">
        <p className="font-semibold">{`Suspended since ${lagosDate.format(new Date(user.suspendedAt))}`}</p>
        <p>{`Reason: ${user.suspensionReason ?? ''}`}</p>
        {step === 'confirm' ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass}
              disabled={change.isPending}
              onClick={() => change.mutate({ id: user.id, reason: null }, { onSuccess: done })}
            >
              {`Yes, let ${user.fullName} sign in again`}
            </button>
            <button type="button" className={quietButtonClass} onClick={done}>
              Keep suspended
            </button>
          </div>
        ) : (
          <button type="button" className={`${quietButtonClass} mt-2`} onClick={() => setStep('confirm')}>
            Reinstate
          </button>
        )}
        <ErrorText error={change.error} />
      </div>
    );

  return (
    <div className="mt-4">
      {step === 'idle' && (
        <button type="button" className={`${quietButtonClass} text-red-800`} onClick={() => setStep('reason')}>
          Suspend account
        </button>
      )}
      {step === 'reason' && (
        <form onSubmit={submitReason} className="space-y-2">
          <label htmlFor="suspension-reason" className="block text-sm font-medium text-slate-800">
            Why? The account holder reads this when they try to sign in.
          </label>
          <input
            id="suspension-reason"
            className={inputClass}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            required
            minLength={3}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass} disabled={reason.trim().length < 3}>
              Continue
            </button>
            <button type="button" className={quietButtonClass} onClick={done}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <div role="group" aria-label="Confirm the suspension" className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p>{`${user.fullName} will be signed out everywhere at once and cannot sign in until reinstated. Reason: ${reason.trim()}`}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: user.id, reason: reason.trim() }, { onSuccess: done })}
            >
              {`Suspend ${user.fullName}`}
            </button>
            <button type="button" className={quietButtonClass} onClick={done}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <ErrorText error={change.error} />
    </div>
  );
}
