import { marketDateTime } from '@campus/contract';
import { useState, type FormEvent } from 'react';
import { useInviteOwner } from '../api/admin-money-api';
import { ErrorText, buttonClass, inputClass } from './admin-shell';

/** Invites a shop's owner by email: the shop console's one-time link, valid 72 hours, is mailed (audited). */
export function InviteOwnerForm({ shopId }: { shopId: string }) {
  const invite = useInviteOwner(shopId);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  const id = `invite-${shopId}`;
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Invite the owner">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Owner&apos;s email
        </label>
        <input id={id} type="email" className={inputClass} value={email} onChange={(event) => setEmail(event.target.value)} required />
      </div>
      <button type="submit" className={buttonClass} disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Invite owner'}
      </button>
      <div className="sm:col-span-2">
        <ErrorText error={invite.error} />
        {invite.data && (
          <p role="status" className="text-sm text-brand-800">
            Invitation sent to {invite.data.email}; the link works until {marketDateTime(invite.data.expiresAt)}.
          </p>
        )}
      </div>
    </form>
  );
}
