import { Link } from 'react-router';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { useProfile } from '../api/get-profile';
import { ACCOUNT_TEXT } from '../account-messages';
import { BackToAccount } from '../components/back-link';
import { RequireSignIn } from '../components/require-sign-in';

function DetailsSkeleton() {
  return (
    <dl className="space-y-4" aria-busy="true" aria-label="Loading personal details" data-testid="details-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="animate-pulse space-y-2">
          <div className="h-3 w-24 rounded bg-slate-200" />
          <div className="h-5 w-48 rounded bg-slate-200" />
        </div>
      ))}
    </dl>
  );
}

function Details() {
  const { data: profile, isPending, isError, error } = useProfile();
  if (isError) {
    // §2: on failure a full-screen red error.
    return (
      <div
        role="alert"
        className="fixed inset-0 z-20 flex flex-col items-center justify-center gap-2 bg-red-600 px-6 text-center text-white"
      >
        <p className="text-xl font-bold">{ACCOUNT_TEXT.detailsFailed}</p>
        <p>{serverErrorText(error, ACCOUNT_TEXT.profileFetchFailed)}</p>
        <Link to={paths.account()} className="mt-4 rounded-full bg-white px-5 py-2 font-semibold text-red-700">
          Back to Account
        </Link>
      </div>
    );
  }
  const rows: [string, string | undefined][] = [
    ['Full Name', profile?.fullName],
    ['Phone Number', profile?.phone_number],
    ['Hall', profile?.hall],
    ['Recovery Email', profile?.email],
  ];
  return (
    <>
      <BackToAccount />
      <div className="mx-auto w-full max-w-md px-4 py-4">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="mb-6 text-2xl font-bold text-slate-900">Personal details</h1>
          {isPending ? (
            <DetailsSkeleton />
          ) : (
            <dl className="space-y-4">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
                  <dd className="mt-0.5 text-base break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {!isPending && (
            <div className="mt-6 flex flex-wrap gap-4 text-sm font-medium">
              <Link to={paths.phone()} className="text-brand-800 hover:underline">
                Update phone number
              </Link>
              <Link to={paths.changeEmail()} className="text-brand-800 hover:underline">
                Change email
              </Link>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** §2 /details: read-only 'Personal details' (Full Name, Phone Number, Hall, Recovery Email). */
export function DetailsPage() {
  return (
    <RequireSignIn>
      <Details />
    </RequireSignIn>
  );
}
