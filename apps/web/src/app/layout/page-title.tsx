import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { CATEGORIES, categoryHead, pageTitle, productHead, shopHead, titledHead } from '@campus/contract';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { shopQueryOptions } from '@/features/catalog/api/get-shop';
import { isCategoryName } from '@/lib/category-name';
import { useHydrated } from '@/lib/use-hydrated';
import type { PageRoute } from '@/routes/page-route';

/** What the router keeps of a route of the table (`handle`), so the layout can tell which page shows. */
export interface RouteHandle {
  route: PageRoute;
}

function ProductTitle({ slug }: { slug: string }) {
  const { data } = useQuery(productQueryOptions(slug));
  return <title>{data ? productHead(data).title : pageTitle()}</title>;
}

function ShopTitle({ slug }: { slug: string }) {
  const { data } = useQuery(shopQueryOptions(slug));
  return <title>{data ? shopHead(data).title : pageTitle()}</title>;
}

/**
 * The document title of the page showing, by the same rules the page shell writes it into the HTML
 * (decision 034), so it stays right as the shopper moves between pages. React 19 hoists `<title>` into
 * the head, ahead of the shell's. The catalog pages read the query their page reads: no extra call.
 */
export function PageTitle() {
  const match = useMatches().at(-1);
  // A server-rendered page has its title in the head already; React's would be hydrated out of place (decision 050).
  const hydrated = useHydrated();
  const route = (match?.handle as RouteHandle | undefined)?.route;
  const params = match?.params ?? {};
  const subject = route?.subject;
  const value = subject ? (params[subject.param] ?? '') : '';
  if (!hydrated) return null;
  if (subject?.kind === 'product') return <ProductTitle slug={value} />;
  if (subject?.kind === 'shop') return <ShopTitle slug={value} />;
  if (subject?.kind === 'category') {
    return <title>{isCategoryName(value) ? categoryHead(canonicalCategory(value)).title : pageTitle()}</title>;
  }
  return <title>{route?.title ? titledHead(route.title, params).title : pageTitle()}</title>;
}

/** '/food' shows the Food category: its name as the store writes it. */
function canonicalCategory(value: string): string {
  return CATEGORIES.find((name) => name.toLowerCase() === value.toLowerCase()) ?? value;
}
