/**
 * zod probes `new Function` when it makes its first object schema, to compile faster parsers. The store's content
 * security policy allows no eval, so the probe is refused and Chromium reports a CSP issue on every page that loads
 * the schemas (Lighthouse's best practices: 96 on the order page). This module, main.tsx's first import, so evaluated
 * before zod, turns zod's `jitless` setting on in its settings object, shared by every copy of zod on the page (what
 * `z.config()` reads and writes). Calling `z.config` instead would put zod in every page's first script (3.8 kB
 * gzipped); the test checks that `z.config()` reads the setting and that a schema then never asks for eval.
 */
const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(page.__zod_globalConfig ??= {}).jitless = true;

export {};
