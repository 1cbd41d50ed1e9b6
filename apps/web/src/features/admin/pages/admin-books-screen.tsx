import { useState } from 'react';
import {
  BOOK_REQUEST_STATUSES,
  BOOK_REQUEST_STATUS_LABELS,
  nextBookStatuses,
  type AdminBookRequest,
  type BookRequestStatus,
  marketDateTime,
} from '@campus/contract';
import { useBookRequestImage, useBookRequests, useUpdateBookRequest } from '../api/admin-api';
import { AdminShell, ErrorText, inputClass, quietButtonClass } from '../components/admin-shell';

function Picture({ request }: { request: AdminBookRequest }) {
  const image = useBookRequestImage(request.id, request.hasImage);
  if (!request.hasImage)
    return <div className="flex h-24 w-20 items-center justify-center rounded bg-slate-100 text-xs text-slate-600">No picture</div>;
  if (!image.data) return <div className="h-24 w-20 rounded bg-slate-100" />;
  return <img src={image.data} alt={`Picture sent with ${request.name}`} className="h-24 w-20 rounded object-cover" />;
}

function RequestRow({ request }: { request: AdminBookRequest }) {
  const update = useUpdateBookRequest();
  const [note, setNote] = useState(request.note);
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <Picture request={request} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {request.name} <span className="font-normal text-slate-700">by {request.author}</span>
        </p>
        <p className="text-sm text-slate-600">
          {BOOK_REQUEST_STATUS_LABELS[request.status]} · {marketDateTime(request.createdAt)} ·{' '}
          {request.requester ? `${request.requester.fullName} (${request.requester.email})` : 'visitor (no mail)'}
        </p>
        <label className="mt-2 block text-sm font-medium text-slate-800">
          Note
          <input className={inputClass} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          {note !== request.note && (
            <button
              type="button"
              className={quietButtonClass}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: request.id, note })}
            >
              Save note
            </button>
          )}
          {nextBookStatuses(request.status).map((status) => (
            <button
              key={status}
              type="button"
              className={quietButtonClass}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: request.id, status, note })}
            >
              Mark {BOOK_REQUEST_STATUS_LABELS[status].toLowerCase()}
            </button>
          ))}
        </div>
        <ErrorText error={update.error} />
      </div>
    </li>
  );
}

/** Book requests: the queue, newest first, with the picture, a status and a note. */
export function AdminBooksPage() {
  const [status, setStatus] = useState<BookRequestStatus | ''>('');
  const requests = useBookRequests(status);
  return (
    <AdminShell title="Book requests">
      <label className="mb-4 block max-w-xs text-sm font-medium text-slate-800">
        Status
        <select className={inputClass} value={status} onChange={(event) => setStatus(event.target.value as BookRequestStatus | '')}>
          <option value="">All</option>
          {BOOK_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {BOOK_REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={requests.error} />
      {requests.data &&
        (requests.data.requests.length === 0 ? (
          <p className="text-slate-600">No book requests here.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Book requests">
            {requests.data.requests.map((request) => (
              <RequestRow key={`${request.id}-${request.status}`} request={request} />
            ))}
          </ul>
        ))}
    </AdminShell>
  );
}
