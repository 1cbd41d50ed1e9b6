import { FileText, Headset, Info, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';

/** §1 the four social media icons (the footer's, the phone menu's and the Account page's). */
export const SOCIALS = [
  {
    name: 'Instagram',
    href: 'https://instagram.com/',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  { name: 'X', href: 'https://x.com/', path: 'M4 3h4.5l4 5.6L17 3h3l-6.1 7.3L21 21h-4.5l-4.4-6.1L7 21H4l6.6-7.9z' },
  { name: 'Facebook', href: 'https://facebook.com/', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: 'TikTok', href: 'https://tiktok.com/', path: 'M14 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1v6a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z' },
] as const;

/** The four social links as round icons. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex gap-3 ${className}`}>
      {SOCIALS.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noreferrer"
            aria-label={social.name}
            className="block rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-800"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              <path d={social.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

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
