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

export const shadow = (rx = 130, cy = 232) => `<ellipse cx="200" cy="${cy}" rx="${rx}" ry="14" fill="#0f172a" fill-opacity=".12"/>`;

export function escapeXml(text: string): string {
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
export function speckles(cx: number, cy: number, rx: number, ry: number, colour: string, count: number, size = 3): string {
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
