import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';

export function BackToAccount() {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-4">
      <Link to={paths.account()} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Account
      </Link>
    </div>
  );
}
