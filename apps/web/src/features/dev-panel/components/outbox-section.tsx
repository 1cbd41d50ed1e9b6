import { marketDateTime } from '@campus/contract';
import { useOutbox } from '../api/get-outbox';
import { MessageListSection } from './message-list-section';

/** The latest outbox mail (recovery codes) so a developer can finish a flow without a mailbox. */
export function OutboxSection() {
  return (
    <MessageListSection
      title="Mail outbox"
      query={useOutbox(true)}
      errorText="Could not load the outbox."
      emptyText="No mail yet."
      testId="outbox-message"
    >
      {(message) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium break-all text-slate-900">{message.subject}</p>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{message.status}</span>
          </div>
          <p className="text-xs text-slate-500">
            to {message.to} · {marketDateTime(message.createdAt)}
          </p>
          <pre
            tabIndex={0}
            aria-label={`Text of "${message.subject}"`}
            className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words text-slate-700"
          >
            {message.text}
          </pre>
        </>
      )}
    </MessageListSection>
  );
}
