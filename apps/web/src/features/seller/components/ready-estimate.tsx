import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { READY_IN_MAX_MINUTES, SELLER_MESSAGES, type SellerPart } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSetReadyEstimate } from '../api/ready-estimate';

/**
 * A new ready-in estimate for an accepted part (issue 36 item 6): "ready in N minutes from now". The
 * shopper's "Ready about 13:40, at Queen Esther by 13:55" moves with it, live.
 */
export function ReadyEstimate({ part }: { part: SellerPart }) {
  const { shopSlug = '' } = useParams();
  const setEstimate = useSetReadyEstimate(shopSlug);
  const [text, setText] = useState('');
  const id = useId();
  const minutes = Number(text);
  const valid = Number.isInteger(minutes) && minutes >= 1 && minutes <= READY_IN_MAX_MINUTES;
  return (
    <form
      className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setEstimate.mutate(
          { partId: part.id, readyInMinutes: minutes },
          {
            onSuccess: () => {
              setText('');
              toast.success('The shopper sees the new time');
            },
            onError: (error) => toast.error(serverErrorText(error, 'The new time was not saved. Please try again.')),
          },
        );
      }}
    >
      <label htmlFor={id} className="block w-full text-xs font-medium text-slate-700">
        New estimate: ready in (minutes from now)
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        aria-invalid={text !== '' && !valid}
        className="w-28 rounded-xl border border-slate-300 px-3 py-2 text-base"
      />
      <button
        type="submit"
        disabled={setEstimate.isPending || !valid}
        className="min-h-11 rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-brand-300 disabled:opacity-60"
      >
        Update time
      </button>
      {text !== '' && !valid && (
        <p role="alert" className="w-full text-sm text-red-800">
          {SELLER_MESSAGES.readyInRange}
        </p>
      )}
    </form>
  );
}
