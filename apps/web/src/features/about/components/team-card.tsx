import { Mail } from 'lucide-react';
import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';
import type { TeamMember } from '../team-members';

export { defaultAvatar };

/** §2 team card: picture (default image when missing or broken), name, position and an email link. */
export function TeamCard({ member }: { member: TeamMember }) {
  const [failed, setFailed] = useState(false);
  const picture = !member.picture || failed ? defaultAvatar : member.picture;
  return (
    <article
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="team-card"
    >
      <img
        src={picture}
        alt={`Picture of ${member.name}`}
        width={112}
        height={112}
        className="h-28 w-28 rounded-full object-cover ring-4 ring-brand-50"
        onError={() => setFailed(true)}
      />
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
        <p className="text-sm text-brand-800">{member.description}</p>
      </div>
      <a
        href={`mailto:${member.email}`}
        className="inline-flex items-center gap-1.5 text-sm text-slate-600 hover:text-brand-800 hover:underline"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        {member.email}
      </a>
    </article>
  );
}
