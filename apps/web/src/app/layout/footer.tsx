import { Link } from 'react-router';
import { STORE_NAME } from '@campus/contract';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';

const SOCIALS = [
  {
    name: 'Instagram',
    href: 'https://instagram.com/',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  { name: 'X', href: 'https://x.com/', path: 'M4 3h4.5l4 5.6L17 3h3l-6.1 7.3L21 21h-4.5l-4.4-6.1L7 21H4l6.6-7.9z' },
  { name: 'Facebook', href: 'https://facebook.com/', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: 'TikTok', href: 'https://tiktok.com/', path: 'M14 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1v6a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z' },
];

/** §2 desktop footer: Customer service, About Us, Terms and Policy, the logo and four social icons. */
export function Footer() {
  const { data: config } = useAppConfig();
  const links = config ? supportLinks(config.supportPhone) : null;
  return (
    <footer className="mt-12 hidden border-t border-slate-200 bg-white md:block">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-4 py-8 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="font-bold text-brand-800">{STORE_NAME}</span>
        </div>
        <nav aria-label="Footer" className="flex gap-6">
          {links && (
            <a href={links.chat} target="_blank" rel="noreferrer" className="hover:text-brand-800">
              Customer service
            </a>
          )}
          {links && (
            <a href={links.call} className="hover:text-brand-800">
              Call us
            </a>
          )}
          <Link to={paths.about()} className="hover:text-brand-800">
            About Us
          </Link>
          <Link to={paths.terms()} className="hover:text-brand-800">
            Terms and Policy
          </Link>
        </nav>
        <ul className="flex gap-3">
          {SOCIALS.map((social) => (
            <li key={social.name}>
              <a
                href={social.href}
                target="_blank"
                rel="noreferrer"
                aria-label={social.name}
                className="block rounded-full p-1 text-slate-600 hover:text-brand-800"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
                  <path d={social.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
