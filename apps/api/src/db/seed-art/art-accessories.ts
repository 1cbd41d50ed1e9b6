import type { Drawing } from './art-shapes';
import { escapeXml, shadow, wrapWords } from './art-shapes';

/** The demo pictures of accessories, and of shops themselves (front and inside). */

/** A bead bracelet, waist beads or earrings. */
export const beads =
  (style: 'bracelet' | 'waist' | 'earrings'): Drawing =>
  ({ tone }) => {
    const palette = [tone.main, tone.accent, tone.light, '#facc15', tone.dark];
    if (style === 'earrings')
      return `${shadow(110)}<circle cx="150" cy="150" r="50" fill="none" stroke="#eab308" stroke-width="10"/><circle cx="260" cy="150" r="50" fill="none" stroke="#eab308" stroke-width="10"/><path d="M150 100 v-16 M260 100 v-16" stroke="#a16207" stroke-width="5"/><circle cx="132" cy="128" r="6" fill="#fef9c3"/><circle cx="242" cy="128" r="6" fill="#fef9c3"/>`;
    const count = style === 'waist' ? 40 : 20;
    const rx = style === 'waist' ? 140 : 80;
    const ry = style === 'waist' ? 60 : 56;
    let out = shadow(rx + 10);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      out += `<circle cx="${(200 + Math.cos(a) * rx).toFixed(1)}" cy="${(160 + Math.sin(a) * ry).toFixed(1)}" r="${style === 'waist' ? 8 : 13}" fill="${palette[i % palette.length]}"/>`;
    }
    return out;
  };

/** A wrist watch or a smart band. */
export const watch =
  (smart: boolean): Drawing =>
  ({ tone }) =>
    `${shadow(80, 268)}<rect x="170" y="20" width="60" height="260" rx="20" fill="${smart ? tone.dark : '#78350f'}"/>` +
    (smart
      ? `<rect x="150" y="100" width="100" height="100" rx="24" fill="#0f172a"/><text x="200" y="160" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="${tone.light}">10:42</text><path d="M170 178 h60" stroke="#4ade80" stroke-width="5" stroke-linecap="round"/>`
      : `<circle cx="200" cy="150" r="60" fill="#e5e7eb" stroke="#a16207" stroke-width="10"/><circle cx="200" cy="150" r="46" fill="#fff"/><path d="M200 150 v-32 M200 150 l24 10" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/>${[0, 90, 180, 270].map((a) => `<rect x="198" y="108" width="4" height="8" fill="#0f172a" transform="rotate(${a} 200 150)"/>`).join('')}`);

/** A backpack or a tote bag. */
export const bag =
  (style: 'backpack' | 'tote'): Drawing =>
  ({ tone }) =>
    style === 'tote'
      ? `${shadow(110)}<path d="M160 110 q0 -60 40 -60 q40 0 40 60" fill="none" stroke="${tone.dark}" stroke-width="10"/><path d="M110 110 h180 l-10 130 h-160z" fill="${tone.light}"/><path d="M110 110 h180 l-3 30 h-174z" fill="${tone.main}"/><circle cx="200" cy="185" r="22" fill="${tone.accent}"/>`
      : `${shadow(110)}<path d="M170 60 q30 -40 60 0" fill="none" stroke="${tone.dark}" stroke-width="10"/><rect x="120" y="60" width="160" height="180" rx="40" fill="${tone.main}"/><rect x="145" y="150" width="110" height="70" rx="16" fill="${tone.dark}"/><path d="M145 170 h110" stroke="${tone.light}" stroke-width="4"/><rect x="190" y="90" width="20" height="6" rx="3" fill="${tone.light}"/>`;

/** Glasses: clear with blue-light lenses, or sunglasses. */
export const glasses =
  (sun: boolean): Drawing =>
  ({ tone }) => {
    const lens = sun ? '#0f172a' : '#bfdbfe';
    return `${shadow(130)}<path d="M60 140 l-10 -30 M340 140 l10 -30" stroke="${tone.dark}" stroke-width="8" stroke-linecap="round"/><rect x="60" y="120" width="120" height="80" rx="34" fill="${lens}" fill-opacity="${sun ? 0.9 : 0.6}" stroke="${tone.dark}" stroke-width="10"/><rect x="220" y="120" width="120" height="80" rx="34" fill="${lens}" fill-opacity="${sun ? 0.9 : 0.6}" stroke="${tone.dark}" stroke-width="10"/><path d="M180 146 q20 -16 40 0" fill="none" stroke="${tone.dark}" stroke-width="8"/><path d="M84 140 l30 -12" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>`;
  };

/** A perfume bottle, body mist or lip gloss. */
export const bottle =
  (style: 'perfume' | 'mist' | 'gloss'): Drawing =>
  ({ tone }) => {
    if (style === 'gloss')
      return `${shadow(110)}${[0, 1, 2].map((i) => `<rect x="${130 + i * 50}" y="${110 - i * 6}" width="34" height="120" rx="8" fill="${[tone.main, tone.accent, tone.dark][i]}" fill-opacity=".85"/><rect x="${130 + i * 50}" y="${70 - i * 6}" width="34" height="44" rx="6" fill="#1e293b"/>`).join('')}`;
    if (style === 'mist')
      return `${shadow(80)}<rect x="160" y="90" width="80" height="150" rx="18" fill="${tone.light}"/><rect x="160" y="150" width="80" height="40" fill="${tone.main}"/><rect x="182" y="60" width="36" height="34" rx="6" fill="#e2e8f0"/><rect x="190" y="44" width="20" height="18" rx="4" fill="#94a3b8"/>`;
    return `${shadow(90)}<path d="M140 120 h120 q20 0 20 20 v80 q0 20 -20 20 h-120 q-20 0 -20 -20 v-80 q0 -20 20 -20z" fill="${tone.main}" fill-opacity=".85"/><rect x="180" y="90" width="40" height="32" fill="#eab308"/><rect x="172" y="60" width="56" height="34" rx="10" fill="#a16207"/><rect x="150" y="160" width="100" height="36" rx="4" fill="#fff" fill-opacity=".8"/>`;
  };

/** A baseball cap. */
export const cap: Drawing = ({ tone }) =>
  `${shadow(130)}<path d="M100 190 a100 90 0 0 1 200 0z" fill="${tone.main}"/><path d="M200 100 v90 M150 110 q20 40 20 80 M250 110 q-20 40 -20 80" stroke="${tone.dark}" stroke-width="3" fill="none"/><path d="M240 190 h110 q10 0 0 14 q-40 16 -110 6z" fill="${tone.dark}"/><circle cx="200" cy="100" r="7" fill="${tone.dark}"/>`;

/** Folded bed sheets. */
export const sheets: Drawing = ({ tone }) =>
  `${shadow(130)}${[0, 1, 2].map((i) => `<rect x="${90 + i * 6}" y="${190 - i * 44}" width="220" height="42" rx="10" fill="${[tone.dark, tone.main, tone.light][i]}"/><path d="M${100 + i * 6} ${204 - i * 44} h200" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" opacity=".6"/>`).join('')}<rect x="240" y="90" width="70" height="20" rx="4" fill="#fff"/>`;

/** Clothes hangers. */
export const hangers: Drawing = ({ tone }) =>
  `${[0, 1, 2].map((i) => `<g transform="translate(${(i - 1) * 26} ${i * 16})"><path d="M200 70 q0 -20 14 -20 q14 0 12 14 q-2 10 -26 26 l-110 70 h230z" fill="none" stroke="${i === 1 ? tone.main : tone.dark}" stroke-width="8" stroke-linejoin="round"/></g>`).join('')}${shadow(130)}`;

/** A gift hamper. */
export const hamper: Drawing = ({ tone }) =>
  `${shadow(130)}<rect x="170" y="80" width="60" height="70" rx="6" fill="${tone.accent}"/><circle cx="140" cy="120" r="30" fill="#ef4444"/><rect x="240" y="70" width="40" height="80" rx="8" fill="#16a34a"/><path d="M90 140 h220 l-20 90 h-180z" fill="#b45309"/><path d="M100 165 h200 M104 190 h192 M108 215 h184" stroke="#92400e" stroke-width="4"/><path d="M200 140 v90" stroke="${tone.main}" stroke-width="10"/><path d="M200 140 q-30 -30 -40 0 q20 10 40 0 q30 -30 40 0 q-20 10 -40 0" fill="${tone.main}"/>`;

/**
 * How the shop front is placed in the 400×300 picture: drawn at 0.7 and standing on the table's edge
 * (y 228), so that all of it but the pavement shows in the middle third that the shop page's 3:1
 * banner keeps of a 4:3 picture (y 83–217), and the whole of it on the shop's 4:3 card.
 */
const STOREFRONT_PLACEMENT = { scale: 0.7, ground: 228 } as const;

/** A shop front: awning in the shop's colours and its name on the sign. */
export const storefront: Drawing = (art) => {
  const { scale, ground } = STOREFRONT_PLACEMENT;
  // Drawn on its pavement at y 256; the group stands it on the ground line.
  return `<g transform="translate(200 ${ground}) scale(${scale}) translate(-200 -256)">${storefrontAtFullSize(art)}</g>`;
};

/** The front at full size, 420 wide on its pavement at y 256 (the group scales and places it). */
const storefrontAtFullSize: Drawing = ({ tone, label }) => {
  const name = wrapWords(label, 20, 2);
  let awning = '';
  for (let i = 0; i < 11; i++) awning += `<path d="M${3 + i * 36} 110 h36 v26 a18 14 0 0 1 -36 0z" fill="${i % 2 ? '#fff' : tone.main}"/>`;
  const sign = name
    .map(
      (line, i) =>
        `<text x="200" y="${name.length === 1 ? 90 : 77 + i * 22}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${name.length === 1 ? 24 : 21}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const goods = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${42 + i * 38}" y="${212 - (i % 2) * 10}" width="28" height="${28 + (i % 2) * 10}" rx="4" fill="${[tone.accent, tone.main, tone.light, tone.accent][i]}"/>`,
    )
    .join('');
  return (
    `<rect x="-10" y="50" width="420" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><rect x="2" y="56" width="396" height="50" rx="6" fill="${tone.dark}"/>${sign}${awning}` +
    `<rect x="24" y="160" width="180" height="80" rx="4" fill="#bae6fd"/><path d="M34 170 h40 M34 182 h24" stroke="#fff" stroke-width="4" opacity=".7"/>${goods}` +
    `<rect x="236" y="160" width="80" height="90" rx="4" fill="${tone.main}"/><circle cx="301" cy="208" r="4" fill="#fff"/>` +
    `<rect x="338" y="160" width="56" height="60" rx="4" fill="#bae6fd"/><path d="M346 170 h24" stroke="#fff" stroke-width="4" opacity=".7"/>` +
    `<rect x="-30" y="248" width="460" height="8" fill="#94a3b8"/>`
  );
};

/** Inside a shop: shelves of goods in the shop's colours. */
export const shelves: Drawing = ({ tone }) => {
  let goods = '';
  const colours = [tone.main, tone.accent, tone.light, tone.dark];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7; i++) {
      const h = 26 + ((i * 7 + row * 3) % 4) * 6;
      goods += `<rect x="${72 + i * 38}" y="${100 + row * 60 - h}" width="28" height="${h}" rx="4" fill="${colours[(i + row) % 4]}"/>`;
    }
  return `<rect x="50" y="30" width="300" height="230" rx="6" fill="#fef3c7"/>${[0, 1, 2].map((row) => `<rect x="56" y="${100 + row * 60}" width="288" height="8" fill="#92400e"/>`).join('')}${goods}<rect x="40" y="256" width="320" height="8" fill="#94a3b8"/>`;
};
