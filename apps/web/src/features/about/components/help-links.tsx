import { FileText, Headset, Info, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { SocialLinks } from './social-links';

const rowClass = 'flex w-full items-center gap-3 px-4 py-3.5 text-left font-medium text-slate-800 hover:bg-slate-50';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="text-brand-800">{icon}</span>
      <span className="flex-1">{children}</span>
    </>
  );
}

/**
 * §1–§2 what the desktop footer carries — customer service (chat and call), About Us, Terms and
 * Policy, the social links — as a list for phones, where there is no footer (issue 23).
 * `onNavigate` lets a menu close itself when a link is followed.
 */
export function HelpLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { data: config } = useAppConfig();
  const links = config ? supportLinks(config.supportPhone) : null;
  const icon = 'h-5 w-5';
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {links && (
          <li>
            <a href={links.chat} target="_blank" rel="noreferrer" className={rowClass} onClick={onNavigate}>
              <Row icon={<Headset className={icon} aria-hidden="true" />}>Customer service</Row>
            </a>
          </li>
        )}
        {links && (
          <li>
            <a href={links.call} className={rowClass} onClick={onNavigate}>
              <Row icon={<Phone className={icon} aria-hidden="true" />}>Call us</Row>
            </a>
          </li>
        )}
        <li>
          <Link to={paths.about()} className={rowClass} onClick={onNavigate}>
            <Row icon={<Info className={icon} aria-hidden="true" />}>About Us</Row>
          </Link>
        </li>
        <li>
          <Link to={paths.terms()} className={rowClass} onClick={onNavigate}>
            <Row icon={<FileText className={icon} aria-hidden="true" />}>Terms and Policy</Row>
          </Link>
        </li>
      </ul>
      <SocialLinks className="justify-center border-t border-slate-100 px-4 py-2" />
    </div>
  );
}

/** The Account page's block of help links (phones have no footer). */
export function HelpSection() {
  return (
    <section aria-labelledby="help-heading" className="mt-6">
      <h2 id="help-heading" className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Help and information
      </h2>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <HelpLinks />
      </div>
    </section>
  );
}
