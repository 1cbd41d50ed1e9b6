import { createHash } from 'node:crypto';

const PALETTES: Record<string, [string, string]> = {
  food: ['#f97316', '#facc15'],
  books: ['#2563eb', '#38bdf8'],
  fashion: ['#db2777', '#f472b6'],
  electronics: ['#0f766e', '#22d3ee'],
  accessories: ['#7c3aed', '#c084fc'],
  shop: ['#15803d', '#4ade80'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Title-cases a slug: "jollof-rice" → "Jollof Rice". */
export function slugToLabel(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word && !/^\d+$/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Draws the demo catalog's picture for a theme and a slug: a gradient in the theme's colours,
 * shapes placed by a hash of the slug, and the item's initials and name. Same input, same SVG.
 */
export function renderArt(theme: string, slug: string): string {
  const [from, to] = PALETTES[theme] ?? PALETTES.shop ?? ['#334155', '#94a3b8'];
  const hash = createHash('sha256').update(`${theme}/${slug}`).digest();
  const label = slugToLabel(slug) || 'Campus Market';
  const initials = label
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const cx = 80 + ((hash[0] ?? 0) % 240);
  const cy = 60 + ((hash[1] ?? 0) % 180);
  const r = 60 + ((hash[2] ?? 0) % 70);
  const angle = (hash[3] ?? 0) % 360;
  const short = label.length > 26 ? `${label.slice(0, 25)}…` : label;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".18"/>
<circle cx="${400 - cx}" cy="${300 - cy}" r="${r / 2}" fill="#fff" fill-opacity=".12"/>
<text x="200" y="150" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="96" font-weight="700" fill="#fff" fill-opacity=".95">${escapeXml(initials)}</text>
<text x="200" y="262" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="600" fill="#fff">${escapeXml(short)}</text>
</svg>`;
}
