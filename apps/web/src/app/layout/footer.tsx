import { STORE_NAME } from '@campus/contract';
import { Link } from 'react-router';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { SocialLinks } from '@/features/about/components/social-links';

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
        <SocialLinks />
      </div>
    </footer>
  );
}
