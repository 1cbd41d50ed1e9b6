import { History, X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useDeleteSearch, useSearchHistory } from '../api/search-history';

/** §2 'Previous Searches' with a delete button per entry; empty and loading states. */
export function PreviousSearches() {
  const { isSignedIn } = useSession();
  const history = useSearchHistory();
  const remove = useDeleteSearch();
  const entries = history.data?.recentSearches ?? [];

  return (
    <section aria-labelledby="previous-searches" className="space-y-3">
      <h2 id="previous-searches" className="text-lg font-semibold text-slate-900">
        Previous Searches
      </h2>
      {isSignedIn && history.isPending ? (
        // Steady text: a pulse takes it to half opacity, under the contrast a person (and axe) needs.
        <p role="status" className="text-slate-600">
          Loading your previous searches
        </p>
      ) : entries.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="font-medium text-slate-800">You haven't searched anything yet</p>
          <p className="text-sm text-slate-500">Start searching now</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Previous searches">
          {entries.map((entry) => (
            <li key={entry.query} className="flex items-center gap-2 px-3">
              <History className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <Link to={paths.searchResults(entry.query)} className="min-w-0 flex-1 truncate py-3 text-slate-800 hover:text-brand-800">
                {entry.query}
              </Link>
              <button
                type="button"
                onClick={() => remove.mutate(entry.query)}
                aria-label={`Delete "${entry.query}"`}
                className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
