import { createHash } from 'node:crypto';
import { drawingFor, frontShopSlug } from './art-kinds';
import type { Tone } from './art-shapes';

/** Each theme's backdrops (wall, table) and the colours its items are made in. */
const THEMES: Record<string, { walls: [string, string][]; tones: [string, string, string][] }> = {
  food: {
    walls: [
      ['#fff7ed', '#fed7aa'],
      ['#fefce8', '#fde68a'],
      ['#f0fdf4', '#bbf7d0'],
    ],
    tones: [
      ['#ea580c', '#9a3412', '#fdba74'],
      ['#16a34a', '#166534', '#86efac'],
      ['#dc2626', '#991b1b', '#fca5a5'],
    ],
  },
  books: {
    walls: [
      ['#eff6ff', '#bfdbfe'],
      ['#f8fafc', '#cbd5e1'],
      ['#fdf4ff', '#f5d0fe'],
    ],
    tones: [
      ['#1d4ed8', '#1e3a8a', '#93c5fd'],
      ['#b91c1c', '#7f1d1d', '#fca5a5'],
      ['#047857', '#064e3b', '#6ee7b7'],
      ['#7c3aed', '#4c1d95', '#c4b5fd'],
      ['#c2410c', '#7c2d12', '#fdba74'],
      ['#0f766e', '#134e4a', '#5eead4'],
    ],
  },
  fashion: {
    walls: [
      ['#fdf2f8', '#fbcfe8'],
      ['#f5f3ff', '#ddd6fe'],
      ['#f0f9ff', '#bae6fd'],
    ],
    tones: [
      ['#db2777', '#9d174d', '#f9a8d4'],
      ['#2563eb', '#1e40af', '#93c5fd'],
      ['#059669', '#065f46', '#6ee7b7'],
      ['#f59e0b', '#b45309', '#fde68a'],
      ['#334155', '#0f172a', '#cbd5e1'],
    ],
  },
  electronics: {
    walls: [
      ['#ecfeff', '#a5f3fc'],
      ['#f1f5f9', '#cbd5e1'],
      ['#eef2ff', '#c7d2fe'],
    ],
    tones: [
      ['#0f766e', '#134e4a', '#5eead4'],
      ['#334155', '#0f172a', '#94a3b8'],
      ['#4f46e5', '#312e81', '#a5b4fc'],
      ['#e11d48', '#881337', '#fda4af'],
    ],
  },
  accessories: {
    walls: [
      ['#faf5ff', '#e9d5ff'],
      ['#fff1f2', '#fecdd3'],
      ['#fffbeb', '#fde68a'],
    ],
    tones: [
      ['#7c3aed', '#4c1d95', '#c4b5fd'],
      ['#db2777', '#831843', '#f9a8d4'],
      ['#0891b2', '#164e63', '#67e8f9'],
      ['#ca8a04', '#713f12', '#fde047'],
    ],
  },
  shop: {
    walls: [
      ['#f0fdf4', '#bbf7d0'],
      ['#fff7ed', '#fed7aa'],
    ],
    tones: [
      ['#15803d', '#14532d', '#86efac'],
      ['#c2410c', '#7c2d12', '#fdba74'],
    ],
  },
};

/** Title-cases a slug: "jollof-rice" → "Jollof Rice" (numbers of bulk and second pictures dropped). */
export function slugToLabel(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word && !/^\d+$/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const pick = <T>(list: readonly T[], byte: number | undefined): T => list[(byte ?? 0) % list.length] as T;

/**
 * Draws the demo catalog's picture for a theme and a slug: the item itself (a plate of jollof, a book
 * cover with its title, a shirt, headphones, a shop front…) on a wall and a table in the theme's
 * colours, so a results page reads as a store (issue 23). The item's colours come from a hash of the
 * item; a second picture (`…-2`) or another shop's (`…--<shop>`) gets another backdrop. Same input, same SVG.
 * `name` is what the picture says (a shop front's sign): by default the slug title-cased, which cannot give
 * back an apostrophe ("mama-titis-kitchen").
 */
export function renderArt(theme: string, slug: string, name?: string): string {
  const palette = THEMES[theme] ?? THEMES.shop!;
  const hash = createHash('sha256').update(`${theme}/${slug}`).digest();
  // `<item>[-2]--<shop>`: the item is drawn; the shop and the picture number only change the backdrop.
  const frontOf = frontShopSlug(slug);
  const base = frontOf !== undefined ? slug : (slug.split('--')[0] ?? slug).replace(/-\d+$/, '');
  const itemHash = createHash('sha256').update(base).digest();
  const [wall, table] = pick(palette.walls, hash[0]);
  const [main, dark, light] = pick(palette.tones, itemHash[1]);
  const accent = pick(palette.tones, (itemHash[1] ?? 0) + 1)[0];
  const tone: Tone = { main, dark, light, accent, vary: (itemHash[2] ?? 0) / 255 };
  const label = name || slugToLabel(frontOf ?? base) || 'Campus Market';
  const drawing = drawingFor(theme, base)({ tone, label });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(label)}">
<rect width="400" height="300" fill="${wall}"/><rect y="228" width="400" height="72" fill="${table}"/><path d="M0 228 h400" stroke="#0f172a" stroke-opacity=".08" stroke-width="3"/>
${drawing}
</svg>`;
}
