import type { Drawing } from './art-shapes';
import { shadow } from './art-shapes';

/** The demo pictures of gadgets and appliances. */

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
