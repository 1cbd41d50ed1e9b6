import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { CategoryPage } from '@/features/catalog/pages/category-page';
import { isCategoryName } from '@/lib/category-name';

// Only an address that is no category needs the fallback: a category page does not carry it (its hydration JS, issue 23).
const FallbackPage = lazy(() => import('@/features/catalog/pages/fallback-page').then((module) => ({ default: module.FallbackPage })));

/** /{categoryParam} is a category when it names one; any other single segment goes to the fallback (§2). */
export function CategoryOrFallback() {
  const { categoryParam } = useParams();
  if (isCategoryName(categoryParam)) return <CategoryPage />;
  return (
    <Suspense>
      <FallbackPage />
    </Suspense>
  );
}
