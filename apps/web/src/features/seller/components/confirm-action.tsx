import { useState } from 'react';

/**
 * A small destructive action asked twice: the button, then the question with "Yes" and "Keep".
 * `error` is shown under it when the server refused.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  busy,
  error,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="min-w-0 text-sm">
      {asking ? (
        <div role="group" aria-label={question} className="flex flex-wrap items-center justify-end gap-2">
          <span className="min-w-0 wrap-anywhere text-slate-800">{question}</span>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              onConfirm();
              setAsking(false);
            }}
            className="rounded-lg bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
          >
            {confirmLabel}
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className="rounded-lg px-3 py-1.5 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Keep
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className="rounded-lg px-3 py-1.5 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          {label}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-1 text-right wrap-anywhere text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
