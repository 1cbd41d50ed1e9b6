import type { Drawing } from './art-shapes';
import { shadow } from './art-shapes';

/** The demo pictures of clothes, shoes and hair. */

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
