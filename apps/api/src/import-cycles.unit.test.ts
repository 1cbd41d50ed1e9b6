import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

/** Every cycle of relative imports, `import type` included (eslint's import/no-cycle skips type imports). */
function cycles(): string[] {
  const graph = new Map(
    sourceFiles(SRC).map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1] ?? '')).filter((t) => t !== undefined);
      return [file, targets] as const;
    }),
  );
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') {
        found.push([...stack.slice(stack.indexOf(target)), target].map((f) => path.relative(SRC, f)).join(' → '));
      } else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const MODULES = path.join(SRC, 'modules');
const moduleOf = (file: string) => (file.startsWith(MODULES + path.sep) ? path.relative(MODULES, file).split(path.sep)[0] : undefined);

/** Which module folders each module folder imports (type-only imports included): `orders → payments` when a file of orders imports one of payments. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(file, match[1] ?? '') ?? '');
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** The module folders that reach each other (strongly connected, Tarjan), each group sorted, groups of two or more only. */
function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) group.push(member);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * The module folders that already reach each other (issue 33 item 1, decision 123). A module leaves its group when
 * its loop is cut; none joins one, and no other group may form.
 */
const KNOWN_MODULE_LOOPS = [
  // One module of DESIGN §12 ("people") in three folders: auth holds accounts by users' UserRow, users hashes and
  // signs with auth's password and token code, recovery resets through users and users' email change sends
  // recovery's codes. Checkout's loop through payments, orders and money went with decision 134.
  ['auth', 'recovery', 'users'],
  // Reviews and catalog no longer loop: reviews tell every instance through infra/events/catalog-writer.ts.
];

describe('module composition (decision 024)', () => {
  it('has no import cycle in the API, not even through a type-only import', () => {
    expect(cycles()).toEqual([]);
  });

  it('has no new loop between module folders (decision 123): each loop lies inside a known group', () => {
    for (const loop of moduleCycles(moduleGraph())) {
      const known = KNOWN_MODULE_LOOPS.find((group) => loop.every((module) => group.includes(module)));
      expect(known, `a new loop between modules: ${loop.join(' ↔ ')}`).toBeDefined();
    }
  });

  it('sees a loop between two module folders that import each other', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
