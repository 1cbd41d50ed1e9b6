import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates in en-NG on the market's clock, everywhere (issue 39 item 7): a date written with the browser's own
 * locale or zone reads 11/26/2026 in one browser and 26/11/2026 in another, and the order's header said
 * another day than its timeline for a shopper abroad. Every date the web app writes goes through the
 * contract's market formatters (marketDateTime, marketDate, …) or names en-NG and Africa/Lagos itself.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The calls that format an instant, with what they were given (up to the matching parenthesis). */
function formatterCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/new Intl\.DateTimeFormat\(|\.toLocale(?:Date|Time)?String\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < text.length && depth > 0) {
      if (text[end] === '(') depth += 1;
      if (text[end] === ')') depth -= 1;
      end += 1;
    }
    calls.push(text.slice(match.index, end));
  }
  return calls;
}

describe('dates in the web app', () => {
  it('every date formatter names en-NG and Africa/Lagos (never the browser’s locale or time zone)', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const call of formatterCalls(text)) {
        // A number's toLocaleString('en-NG') (a count) is not a date.
        if (call.startsWith('.toLocaleString(') && /^\.toLocaleString\('en-NG'\)$/.test(call)) continue;
        const named =
          call.includes("'en-NG'") && (call.includes('Africa/Lagos') || call.includes('SHOP_TIMEZONE') || call.includes("'UTC'"));
        if (!named) strays.push(`${relative(SRC, file)}: ${call.replace(/\s+/g, ' ')}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
