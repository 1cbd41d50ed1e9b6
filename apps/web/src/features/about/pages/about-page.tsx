import { CATEGORIES, STORE_NAME } from '@campus/contract';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { TeamCard } from '../components/team-card';
import { TEAM_MEMBERS } from '../team-members';

/** §2 About: Our Story (§1: founded in March 2024, started with over 50 shops) and Our Team. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">About {STORE_NAME}</h1>

      <section aria-labelledby="our-story" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="our-story" className="text-xl font-semibold text-brand-800 md:text-2xl">
          Our Story
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
          <p>
            {STORE_NAME} was founded in March 2024 by students who were tired of walking across campus only to find a shop closed or an item
            sold out. We wanted one place where every student could see what the shops around them offer, order it, and have it brought to
            their hall.
          </p>
          <p>
            We started with over 50 shops, from the kitchens that feed us between lectures to the book shop, fashion stores, gadget
            repairers and accessory sellers. Today students browse {CATEGORIES.join(', ').replace(/, ([^,]*)$/, ' and $1')}, keep one cart
            across several shops, pay securely by card and get their order delivered to their residence hall.
          </p>
          <p>
            {STORE_NAME} is built for the students of our university and by them. If a book you need is not on the shelves,{' '}
            <Link to={paths.requestBook()} className="font-medium text-brand-800 underline">
              request it
            </Link>{' '}
            and the book shop will try to get it for you.
          </p>
        </div>
      </section>

      <section aria-labelledby="our-team" className="mt-10">
        <h2 id="our-team" className="text-xl font-semibold text-brand-800 md:text-2xl">
          Our Team
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM_MEMBERS.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
