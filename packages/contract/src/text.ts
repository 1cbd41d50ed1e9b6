/** Cuts text to `max` characters and appends '...' when it is longer (§9 truncation rules). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** §2 shop cards: the name is cut to 20 characters plus '...' when longer than 19. */
export function shopCardName(name: string): string {
  const chars = [...name];
  return chars.length > 19 ? `${chars.slice(0, 20).join('')}...` : name;
}

/** Top bar: first word of the full name followed by '...', or 'My Account' (§2). */
export function accountLabel(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? `${first}...` : 'My Account';
}

/** Makes a URL slug from a name: lowercase ASCII words joined by '-'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
