import { useEffect } from 'react';
import { useParams } from 'react-router';
import { OfflineNotice } from '@/lib/components/offline-notice';
import { ProductGridSkeleton } from '@/lib/components/skeleton';
import { useSession } from '@/lib/session';
import { useOffline } from '@/lib/use-offline';
import { ProductGrid } from '@/features/catalog/components/product-card';
import { useRecordSearch } from '../api/search-history';
import { useSearchProducts } from '../api/search-products';
import { SearchBox } from '../components/search-box';

export const SEARCH_FAILED = 'Failed to fetch search results. Please try again later.';

/** §2 search results for /search/{query}; a signed-in shopper's search goes into their history. */
export function SearchResultsPage() {
  const { query: raw = '' } = useParams();
  const query = raw.trim();
  const { isSignedIn } = useSession();
  const results = useSearchProducts(query);
  const offline = useOffline();
  const { mutate: record } = useRecordSearch();

  useEffect(() => {
    if (isSignedIn && query) record(query);
  }, [isSignedIn, query, record]);

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="mx-auto max-w-2xl">
        <SearchBox key={query} initial={query} />
      </div>
      <h1 className="text-xl font-bold text-slate-900 md:text-2xl">Search Results for "{query}"</h1>
      {!results.data && (results.fetchStatus === 'paused' || (offline && results.isError && !results.isFetching)) ? (
        // Offline with no answer kept for this query: said as such; the query is asked again on reconnect.
        <OfflineNotice heading="h2" />
      ) : results.isPending ? (
        <ProductGridSkeleton />
      ) : results.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {SEARCH_FAILED}
        </p>
      ) : results.data.products.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600">No results found for "{query}"</p>
      ) : (
        <ProductGrid products={results.data.products} variant="search" />
      )}
    </div>
  );
}
