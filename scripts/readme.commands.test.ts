import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './command-run';

/** The commands of the README's Commands table, as written there. */
function readmeCommands(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Commands')) ?? '';
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1] ?? '');
}

/** A command without its example values: `npm run seed -- --products 20000` → `npm run seed -- --products`. */
function commandName(command: string): string {
  const words = command.split(' ');
  const firstValue = words.findIndex((word) => /^(\d+|https?:\/\/.*|\/.*)$/.test(word));
  return (firstValue < 0 ? words : words.slice(0, firstValue)).join(' ');
}

/** `npm test` is the gate that runs these tests: it is not run from inside itself. */
const NOT_RUN_HERE = new Set(['npm test']);

describe("the README's commands", () => {
  it('are each run by a commands test, so the README cannot list one that does not work', () => {
    const tests = fs
      .readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.commands.test.ts') && !file.startsWith('readme.'))
      .map((file) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const commands = readmeCommands();
    expect(commands).toContain('npm run dev');
    const untested = commands.filter(
      (command) =>
        !NOT_RUN_HERE.has(command) &&
        !tests.includes(`describe('${commandName(command)}`) &&
        !tests.includes(`it('${commandName(command)}`),
    );
    expect(untested).toEqual([]);
  });
});
