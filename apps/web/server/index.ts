/**
 * The web app's own server side (issue 33 item 5): the page shell, server rendering and the built files,
 * as one Fastify plugin the store's one process registers after the API's modules. The API knows only
 * this entry.
 */
export { registerWebPages, type WebPagesOptions } from './web-pages';
export { EARLY_CALLS_SCRIPT_SOURCE } from './page-shell';
export { deferredStylesScriptSource, SCRIPTS_AFTER_LOAD_SOURCE } from './page-shell-paint-first';
export { acceptedEncoding, type Encoding } from './accepted-encoding';
