import { Send, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  INVITATION_LIFETIME_HOURS,
  invitationProblem,
  isValidEmail,
  marketDate,
  marketDateTime,
  SELLER_MESSAGES,
  type ShopRole,
} from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/session';
import { useInvite, useRemoveMember, useSellerMembers, useWithdrawInvitation } from '../api/seller-members';
import { ConfirmAction } from '../components/confirm-action';
import { SellerShell } from '../components/seller-shell';

/** The invitation form; exported for its tests. Refuses what the server would: your own email, and one already invited. */
export function InviteForm({ shopSlug }: { shopSlug: string }) {
  const id = useId();
  const invite = useInvite(shopSlug);
  const { user } = useSession();
  const { data: members } = useSellerMembers(shopSlug);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShopRole>('staff');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setProblem(SELLER_MESSAGES.invalidEmail);
      return;
    }
    const refused = invitationProblem(email, {
      ownEmail: user?.email,
      pendingEmails: members?.invitations.map((invitation) => invitation.email) ?? [],
    });
    if (refused) {
      setProblem(refused);
      return;
    }
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          toast.success(`${SELLER_MESSAGES.invitationSent} ${invitation.email} has ${INVITATION_LIFETIME_HOURS} hours to accept.`);
          setEmail('');
        },
        onError: (error) => setProblem(serverErrorText(error, 'The invitation could not be sent. Please try again.')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Invite someone
      </h2>
      <p className="text-sm text-slate-600">They get a link by email, valid for {INVITATION_LIFETIME_HOURS} hours and usable once.</p>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-base"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Role</legend>
        <div className="mt-1 flex gap-2">
          {(['staff', 'owner'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300">
              <input type="radio" name={`${id}-role`} value={value} checked={role === value} onChange={() => setRole(value)} />
              {value === 'staff' ? 'Staff (orders and availability)' : 'Owner (everything)'}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={invite.isPending}
        className="rounded-xl bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

function Members({ shopSlug }: { shopSlug: string }) {
  const { data, isPending, isError } = useSellerMembers(shopSlug);
  const { user } = useSession();
  const remove = useRemoveMember(shopSlug);
  const withdraw = useWithdrawInvitation(shopSlug);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the members" className="h-32 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        The members could not be loaded.
      </p>
    );
  return (
    <div className="space-y-6">
      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="mb-2 text-lg font-bold text-slate-900">
          Members
        </h2>
        <ul
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          data-testid="members-list"
        >
          {data.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
              <UserRound className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium wrap-anywhere text-slate-900">{member.fullName}</p>
                {/* The whole address, broken where it must be: "new.staff@exa…" told the owner nothing (issue 39). */}
                <p className="text-sm wrap-anywhere text-slate-600" data-testid="member-email">
                  {member.email}
                </p>
              </div>
              <div className="text-sm sm:text-right">
                <p className="font-semibold text-slate-800 capitalize">{member.role}</p>
                <p className="text-slate-600">since {marketDate(member.since)}</p>
              </div>
              {member.email !== user?.email && (
                <ConfirmAction
                  label="Remove"
                  question={`Remove ${member.fullName} from the shop?`}
                  confirmLabel="Yes, remove"
                  busy={remove.isPending && remove.variables === member.userId}
                  error={
                    remove.isError && remove.variables === member.userId
                      ? serverErrorText(remove.error, 'They could not be removed.')
                      : null
                  }
                  onConfirm={() => remove.mutate(member.userId)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      {data.invitations.length > 0 && (
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="mb-2 text-lg font-bold text-slate-900">
            Waiting to accept
          </h2>
          <ul
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            data-testid="invitations-list"
          >
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
                <Send className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium wrap-anywhere text-slate-900">{invitation.email}</p>
                  <p className="text-sm text-slate-600">until {marketDateTime(invitation.expiresAt)}</p>
                </div>
                <p className="text-sm font-semibold text-slate-800 capitalize">{invitation.role}</p>
                <ConfirmAction
                  label="Withdraw"
                  question={`Withdraw the invitation to ${invitation.email}?`}
                  confirmLabel="Yes, withdraw"
                  busy={withdraw.isPending && withdraw.variables === invitation.id}
                  error={
                    withdraw.isError && withdraw.variables === invitation.id
                      ? serverErrorText(withdraw.error, 'The invitation could not be withdrawn.')
                      : null
                  }
                  onConfirm={() => withdraw.mutate(invitation.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /seller/:shopSlug/members: who runs the shop, the invitations not yet accepted, and a new invitation (owner only). */
export function SellerMembersPage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Members" ownerOnly>
      {() => (
        <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-6 lg:space-y-0">
          <InviteForm shopSlug={shopSlug} />
          <Members shopSlug={shopSlug} />
        </div>
      )}
    </SellerShell>
  );
}
