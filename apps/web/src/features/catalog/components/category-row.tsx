import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { CategoryIcon } from './category-icon';
import { useScrollEdges } from './use-scroll-edges';

const arrowClass =
  'absolute top-6 z-10 flex h-8 w-8 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200';

/**
 * §2 round category buttons. They fit a 360 px phone; when they do not (a narrower screen, more
 * categories) the row says it scrolls: a fade and an arrow on the side with more (issue 23: the row
 * was cut at "Electronics" with no sign of the rest).
 */
export function CategoryRow({ names, current }: { names: readonly string[]; current: string }) {
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  const scrollBy = (direction: 1 | -1) => {
    const element = ref.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <nav aria-label="Categories" className="relative -mx-4">
      <div ref={ref} className="overflow-x-auto px-4 pb-2 [scrollbar-width:none]" data-testid="category-scroller">
        <ul className="mx-auto flex w-max gap-2 sm:gap-4">
          {names.map((name) => {
            const active = name === current;
            return (
              <li key={name}>
                <Link
                  to={paths.category(name)}
                  className="flex w-16 flex-col items-center gap-1 text-center sm:w-20"
                  aria-current={active ? 'page' : undefined}
                >
                  <span
                    className={`flex h-14 w-14 items-center justify-center rounded-full ring-2 transition sm:h-16 sm:w-16 ${active ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white text-brand-800 ring-slate-200 hover:ring-brand-600'}`}
                  >
                    <CategoryIcon name={name} className="h-6 w-6 sm:h-7 sm:w-7" />
                  </span>
                  <span className={`text-[11px] sm:text-sm ${active ? 'font-semibold text-brand-900' : 'text-slate-700'}`}>{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      {edges.left && (
        <>
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-slate-50" />
          <button type="button" onClick={() => scrollBy(-1)} aria-label="Previous categories" className={`${arrowClass} left-1`}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
        </>
      )}
      {edges.right && (
        <>
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-50" />
          <button type="button" onClick={() => scrollBy(1)} aria-label="More categories" className={`${arrowClass} right-1`}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </>
      )}
    </nav>
  );
}
