import path from 'node:path';
import type { Plugin } from 'vite';

/** The storefront's copy of lucide-react's icon factory (src/lib/lucide/create-lucide-icon.ts, decision 071). */
export const LUCIDE_ICON_FACTORY = path.resolve(import.meta.dirname, '../src/lib/lucide/create-lucide-icon.ts');

/**
 * lucide-react's icon modules (`dist/esm/icons/*.mjs`) take their factory from `../createLucideIcon.mjs`;
 * the storefront's builds give them the small one of src/lib/lucide instead, which renders the same
 * markup for every prop. Nothing else of lucide-react changes.
 */
export function lucideIconFactoryPlugin(): Plugin {
  return {
    name: 'campus-market-lucide-icon-factory',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer) return undefined;
      return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/.test(importer) ? LUCIDE_ICON_FACTORY : undefined;
    },
  };
}
