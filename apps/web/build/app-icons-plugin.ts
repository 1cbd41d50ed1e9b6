import type { Plugin } from 'vite';
import { APP_ICONS, appIconPng } from './app-icons.ts';

/** Writes the app icons (build/app-icons.ts) into the build, where the manifest and the service worker's precache find them. */
export function appIconsPlugin(): Plugin {
  return {
    name: 'campus-market-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: appIconPng(icon.size, icon.maskable) });
    },
  };
}
