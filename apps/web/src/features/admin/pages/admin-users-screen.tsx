import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useRevokeSessions, useUserLookup } from '../api/admin-api';
import { AdminShell, ErrorText, buttonClass, inputClass, quietButtonClass } from '../components/admin-shell';
import { AccountSuspension } from '../components/account-suspension';

/** Users: look up by phone or email; sign them out everywhere; suspend or reinstate them. No password is ever shown. */
export function AdminUsersPage() {
  // An audit entry links here with the account's phone (`?q=`): it is looked up at once.
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(params.get('q')?.trim() ?? '');
  const user = useUserLookup(q);
  const revoke = useRevokeSessions();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    revoke.reset();
  };
  return (
    <AdminShell title="Users">
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="user-q" className="sr-only">
          Phone number or email
        </label>
        <input
          id="user-q"
          className={`${inputClass} max-w-md flex-1`}
          placeholder="080… or name@example.com"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClass}>
          Look up
        </button>
      </form>
      <ErrorText error={user.error} />
      {user.data === null && <p className="text-slate-700">No account has this phone number or email.</p>}
      {user.data && (
        <section aria-label={user.data.fullName} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{user.data.fullName}</h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <dt className="font-medium text-slate-600">Phone</dt>
            <dd>{user.data.phone}</dd>
            <dt className="font-medium text-slate-600">Email</dt>
            <dd>{user.data.email}</dd>
            <dt className="font-medium text-slate-600">Hall</dt>
            <dd>{user.data.hall}</dd>
            <dt className="font-medium text-slate-600">Joined</dt>
            <dd>{new Date(user.data.createdAt).toLocaleDateString('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' })}</dd>
            <dt className="font-medium text-slate-600">Roles</dt>
            <dd>
              {[user.data.isOperator ? 'operator' : '', ...user.data.shops.map((shop) => `${shop.role} of ${shop.name}`)]
                .filter(Boolean)
                .join(', ') || 'shopper'}
            </dd>
          </dl>
          <button
            type="button"
            className={`${quietButtonClass} mt-3`}
            disabled={revoke.isPending}
            onClick={() => user.data && revoke.mutate(user.data.id)}
          >
            Sign out everywhere
          </button>
          {revoke.isSuccess && (
            <p role="status" className="mt-2 text-sm text-brand-800">
              Every session of {user.data.fullName} has ended.
            </p>
          )}
          <ErrorText error={revoke.error} />
          <AccountSuspension user={user.data} />
        </section>
      )}
    </AdminShell>
  );
}
