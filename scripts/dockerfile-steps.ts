import fs from 'node:fs';
import path from 'node:path';

/**
 * The Dockerfile read as its stages and steps, and the build context as .dockerignore leaves it: what
 * scripts/dockerfile.commands.test.ts performs in a scratch folder where no container daemon runs (decision 080).
 */
export interface Step {
  instruction: string;
  args: string;
}
export interface Stage {
  name: string;
  from: string;
  steps: Step[];
}

/** Stages in order, with continuation lines joined and comments dropped. */
export function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, instruction = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (instruction.toUpperCase() === 'FROM') {
      const [, from = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ name: name || String(stages.length), from, steps: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${instruction} before the first FROM`);
      stage.steps.push({ instruction: instruction.toUpperCase(), args });
    }
  }
  return stages;
}

/** The exec form `["node", "x.mjs"]` of CMD and HEALTHCHECK CMD. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) throw new Error(`not an exec form: ${args}`);
  return parsed;
}

/** `KEY=value KEY2=value2` of an ENV line (values without spaces, as this Dockerfile writes them). */
export function envPairs(args: string): [string, string][] {
  return args.split(/\s+/).map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

/** One .dockerignore pattern as Docker reads it: from the context's root, `*` within a segment, `**` across them. */
function patternToRegExp(pattern: string): RegExp {
  let source = '';
  const clean = pattern.replace(/^\/+|\/+$/g, '');
  for (let i = 0; i < clean.length; i++) {
    const char = clean[i]!;
    if (char === '*' && clean[i + 1] === '*') {
      source += clean[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += clean[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether .dockerignore leaves a path (relative to the context, `/`-separated) out: it or a folder above it matches. */
export function dockerIgnored(dockerignore: string): (relative: string) => boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) throw new Error('exceptions (!) in .dockerignore are not read here');
  const expressions = patterns.map(patternToRegExp);
  return (relative) => {
    const segments = relative.split('/');
    return segments.some((_, index) => {
      const prefix = segments.slice(0, index + 1).join('/');
      return expressions.some((expression) => expression.test(prefix));
    });
  };
}

/** Copies `source` (a file or a folder's contents) to `target`, leaving out what `skip` names (context-relative). */
export function copyInto(source: string, target: string, skip: (absolute: string) => boolean = () => false): void {
  if (skip(source)) return;
  const stat = fs.statSync(source);
  if (!stat.isDirectory()) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    return;
  }
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source)) copyInto(path.join(source, entry), path.join(target, entry), skip);
}
