import type { Drawing } from './art-shapes';
import { escapeXml, shadow, wrapWords } from './art-shapes';

/** The demo pictures of the book shop: covers with their titles, notebooks, pens, cards, paper. */

/** A book with its title on the cover. */
export const book: Drawing = ({ tone, label }) => {
  const lines = wrapWords(label, 12, 4);
  const text = lines
    .map(
      (line, i) =>
        `<text x="215" y="${92 + i * 28}" text-anchor="middle" font-family="Georgia,serif" font-size="19" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `${shadow(110, 250)}<rect x="128" y="34" width="166" height="216" rx="6" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="120" y="30" width="170" height="216" rx="6" fill="${tone.main}"/><rect x="120" y="30" width="18" height="216" rx="4" fill="${tone.dark}"/>` +
    `<rect x="150" y="54" width="130" height="3" fill="${tone.light}"/>${text}<rect x="150" y="206" width="130" height="3" fill="${tone.light}"/>` +
    `<circle cx="215" cy="226" r="9" fill="${tone.accent}"/>`
  );
};

/** Spiral notebooks, a notepad or paper. */
export const notebook: Drawing = ({ tone }) => {
  let rings = '';
  for (let i = 0; i < 9; i++) rings += `<circle cx="${150 + i * 14}" cy="62" r="6" fill="none" stroke="#475569" stroke-width="3"/>`;
  let rules = '';
  for (let i = 0; i < 7; i++) rules += `<path d="M150 ${100 + i * 18} h110" stroke="#93c5fd" stroke-width="2"/>`;
  return `${shadow(100, 246)}<rect x="160" y="70" width="140" height="170" rx="8" fill="${tone.dark}" transform="rotate(8 230 155)"/><rect x="130" y="64" width="140" height="176" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><rect x="130" y="64" width="140" height="30" rx="8" fill="${tone.main}"/>${rules}${rings}`;
};

/** Pens in a box. */
export const pens: Drawing = ({ tone }) => {
  let out = `${shadow(120)}<rect x="90" y="150" width="220" height="80" rx="8" fill="${tone.main}"/>`;
  for (let i = 0; i < 7; i++)
    out += `<g transform="rotate(${(i - 3) * 6} ${120 + i * 27} 180)"><rect x="${112 + i * 27}" y="70" width="14" height="110" rx="4" fill="${i % 2 ? '#1d4ed8' : '#f8fafc'}" stroke="#334155"/><path d="M${112 + i * 27} 70 l7 -16 l7 16z" fill="#334155"/></g>`;
  return `${out}<rect x="90" y="150" width="220" height="80" rx="8" fill="${tone.main}"/><rect x="90" y="150" width="220" height="16" fill="${tone.dark}"/>`;
};

/** A stack of cards. */
export const cards: Drawing = ({ tone }) =>
  `${shadow(110)}<rect x="110" y="90" width="180" height="120" rx="10" fill="${tone.dark}" transform="rotate(-8 200 150)"/><rect x="110" y="90" width="180" height="120" rx="10" fill="${tone.light}" transform="rotate(4 200 150)"/><rect x="110" y="90" width="180" height="120" rx="10" fill="#fff" stroke="${tone.main}" stroke-width="4"/><text x="200" y="160" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="${tone.main}">Rx</text>`;

/** Printed pages, or a spiral-bound report. */
export const paper =
  (spiral: boolean): Drawing =>
  ({ tone }) => {
    let lines = '';
    for (let i = 0; i < 8; i++)
      lines += `<path d="M150 ${86 + i * 18} h${i % 3 === 2 ? 70 : 110}" stroke="#94a3b8" stroke-width="5" stroke-linecap="round"/>`;
    const rings = spiral
      ? Array.from(
          { length: 10 },
          (_, i) => `<circle cx="134" cy="${66 + i * 18}" r="7" fill="none" stroke="${tone.dark}" stroke-width="4"/>`,
        ).join('')
      : '';
    return `${shadow(100, 256)}<rect x="150" y="50" width="150" height="200" rx="4" fill="#e2e8f0" transform="rotate(6 225 150)"/><rect x="130" y="50" width="150" height="200" rx="4" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><rect x="150" y="62" width="80" height="12" rx="3" fill="${tone.main}"/>${lines}${rings}`;
  };
