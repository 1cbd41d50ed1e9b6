import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

/**
 * `node scripts/decision-index.mjs` writes docs/decisions/README.md: one row per record with its title and its
 * status as the record says it (the last `Status:` line near its top, so "superseded by NNN" wins). The records
 * stay the one place of each fact; the index is made from them (CONVENTIONS 22).
 */
export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../docs/decisions');
const RECORD = /^(\d{3})-.+\.md$/;

/** Title and latest status of one record's text. */
export function describeRecord(text) {
  const lines = text.split('\n');
  const title = (lines[0] ?? '')
    .replace(/^#\s*/, '')
    .replace(/^\d{3}\s*[—:-]\s*/, '')
    .trim();
  const statuses = lines
    .slice(0, 20)
    .map((line) => line.replace(/^[>*\s-]*(\*\*)?/, ''))
    .filter((line) => /^status\b/i.test(line))
    .map((line) => line.replace(/^status(\*\*)?\s*:?\s*(\*\*)?\s*/i, '').trim());
  return { title, status: statuses.at(-1) ?? 'accepted' };
}

/** The index as Markdown, formatted as `prettier --check` wants it. */
export async function decisionIndex(dir = DECISIONS_DIR) {
  const rows = fs
    .readdirSync(dir)
    .filter((name) => RECORD.test(name))
    .sort()
    .map((name) => {
      const { title, status } = describeRecord(fs.readFileSync(path.join(dir, name), 'utf8'));
      const number = name.slice(0, 3);
      return `| [${number}](${name}) | ${title.replaceAll('|', '\\|')} | ${status.replaceAll('|', '\\|')} |`;
    });
  const text = [
    '# Decision records',
    '',
    'Each record says what was decided, why, and what follows (status, context, decision, consequences). A record that',
    'is replaced is not rewritten: it gains a line "Status: superseded by NNN" and the new record says what it replaces.',
    'This index is made from the records by `node scripts/decision-index.mjs`; a test fails when it is out of date.',
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  const file = path.join(dir, 'README.md');
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(path.join(DECISIONS_DIR, 'README.md'), await decisionIndex());
}
