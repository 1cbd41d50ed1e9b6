import { ORDER_STATUS_LABELS, marketDateTime, type OrderEvent } from '@campus/contract';

/** A part's status history, oldest first, each change with its time (and reason when it ended badly). */
export function StatusTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Status history" data-testid="status-timeline">
      {events.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
          <span className="font-medium text-slate-900">{ORDER_STATUS_LABELS[event.status]}</span>
          <span className="ml-2 text-slate-500">
            <time dateTime={event.at}>{marketDateTime(event.at)}</time>
          </span>
          {event.reason && <p className="text-slate-600">{event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
