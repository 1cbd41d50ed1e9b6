import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeShakableReactRouter } from './react-router-tree-shaking';

const SAMPLE = [
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var Form = React10.forwardRef(',
  '  function FormWithRef(props, ref) {',
  '    let options = { displayName: "kept" };',
  '    return null;',
  '  }',
  ');',
  'Form.displayName = "Form";',
  'let count = React.memo(Row);',
  'element.displayName = name;',
  '',
].join('\n');

describe("React Router's build made tree-shakable (decision 071)", () => {
  it('marks its top-level forwardRef, createContext and memo calls pure and drops its displayName writes, nothing else', () => {
    expect(treeShakableReactRouter(SAMPLE)).toBe(
      [
        'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormWithRef(props, ref) {',
        '    let options = { displayName: "kept" };',
        '    return null;',
        '  }',
        ');',
        'let count = /* @__PURE__ */ React.memo(Row);',
        'element.displayName = name;',
        '',
      ].join('\n'),
    );
  });

  it('still finds the patterns in the installed React Router (a new release that writes them otherwise fails here, not silently)', () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
    const source = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .find((code) => code.includes('var Link = '));
    expect(source).toBeDefined();
    const changed = treeShakableReactRouter(source!);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(changed).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
    }
    for (const name of ['Link', 'NavLink', 'Form', 'ScrollRestoration']) expect(changed).not.toContain(`${name}.displayName = `);
  });
});
