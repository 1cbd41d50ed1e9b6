import { Sparkles } from 'lucide-react';
import { STORE_NAME } from '@campus/contract';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';

/** The Coming Soon placeholder (DESIGN §6: at /coming-soon) for parts of the store not open yet. */
export function ComingSoonPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Sparkles className="h-10 w-10" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Coming Soon</h1>
      <p className="text-slate-600">
        We're working on something new for {STORE_NAME}. Check back soon. In the meantime, the campus shops are open.
      </p>
      <Link to={paths.home()} className="mt-2 rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900">
        Go back home
      </Link>
    </div>
  );
}
