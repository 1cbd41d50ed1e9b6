import { TRUNCATE, formatNaira, truncate, type Suggestion } from '@campus/contract';
import { Link } from 'react-router';
import { LazyImage } from '@/lib/components/lazy-image';
import { ShopStatusBadge } from '@/lib/components/shop-status-badge';
import { paths } from '@/routes/paths';

/** The row's last line: the category (cut at 20, §9) and, for a title several shops sell, how many. */
export function categoryLine(suggestion: Pick<Suggestion, 'category' | 'shopCount'>): string {
  const category = truncate(suggestion.category, TRUNCATE.searchCategoryName);
  return suggestion.shopCount > 1 ? `${category} · ${suggestion.shopCount} shops` : category;
}

/** Where a suggestion leads: the results for a title several shops sell, else the product's page. */
export function suggestionPath(suggestion: Pick<Suggestion, 'title' | 'slug' | 'shopCount'>): string {
  return suggestion.shopCount > 1 ? paths.searchResults(suggestion.title) : paths.product(suggestion.slug);
}

/**
 * One suggestion row (§2: image, title, price, category), with its shop (issue 23). A title several
 * shops sell is one row naming the shop of the cheapest offer and how many shops sell it; it opens
 * the search results for the title, where every offer shows.
 */
export function SuggestionOption({
  id,
  suggestion,
  active,
  onPick,
}: {
  id: string;
  suggestion: Suggestion;
  /** Highlighted with the arrow keys: Enter opens it. */
  active: boolean;
  onPick: () => void;
}) {
  const grouped = suggestion.shopCount > 1;
  return (
    <li id={id} role="option" aria-selected={active}>
      <Link
        to={suggestionPath(suggestion)}
        onClick={onPick}
        className={`flex items-center gap-3 px-3 py-2 hover:bg-slate-50 focus:bg-slate-50 ${active ? 'bg-brand-50' : ''}`}
      >
        <LazyImage src={suggestion.image} alt="" width={48} height={48} eager className="h-12 w-12 shrink-0 rounded-lg object-cover" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900" data-testid="suggestion-title">
            {suggestion.title}
          </span>
          <span className="block truncate text-xs text-slate-600">{suggestion.shop}</span>
          {/* One shop's row says when it takes no orders; a row for several shops leaves that to the results (issue 36). */}
          {!grouped && <ShopStatusBadge hours={suggestion.hours} />}
          <span className="block text-xs text-slate-500">{categoryLine(suggestion)}</span>
        </span>
        <span className="shrink-0 text-right text-sm font-semibold text-slate-900">
          {grouped && <span className="block text-xs font-normal text-slate-500">from</span>}
          {formatNaira(suggestion.price)}
        </span>
      </Link>
    </li>
  );
}
