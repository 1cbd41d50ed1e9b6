import { Fragment } from 'react';

/** Splits an address where a reader expects it to wrap: after the "@" and before each ".". */
export function emailBreakPoints(email: string): string[] {
  // No lookbehind in the pattern: Safari before 16.4 cannot even parse one.
  return email
    .replace(/@/g, '@\n')
    .replace(/\./g, '\n.')
    .split('\n')
    .filter((piece) => piece !== '');
}

/**
 * An email address that wraps at sensible points (issue 37: it broke mid-word on the reset screen):
 * `<wbr>` after the "@" and before each "."; only a piece still wider than the line is broken
 * anywhere (`overflow-wrap: anywhere` breaks only where no other break point fits).
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  return (
    <strong className={`[overflow-wrap:anywhere] ${className}`} data-testid="email-text">
      {emailBreakPoints(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </strong>
  );
}
