import { useParams } from 'react-router';
import { CATEGORIES } from '@campus/contract';
import { useCategories } from '../api/get-categories';
import { CategoryRow } from '../components/category-row';
import { ShopCard } from '../components/shop-card';

/** §2 category page: round category buttons, the chosen category as heading, its shops as cards. */
export function CategoryPage() {
  const { categoryParam } = useParams();
  const { data, isPending, isError } = useCategories();
  const categories = data?.data ?? [];
  const current = categories.find((c) => c.name.toLowerCase() === categoryParam?.toLowerCase());
  const heading = current?.name ?? CATEGORIES.find((name) => name.toLowerCase() === categoryParam?.toLowerCase()) ?? categoryParam ?? '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-4">
      <CategoryRow names={categories.length ? categories.map((c) => c.name) : CATEGORIES} current={heading} />

      <h1 className="mt-4 mb-3 text-2xl font-bold text-slate-900">{heading}</h1>

      {isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading shops">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="aspect-[4/3.6] animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          Failed to load categories.
        </p>
      ) : !current || current.shops.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600">No items found.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {current.shops.map((shop, index) => (
            <li key={shop._id}>
              <ShopCard shop={shop} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
