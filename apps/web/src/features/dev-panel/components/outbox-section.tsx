import { useOutbox } from '../api/get-outbox';
import { PanelSection } from './panel-section';

/** The latest outbox mail (recovery codes) so a developer can finish a flow without a mailbox. */
export function OutboxSection() {
  const { data, isPending, isError } = useOutbox(true);
  return (
    <PanelSection title="Mail outbox">
      {isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the outbox.
        </p>
      ) : data.messages.length === 0 ? (
        <p className="text-sm text-slate-500">No mail yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.messages.map((message) => (
            <li key={message.id} className="py-3" data-testid="outbox-message">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium break-all text-slate-900">{message.subject}</p>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{message.status}</span>
              </div>
              <p className="text-xs text-slate-500">
                to {message.to} · {new Date(message.createdAt).toLocaleString()}
              </p>
              <pre
                tabIndex={0}
                aria-label={`Text of "${message.subject}"`}
                className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words text-slate-700"
              >
                {message.text}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
