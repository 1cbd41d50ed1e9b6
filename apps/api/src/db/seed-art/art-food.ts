import type { Drawing } from './art-shapes';
import { shadow, speckles } from './art-shapes';

/** The demo pictures of food: plates, bowls, wraps, skewers, pastries, drinks (art-shapes.ts has the conventions). */

const plate = () =>
  `${shadow(150)}<ellipse cx="200" cy="178" rx="150" ry="62" fill="#fff"/><ellipse cx="200" cy="178" rx="150" ry="62" fill="none" stroke="#cbd5e1" stroke-width="3"/><ellipse cx="200" cy="176" rx="112" ry="44" fill="#f1f5f9"/>`;

const drumstick = (x: number, y: number) =>
  `<g transform="rotate(-25 ${x} ${y})"><rect x="${x + 26}" y="${y - 5}" width="30" height="10" rx="5" fill="#fef3c7"/><circle cx="${x + 58}" cy="${y - 5}" r="7" fill="#fef3c7"/><circle cx="${x + 58}" cy="${y + 5}" r="7" fill="#fef3c7"/><ellipse cx="${x}" cy="${y}" rx="36" ry="24" fill="#b45309"/><ellipse cx="${x - 8}" cy="${y - 7}" rx="16" ry="8" fill="#d97706"/></g>`;

const plantain = (x: number, y: number) =>
  [0, 1, 2]
    .map((i) => `<ellipse cx="${x + i * 22}" cy="${y + (i % 2) * 8}" rx="14" ry="9" fill="#f59e0b" stroke="#b45309" stroke-width="2"/>`)
    .join('');

/** A plate of rice (jollof, fried, ofada) with chicken or plantain. */
export const riceDish =
  (rice: string, grain: string, extra: 'chicken' | 'plantain' | 'stew' | 'peas'): Drawing =>
  () => {
    let side = '';
    if (extra === 'chicken') side = drumstick(245, 165);
    if (extra === 'plantain') side = plantain(225, 178);
    if (extra === 'stew')
      side = `<ellipse cx="250" cy="172" rx="44" ry="24" fill="#b91c1c"/>${speckles(250, 172, 40, 20, '#7f1d1d', 14, 4)}`;
    const peas = extra === 'peas' ? speckles(190, 168, 70, 32, '#16a34a', 18, 3.5) + speckles(185, 160, 60, 26, '#ea580c', 12, 3) : '';
    return `${plate()}<ellipse cx="182" cy="170" rx="80" ry="36" fill="${rice}"/>${speckles(182, 166, 78, 32, grain, 70)}${peas}${side}`;
  };

/** A swallow (amala, pounded yam) beside a bowl of soup. */
export const swallowAndSoup =
  (swallow: string, soup: string, bits: string): Drawing =>
  () =>
    `${plate()}<ellipse cx="150" cy="166" rx="58" ry="34" fill="${swallow}"/><ellipse cx="138" cy="154" rx="24" ry="10" fill="#fff" fill-opacity=".25"/>` +
    `<path d="M205 160 a55 24 0 0 0 110 0 l-8 30 a47 20 0 0 1 -94 0z" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><ellipse cx="260" cy="160" rx="55" ry="20" fill="${soup}"/>${speckles(260, 160, 50, 16, bits, 16, 4)}`;

/** A bowl of soup or porridge. */
export const bowl =
  (broth: string, bits: string, fish = false): Drawing =>
  () =>
    `${shadow(120)}<path d="M80 140 h240 a120 90 0 0 1 -240 0z" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><ellipse cx="200" cy="140" rx="120" ry="26" fill="${broth}"/>${speckles(200, 140, 110, 20, bits, 22, 5)}` +
    (fish
      ? `<path d="M150 138 q40 -26 90 0 q-40 22 -90 0z" fill="#a8a29e"/><path d="M240 138 l22 -14 v28z" fill="#78716c"/><circle cx="162" cy="135" r="3" fill="#1c1917"/>`
      : '') +
    `<path d="M130 112 q-10 -20 4 -36 M200 108 q-12 -22 2 -40 M270 112 q-10 -20 4 -36" stroke="#94a3b8" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`;

/** Noodles or spaghetti with a red sauce on a plate. */
export const pasta: Drawing = () => {
  let strands = '';
  for (let i = 0; i < 9; i++)
    strands += `<path d="M${120 + i * 16} ${150 + (i % 3) * 6} q30 ${i % 2 ? 24 : -24} 60 0" stroke="#fbbf24" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return `${plate()}<ellipse cx="200" cy="172" rx="88" ry="36" fill="#fde68a"/>${strands}<ellipse cx="205" cy="160" rx="40" ry="18" fill="#b91c1c"/>${speckles(205, 160, 36, 14, '#7f1d1d', 10, 4)}<circle cx="222" cy="150" r="5" fill="#16a34a"/>`;
};

/** Fried chicken and chips in a paper box. */
export const chickenAndChips: Drawing = () => {
  let chips = '';
  for (let i = 0; i < 8; i++)
    chips += `<rect x="${128 + i * 11}" y="${96 + (i % 3) * 8}" width="9" height="70" rx="3" fill="#fcd34d" stroke="#d97706" transform="rotate(${(i - 4) * 5} ${132 + i * 11} 160)"/>`;
  return `${shadow(140)}${chips}<path d="M110 140 h120 l-14 90 h-92z" fill="#dc2626"/><path d="M110 140 h120 l-4 16 h-112z" fill="#fff" fill-opacity=".3"/>${drumstick(282, 196)}`;
};

/** Suya or asun: meat on skewers, with onion rings. */
export const skewers: Drawing = ({ tone }) => {
  let out = shadow(140);
  for (let s = 0; s < 3; s++) {
    const y = 120 + s * 40;
    out += `<rect x="70" y="${y - 2}" width="260" height="4" fill="#a16207"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="${95 + i * 44}" y="${y - 14}" width="34" height="28" rx="8" fill="${i % 2 ? '#7c2d12' : '#9a3412'}"/><path d="M${100 + i * 44} ${y - 6} h24" stroke="${tone.accent}" stroke-width="3" opacity=".6"/>`;
  }
  return `${out}<ellipse cx="320" cy="215" rx="22" ry="10" fill="none" stroke="#e9d5ff" stroke-width="5"/><ellipse cx="90" cy="218" rx="18" ry="8" fill="none" stroke="#e9d5ff" stroke-width="5"/>`;
};

/** A shawarma wrap in its paper. */
export const wrap: Drawing = () =>
  `${shadow(110)}<g transform="rotate(-18 200 160)"><rect x="110" y="110" width="190" height="80" rx="40" fill="#fde68a"/><ellipse cx="290" cy="150" rx="22" ry="40" fill="#fef3c7"/>${speckles(292, 150, 18, 34, '#b45309', 10, 4)}${speckles(292, 150, 16, 30, '#16a34a', 6, 3)}<rect x="110" y="110" width="110" height="80" rx="10" fill="#f1f5f9"/><path d="M120 130 h90 M120 150 h90 M120 170 h90" stroke="#dc2626" stroke-width="3" opacity=".5"/></g>`;

/** Pastries on a plate: pies, rolls or balls. */
export const pastries =
  (shape: 'pie' | 'roll' | 'ball' | 'leaf'): Drawing =>
  () => {
    const at = [
      [150, 165],
      [250, 165],
      [200, 140],
    ];
    const one = ([x, y]: number[]) => {
      if (shape === 'pie')
        return `<path d="M${x! - 40} ${y} a40 34 0 0 1 80 0z" fill="#f59e0b" stroke="#b45309" stroke-width="3"/><path d="M${x! - 38} ${y} h76" stroke="#b45309" stroke-width="5" stroke-dasharray="4 5"/>`;
      if (shape === 'roll')
        return `<rect x="${x! - 42}" y="${y! - 18}" width="84" height="36" rx="18" fill="#fbbf24" stroke="#b45309" stroke-width="3"/><ellipse cx="${x! + 40}" cy="${y}" rx="8" ry="14" fill="#9a3412"/>`;
      if (shape === 'leaf')
        return `<path d="M${x! - 38} ${y! + 16} l8 -36 h60 l8 36z" fill="#15803d"/><path d="M${x! - 26} ${y! - 16} h52 l4 24 h-60z" fill="#f97316"/>`;
      return `<circle cx="${x}" cy="${y}" r="24" fill="#d97706"/><circle cx="${x! - 8}" cy="${y! - 8}" r="8" fill="#fbbf24"/><circle cx="${x! + 28}" cy="${y! + 10}" r="20" fill="#b45309"/>`;
    };
    return plate() + at.map(one).join('');
  };

/** A glass with a straw: smoothies, parfaits, drinks. */
export const glass =
  (layers: string[]): Drawing =>
  () => {
    const height = 140 / layers.length;
    const fill = layers
      .map((colour, i) => `<rect x="150" y="${90 + i * height}" width="100" height="${height + 1}" fill="${colour}"/>`)
      .join('');
    return `${shadow(70)}<defs><clipPath id="cup"><path d="M150 80 h100 l-10 150 h-80z"/></clipPath></defs><g clip-path="url(#cup)">${fill}</g><path d="M150 80 h100 l-10 150 h-80z" fill="none" stroke="#94a3b8" stroke-width="4"/><path d="M215 40 l-12 120" stroke="#ef4444" stroke-width="8" stroke-linecap="round"/><circle cx="170" cy="86" r="14" fill="#facc15"/>`;
  };

/** A stack of pancakes with syrup and butter. */
export const pancakes: Drawing = () => {
  let stack = '';
  for (let i = 0; i < 4; i++)
    stack += `<ellipse cx="200" cy="${190 - i * 18}" rx="100" ry="26" fill="#d97706"/><ellipse cx="200" cy="${184 - i * 18}" rx="98" ry="22" fill="#fbbf24"/>`;
  return `${plate()}${stack}<path d="M120 128 q80 30 160 0 q-10 40 -30 30 q-20 20 -40 0 q-30 30 -50 5z" fill="#92400e" fill-opacity=".85"/><rect x="186" y="112" width="28" height="18" rx="3" fill="#fef9c3"/>`;
};
