import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { BookRequestStatus, MyBookRequest } from '@campus/contract';
import { paths } from '@/routes/paths';
import { RequireSignIn } from '@/features/account/components/require-sign-in';
import { BackToAccount } from '@/features/account/components/back-link';
import { useMyBookRequests } from '../api/get-my-book-requests';

const date = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

/** The shopper's words for where a request stands (the operator's console says "New" for "Received"). */
const STATUS: Record<BookRequestStatus, { label: string; tone: string }> = {
  new: { label: 'Received', tone: 'bg-slate-100 text-slate-800' },
  searching: { label: 'Looking for it', tone: 'bg-amber-50 text-amber-900' },
  found: { label: 'Found', tone: 'bg-emerald-50 text-emerald-800' },
  not_found: { label: 'Not found', tone: 'bg-red-50 text-red-800' },
};

function RequestRow({ request }: { request: MyBookRequest }) {
  const status = STATUS[request.status];
  return (
    <li className="px-4 py-4" data-testid="my-book-request">
      <p className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">{request.name}</span>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>
      </p>
      <p className="text-sm wrap-anywhere text-slate-700">{request.author}</p>
      {request.note && (
        <p className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm wrap-anywhere text-slate-800">
          <span className="font-semibold">From the book shop: </span>
          {request.note}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        Sent <time dateTime={request.createdAt}>{date.format(new Date(request.createdAt))}</time>
      </p>
    </li>
  );
}

function RequestList() {
  const { data, isPending, isError, refetch } = useMyBookRequests();
  if (isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your book requests" className="h-32 animate-pulse rounded-2xl bg-slate-200" />
    );
  if (isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>Your book requests could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  if (data.requests.length === 0)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <BookOpen className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-slate-700">You have not asked for a book yet.</p>
      </div>
    );
  return (
    <ul
      className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-label="Your book requests"
    >
      {data.requests.map((request) => (
        <RequestRow key={request.id} request={request} />
      ))}
    </ul>
  );
}

/** /book-requests: the book requests the shopper sent, with the book shop's answer (issue 37 item 5). */
export function MyBookRequestsPage() {
  return (
    <RequireSignIn>
      <BackToAccount />
      <div className="mx-auto w-full max-w-md px-4 pt-4 pb-8">
        <h1 className="mb-1 text-2xl font-bold text-slate-900">My book requests</h1>
        <p className="mb-4 text-slate-600">The book shop answers here and by mail.</p>
        <RequestList />
        <Link
          to={paths.requestBook()}
          className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Request a book
        </Link>
      </div>
    </RequireSignIn>
  );
}
