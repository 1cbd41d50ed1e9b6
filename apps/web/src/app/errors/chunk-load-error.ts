/** The messages browsers give when a dynamically imported module (a page's chunk) cannot be fetched. */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

/** Whether an error is a page's code failing to load (the network), rather than a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((text) => error.message.includes(text));
}
