import type { Plugin } from 'vite';

/** A top-level `Name.displayName = "…";` statement, as React Router's build writes them after each component. */
const DISPLAY_NAME_WRITE = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n?/gm;
/** A top-level `var Name = React10.forwardRef(`, `createContext(` or `memo(` call, as React Router's build writes them. */
const PURE_CALL = /^(var|let|const) ([A-Za-z_$][\w$]*) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * React Router's production build, as a bundler can drop what the storefront never uses (decision 071).
 * Its build marks no call pure and names each component after defining it (`Form.displayName = "Form"`),
 * so a bundler keeps every component it defines (`React.forwardRef(…)` might do anything, a property write
 * is a side effect) and all they call: its `Link` with its prefetching, `NavLink`, `Form`,
 * `ScrollRestoration`. The names only serve React's developer tools; `forwardRef`, `createContext` and
 * `memo` only make an object. Only these two patterns change, and only in this one package.
 */
export function treeShakableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME_WRITE, '').replace(PURE_CALL, '$1 $2 = /* @__PURE__ */ $3');
}

/** For the browser's build (vite.config.ts), which takes React Router's production build. */
export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'campus-market-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return undefined;
      const changed = treeShakableReactRouter(code);
      return changed === code ? undefined : { code: changed, map: null };
    },
  };
}
