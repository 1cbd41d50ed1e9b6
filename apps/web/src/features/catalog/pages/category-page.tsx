import { Link, useParams } from 'react-router';
import { CATEGORIES } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from '../components/category-icon';
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
      <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 pb-2">
        <ul className="flex gap-4 md:justify-center">
          {(categories.length ? categories.map((c) => c.name) : [...CATEGORIES]).map((name) => {
            const active = name === heading;
            return (
              <li key={name}>
                <Link
                  to={paths.category(name)}
                  className="flex w-20 flex-col items-center gap-1 text-center"
                  aria-current={active ? 'page' : undefined}
                >
                  <span
                    className={`flex h-16 w-16 items-center justify-center rounded-full ring-2 transition ${active ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white text-brand-800 ring-slate-200 hover:ring-brand-600'}`}
                  >
                    <CategoryIcon name={name} className="h-7 w-7" />
                  </span>
                  <span className={`text-sm ${active ? 'font-semibold text-brand-900' : 'text-slate-700'}`}>{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

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
