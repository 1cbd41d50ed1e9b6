import type { ReactNode } from 'react';
import { PanelSection } from './panel-section';

/** What a list's query hands over: the messages once they are read. */
interface MessagesQuery<T> {
  data: { messages: T[] } | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A panel section listing what a sandbox recorded (the mail outbox, the SMS sandbox): loading, a failure,
 * an empty note, or one list item per message, newest first as the API answers them.
 */
export function MessageListSection<T extends { id: string }>({
  title,
  query,
  errorText,
  emptyText,
  testId,
  children,
}: {
  title: string;
  query: MessagesQuery<T>;
  errorText: string;
  emptyText: string;
  /** Each item's test id. */
  testId: string;
  /** One message's content inside its list item. */
  children(message: T): ReactNode;
}) {
  const { data, isPending, isError } = query;
  return (
    <PanelSection title={title}>
      {isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : isError || !data ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText}
        </p>
      ) : data.messages.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.messages.map((message) => (
            <li key={message.id} className="py-3" data-testid={testId}>
              {children(message)}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
