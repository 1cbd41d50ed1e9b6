import { useParams } from 'react-router';
import { CategoryPage } from '@/features/catalog/pages/category-page';
import { FallbackPage } from '@/features/catalog/pages/fallback-page';
import { isCategoryName } from '@/lib/category-name';

/** /{categoryParam} is a category when it names one; any other single segment goes to the fallback (§2). */
export function CategoryOrFallback() {
  const { categoryParam } = useParams();
  return isCategoryName(categoryParam) ? <CategoryPage /> : <FallbackPage />;
}
