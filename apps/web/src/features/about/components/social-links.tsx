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
