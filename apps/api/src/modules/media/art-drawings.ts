/**
 * The demo catalog's illustrations: each a small SVG fragment drawn from shapes in a 400×300 box,
 * the item resting at about (200, 160) on a table line at y 230. Made here, so licence-clean.
 * `Tone` gives each item colours of its own (picked by a hash of its slug) so two shirts differ.
 */
export interface Tone {
  /** The item's main colour and a darker and a lighter shade of it. */
  main: string;
  dark: string;
  light: string;
  /** A second colour for details. */
  accent: string;
  /** 0–1, for small deterministic variations. */
  vary: number;
}

export interface DrawInput {
  tone: Tone;
  /** The item's name, for pictures that carry it (a book cover, a shop sign). */
  label: string;
}

export type Drawing = (input: DrawInput) => string;

const shadow = (rx = 130, cy = 232) => `<ellipse cx="200" cy="${cy}" rx="${rx}" ry="14" fill="#0f172a" fill-opacity=".12"/>`;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Splits a name into at most `max` lines of about `width` characters. */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > max)
    return [
      ...lines.slice(0, max - 1),
      `${lines
        .slice(max - 1)
        .join(' ')
        .slice(0, width - 1)}…`,
    ];
  return lines;
}

/** Grains, beans or peas: small ellipses scattered over a mound, placed by a fixed pattern. */
function speckles(cx: number, cy: number, rx: number, ry: number, colour: string, count: number, size = 3): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = i * 2.399963; // golden angle: an even spread without randomness
    const r = Math.sqrt((i + 0.5) / count);
    const x = cx + Math.cos(a) * r * rx * 0.9;
    const y = cy + Math.sin(a) * r * ry * 0.8;
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${(size * 0.55).toFixed(1)}" transform="rotate(${(i * 47) % 180} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colour}"/>`;
  }
  return out;
}

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

/** A T-shirt, shirt, jersey, hoodie or kaftan; `pattern` adds an ankara print. */
export const top =
  (style: 'tee' | 'shirt' | 'hoodie' | 'jersey' | 'kaftan'): Drawing =>
  ({ tone }) => {
    const long = style === 'shirt' || style === 'hoodie' || style === 'kaftan';
    const body = long
      ? 'M150 50 l-70 30 l-30 130 l34 8 l26 -96 v150 h180 v-150 l26 96 l34 -8 l-30 -130 l-70 -30 q-50 30 -100 0z'
      : 'M150 50 l-80 34 l24 50 l28 -12 v150 h156 v-150 l28 12 l24 -50 l-80 -34 q-50 30 -100 0z';
    const fill = style === 'shirt' && tone.vary > 0.5 ? 'url(#print)' : tone.main;
    const print = `<defs><pattern id="print" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${tone.main}"/><circle cx="18" cy="18" r="10" fill="${tone.accent}"/><circle cx="18" cy="18" r="4" fill="${tone.light}"/><path d="M0 0 l8 8 M36 0 l-8 8 M0 36 l8 -8 M36 36 l-8 -8" stroke="${tone.dark}" stroke-width="3"/></pattern></defs>`;
    let details = '';
    if (style === 'shirt')
      details = `<path d="M150 50 l50 40 l50 -40" fill="none" stroke="${tone.dark}" stroke-width="5"/><path d="M200 90 v130" stroke="${tone.dark}" stroke-width="3"/><circle cx="200" cy="120" r="3" fill="#fff"/><circle cx="200" cy="160" r="3" fill="#fff"/><circle cx="200" cy="200" r="3" fill="#fff"/>`;
    if (style === 'tee') details = `<path d="M150 50 q50 30 100 0" fill="none" stroke="${tone.dark}" stroke-width="8"/>`;
    if (style === 'hoodie')
      details = `<path d="M150 50 q50 -40 100 0 q-10 40 -50 44 q-40 -4 -50 -44z" fill="${tone.dark}"/><rect x="160" y="180" width="80" height="40" rx="10" fill="${tone.dark}"/><path d="M188 92 v40 M212 92 v40" stroke="#fff" stroke-width="3"/>`;
    if (style === 'jersey')
      details = `<path d="M150 50 q50 30 100 0" fill="none" stroke="#fff" stroke-width="8"/><text x="200" y="190" text-anchor="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff">${1 + Math.floor(tone.vary * 22)}</text><path d="M122 132 v150 M278 132 v150" stroke="${tone.accent}" stroke-width="10"/>`;
    if (style === 'kaftan')
      details = `<path d="M185 60 v60 M215 60 v60" stroke="${tone.accent}" stroke-width="4"/><path d="M180 120 h40" stroke="${tone.accent}" stroke-width="4"/>`;
    return `${print}${shadow(120, 290)}<path d="${body}" fill="${fill}" transform="translate(0 -10)"/><g transform="translate(0 -10)">${details}</g>`;
  };

/** A dress, skirt or abaya. */
export const dress =
  (style: 'dress' | 'skirt' | 'abaya'): Drawing =>
  ({ tone }) => {
    const print = `<defs><pattern id="dprint" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${tone.main}"/><path d="M15 2 l13 13 l-13 13 l-13 -13z" fill="${tone.accent}"/><circle cx="15" cy="15" r="4" fill="${tone.light}"/></pattern></defs>`;
    if (style === 'skirt')
      return `${shadow(100, 280)}<path d="M150 60 h100 l16 200 h-132z" fill="${tone.main}"/><rect x="150" y="60" width="100" height="16" fill="${tone.dark}"/><path d="M200 200 v60" stroke="${tone.dark}" stroke-width="3"/>`;
    const fill = style === 'dress' ? 'url(#dprint)' : tone.main;
    const skirt = style === 'abaya' ? 'l40 180 h-200 l40 -180' : 'l60 170 h-240 l60 -170';
    return `${print}${shadow(140, 285)}<path d="M165 30 q35 20 70 0 l25 70 ${skirt}z" fill="${fill}"/><path d="M160 100 h80" stroke="${tone.dark}" stroke-width="8"/>`;
  };

/** Jeans, joggers or trousers. */
export const trousers: Drawing = ({ tone, label }) => {
  const colour = /jean|denim/i.test(label) ? '#1e3a8a' : tone.main;
  return `${shadow(100, 285)}<path d="M140 30 h120 l20 250 h-64 l-16 -170 l-16 170 h-64z" fill="${colour}"/><rect x="140" y="30" width="120" height="18" fill="#0f172a" fill-opacity=".25"/><path d="M150 60 q20 20 40 0 M210 60 q20 20 40 0" stroke="#fbbf24" stroke-width="3" fill="none"/>`;
};

/** A jacket with a zip or buttons. */
export const jacket: Drawing = ({ tone, label }) => {
  const colour = /denim/i.test(label) ? '#3b82f6' : tone.main;
  return `${shadow(130, 285)}<path d="M150 40 l-70 30 l-30 170 l40 6 l20 -110 v140 h180 v-140 l20 110 l40 -6 l-30 -170 l-70 -30 l-50 40z" fill="${colour}"/><path d="M150 40 l50 40 l50 -40 l-20 60 h-60z" fill="#0f172a" fill-opacity=".2"/><path d="M200 80 v196" stroke="#e2e8f0" stroke-width="4"/><rect x="130" y="150" width="40" height="30" rx="4" fill="none" stroke="#e2e8f0" stroke-width="3"/><rect x="230" y="150" width="40" height="30" rx="4" fill="none" stroke="#e2e8f0" stroke-width="3"/>`;
};

/** A sneaker or a slide. */
export const shoe =
  (style: 'sneaker' | 'slide'): Drawing =>
  ({ tone }) => {
    if (style === 'slide')
      return `${shadow(130)}<path d="M80 200 q0 -30 60 -30 h140 q40 0 40 30 q0 20 -40 20 h-160 q-40 0 -40 -20z" fill="#78350f"/><path d="M130 180 q60 -70 120 0z" fill="${tone.dark}"/><path d="M150 168 q40 -30 80 0" stroke="${tone.light}" stroke-width="4" fill="none"/>`;
    return `${shadow(140)}<path d="M70 210 v-40 q0 -20 20 -20 q40 0 70 -40 q10 -10 30 0 l30 40 q60 20 100 40 q20 10 20 30 v10z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><path d="M70 210 h270 v14 q0 8 -8 8 h-254 q-8 0 -8 -8z" fill="${tone.main}"/><path d="M180 120 l20 30 M196 112 l20 30 M212 118 l16 28" stroke="#94a3b8" stroke-width="4"/><path d="M250 170 q30 10 50 30" stroke="${tone.main}" stroke-width="6" fill="none"/>`;
  };

/** A head form wearing a wig or braids. */
export const hair =
  (style: 'wig' | 'braids'): Drawing =>
  ({ tone }) => {
    const hairColour = tone.vary > 0.5 ? '#1c1917' : '#44403c';
    const strands =
      style === 'braids'
        ? Array.from(
            { length: 10 },
            (_, i) =>
              `<path d="M${140 + i * 13} 110 v${110 + (i % 3) * 10}" stroke="${hairColour}" stroke-width="9" stroke-dasharray="8 3" stroke-linecap="round"/>`,
          ).join('')
        : `<path d="M130 110 q-20 90 -10 150 h70 v-120 h20 v120 h70 q10 -60 -10 -150z" fill="${hairColour}"/>`;
    return `${shadow(90, 282)}<rect x="180" y="200" width="40" height="80" fill="#d6d3d1"/><ellipse cx="200" cy="120" rx="62" ry="76" fill="#e7e5e4"/>${strands}<path d="M136 112 q64 -100 128 0 q-64 -30 -128 0z" fill="${hairColour}"/>`;
  };

/** Over-ear headphones. */
export const headphones: Drawing = ({ tone }) =>
  `${shadow(120)}<path d="M110 170 v-30 a90 90 0 0 1 180 0 v30" fill="none" stroke="${tone.dark}" stroke-width="16" stroke-linecap="round"/><rect x="86" y="150" width="52" height="80" rx="22" fill="${tone.main}"/><rect x="262" y="150" width="52" height="80" rx="22" fill="${tone.main}"/><rect x="126" y="160" width="16" height="60" rx="8" fill="${tone.dark}"/><rect x="258" y="160" width="16" height="60" rx="8" fill="${tone.dark}"/>`;

/** Earbuds beside their open case. */
export const earbuds: Drawing = ({ tone }) =>
  `${shadow(120)}<rect x="90" y="130" width="130" height="96" rx="40" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><path d="M90 170 h130" stroke="#cbd5e1" stroke-width="3"/><circle cx="155" cy="196" r="4" fill="${tone.main}"/>` +
  `<g fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"><circle cx="262" cy="140" r="24"/><rect x="254" y="150" width="16" height="64" rx="8"/><circle cx="318" cy="160" r="22"/><rect x="311" y="170" width="15" height="58" rx="7"/></g><circle cx="262" cy="140" r="10" fill="${tone.dark}"/><circle cx="318" cy="160" r="9" fill="${tone.dark}"/>`;

/** A phone, its case or a screen guard. */
export const phone: Drawing = ({ tone, label }) => {
  const guard = /guard|screen/i.test(label);
  return `${shadow(90, 270)}<rect x="140" y="30" width="120" height="236" rx="20" fill="${/case/i.test(label) ? tone.main : '#0f172a'}"/><rect x="150" y="46" width="100" height="200" rx="10" fill="url(#screen)"/><defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.light}"/><stop offset="1" stop-color="${tone.main}"/></linearGradient></defs><rect x="185" y="36" width="30" height="5" rx="2.5" fill="#334155"/>${guard ? '<path d="M160 60 l40 -10 M160 110 l80 -40" stroke="#fff" stroke-width="6" opacity=".5"/><rect x="134" y="24" width="132" height="248" rx="24" fill="none" stroke="#93c5fd" stroke-width="4" stroke-dasharray="10 6"/>' : ''}`;
};

/** A plug charger with its cable, or a cable alone. */
export const charger: Drawing = ({ tone }) =>
  `${shadow(120)}<rect x="100" y="100" width="90" height="100" rx="14" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><rect x="118" y="80" width="12" height="24" fill="#94a3b8"/><rect x="160" y="80" width="12" height="24" fill="#94a3b8"/><path d="M190 170 c60 0 40 60 100 50 s30 -70 -10 -80" fill="none" stroke="${tone.main}" stroke-width="10" stroke-linecap="round"/><rect x="266" y="118" width="30" height="24" rx="4" fill="#64748b"/>`;

/** A power bank with charge lights. */
export const powerBank: Drawing = ({ tone }) =>
  `${shadow(120)}<rect x="100" y="90" width="200" height="130" rx="22" fill="${tone.main}"/><rect x="100" y="90" width="200" height="130" rx="22" fill="none" stroke="${tone.dark}" stroke-width="4"/>${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="200" r="5" fill="${i < 3 ? '#4ade80' : '#e2e8f0'}"/>`).join('')}<rect x="130" y="86" width="26" height="8" rx="2" fill="#1e293b"/><rect x="170" y="86" width="26" height="8" rx="2" fill="#1e293b"/>`;

/** A round portable speaker. */
export const speaker: Drawing = ({ tone }) => {
  let grille = '';
  for (let i = 0; i < 24; i++)
    grille += `<circle cx="${150 + (i % 6) * 20}" cy="${120 + Math.floor(i / 6) * 20}" r="4" fill="${tone.dark}"/>`;
  return `${shadow(120)}<rect x="120" y="90" width="160" height="140" rx="40" fill="${tone.main}"/>${grille}<rect x="150" y="206" width="100" height="10" rx="5" fill="${tone.dark}"/>`;
};

/** A scientific calculator. */
export const calculator: Drawing = ({ tone }) => {
  let keys = '';
  for (let i = 0; i < 20; i++)
    keys += `<rect x="${152 + (i % 4) * 26}" y="${130 + Math.floor(i / 4) * 20}" width="20" height="13" rx="3" fill="${i % 4 === 3 ? tone.main : '#e2e8f0'}"/>`;
  return `${shadow(90, 262)}<rect x="140" y="40" width="120" height="220" rx="14" fill="#1e293b"/><rect x="152" y="56" width="96" height="52" rx="4" fill="#bbf7d0"/><text x="240" y="92" text-anchor="end" font-family="monospace" font-size="22" fill="#14532d">3.14159</text>${keys}`;
};

/** A USB flash drive. */
export const flashDrive: Drawing = ({ tone }) =>
  `${shadow(110)}<g transform="rotate(-20 200 160)"><rect x="100" y="130" width="170" height="60" rx="12" fill="${tone.main}"/><rect x="270" y="140" width="50" height="40" fill="#cbd5e1"/><rect x="285" y="150" width="10" height="8" fill="#64748b"/><rect x="302" y="150" width="10" height="8" fill="#64748b"/><circle cx="120" cy="160" r="8" fill="#fff" fill-opacity=".6"/><text x="190" y="170" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">64GB</text></g>`;

/** A computer mouse. */
export const mouse: Drawing = ({ tone }) =>
  `${shadow(90)}<path d="M200 70 c60 0 70 60 70 90 c0 50 -30 70 -70 70 s-70 -20 -70 -70 c0 -30 10 -90 70 -90z" fill="${tone.main}"/><path d="M200 70 v70 M130 140 h140" stroke="${tone.dark}" stroke-width="4"/><rect x="194" y="96" width="12" height="26" rx="6" fill="${tone.light}"/>`;

/** A table fan. */
export const fan: Drawing = ({ tone }) =>
  `${shadow(90, 260)}<rect x="190" y="170" width="20" height="70" fill="#94a3b8"/><ellipse cx="200" cy="248" rx="60" ry="12" fill="#64748b"/><circle cx="200" cy="120" r="86" fill="#f8fafc" stroke="#94a3b8" stroke-width="5"/>${[0, 120, 240].map((a) => `<ellipse cx="200" cy="76" rx="22" ry="40" fill="${tone.main}" transform="rotate(${a} 200 120)"/>`).join('')}<circle cx="200" cy="120" r="14" fill="${tone.dark}"/>`;

/** A desk lamp. */
export const lamp: Drawing = ({ tone }) =>
  `${shadow(90, 250)}<ellipse cx="170" cy="240" rx="60" ry="12" fill="${tone.dark}"/><path d="M170 236 l40 -120 l60 40" fill="none" stroke="${tone.main}" stroke-width="12" stroke-linecap="round"/><path d="M250 130 l70 -10 l-20 70z" fill="${tone.main}"/><path d="M300 160 l30 50 l-60 -10z" fill="#fef08a" fill-opacity=".7"/>`;

/** An electric kettle. */
export const kettle: Drawing = ({ tone }) =>
  `${shadow(110)}<ellipse cx="200" cy="226" rx="90" ry="12" fill="#334155"/><path d="M130 90 h130 l10 130 h-150z" fill="${tone.main}"/><path d="M260 110 q50 10 30 80 l-14 -4 q14 -50 -18 -60" fill="${tone.dark}"/><path d="M130 100 l-40 -20 l-6 12 l44 30z" fill="${tone.main}"/><rect x="170" y="78" width="50" height="14" rx="6" fill="${tone.dark}"/><rect x="150" y="120" width="12" height="70" rx="6" fill="#bae6fd"/>`;

/** A pressing iron. */
export const iron: Drawing = ({ tone }) =>
  `${shadow(130)}<path d="M70 220 q30 -90 150 -90 h70 q20 0 20 20 v70z" fill="${tone.main}"/><path d="M70 220 h240 v10 h-240z" fill="#cbd5e1"/><path d="M160 130 q0 -50 50 -50 h70 q20 0 20 20 v30" fill="none" stroke="${tone.dark}" stroke-width="14" stroke-linecap="round"/><circle cx="220" cy="180" r="12" fill="#fff"/>`;

/** A laptop. */
export const laptop: Drawing = ({ tone }) =>
  `${shadow(150)}<rect x="100" y="60" width="200" height="130" rx="10" fill="#1e293b"/><rect x="112" y="72" width="176" height="106" rx="4" fill="url(#lap)"/><defs><linearGradient id="lap" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.light}"/><stop offset="1" stop-color="${tone.main}"/></linearGradient></defs><path d="M70 196 h260 l-16 26 h-228z" fill="#94a3b8"/><rect x="170" y="200" width="60" height="6" rx="3" fill="#64748b"/>`;

/** A game controller. */
export const controller: Drawing = ({ tone }) =>
  `${shadow(130)}<path d="M130 110 h140 c40 0 60 40 60 90 c0 30 -30 40 -50 10 l-20 -30 h-120 l-20 30 c-20 30 -50 20 -50 -10 c0 -50 20 -90 60 -90z" fill="${tone.main}"/><path d="M130 150 h40 M150 130 v40" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="252" cy="140" r="8" fill="#facc15"/><circle cx="272" cy="158" r="8" fill="#22c55e"/><circle cx="232" cy="158" r="8" fill="#3b82f6"/><circle cx="252" cy="176" r="8" fill="#ef4444"/>`;

/** An extension socket. */
export const extension: Drawing = ({ tone }) =>
  `${shadow(150)}<rect x="60" y="140" width="280" height="70" rx="14" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<rect x="${86 + i * 56}" y="158" width="40" height="34" rx="6" fill="#e2e8f0"/><rect x="${98 + i * 56}" y="166" width="5" height="12" fill="#334155"/><rect x="${111 + i * 56}" y="166" width="5" height="12" fill="#334155"/>`).join('')}<rect x="310" y="155" width="18" height="14" rx="3" fill="#ef4444"/><path d="M60 175 q-30 0 -30 40" stroke="${tone.dark}" stroke-width="8" fill="none"/>`;

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

/** A shop front: awning in the shop's colours and its name on the sign. */
export const storefront: Drawing = ({ tone, label }) => {
  const name = wrapWords(label, 18, 2);
  let awning = '';
  for (let i = 0; i < 8; i++)
    awning += `<path d="M${60 + i * 35} 110 h35 v26 a17.5 14 0 0 1 -35 0z" fill="${i % 2 ? '#fff' : tone.main}"/>`;
  const sign = name
    .map(
      (line, i) =>
        `<text x="200" y="${name.length === 1 ? 86 : 76 + i * 22}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<rect x="50" y="50" width="300" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><rect x="60" y="56" width="280" height="50" rx="6" fill="${tone.dark}"/>${sign}${awning}` +
    `<rect x="80" y="160" width="130" height="80" rx="4" fill="#bae6fd"/><path d="M90 170 l40 -0 M90 182 l24 0" stroke="#fff" stroke-width="4" opacity=".7"/>` +
    `${[0, 1, 2].map((i) => `<rect x="${92 + i * 40}" y="${212 - (i % 2) * 10}" width="28" height="${28 + (i % 2) * 10}" rx="4" fill="${[tone.accent, tone.main, tone.light][i]}"/>`).join('')}` +
    `<rect x="240" y="160" width="80" height="90" rx="4" fill="${tone.main}"/><circle cx="305" cy="208" r="4" fill="#fff"/><rect x="30" y="248" width="340" height="8" fill="#94a3b8"/>`
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
