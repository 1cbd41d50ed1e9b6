import { PreviousSearches } from '../components/previous-searches';
import { SearchBox } from '../components/search-box';

/** §2 search home: the box with suggestions, then the shopper's previous searches. */
export function SearchPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6">
      <h1 className="sr-only">Search</h1>
      <SearchBox autoFocus />
      <PreviousSearches />
    </div>
  );
}
