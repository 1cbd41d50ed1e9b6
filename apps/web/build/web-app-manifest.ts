import type { ManifestOptions } from 'vite-plugin-pwa';
import { APP_ICONS } from './app-icons.ts';

/**
 * The web app manifest (decision 035): installable from the browser's menu, opening as an app. The
 * store's name is written here, not imported from the contract: Vite loads its config in Node, where
 * the contract's TypeScript cannot be imported (e2e/offline.e2e.test.ts checks it is STORE_NAME).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Campus Market',
  short_name: 'Campus Market',
  description: 'Food, books, fashion, electronics and accessories from campus shops, delivered to your hall.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#166534',
  background_color: '#f8fafc',
  lang: 'en',
  categories: ['shopping', 'food'],
  icons: APP_ICONS.filter((icon) => !icon.file.includes('apple-touch')).map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.maskable ? 'maskable' : 'any',
  })),
  // Orders: the page is another engineer's (issue 23 asks for the shortcut now).
  shortcuts: [
    { name: 'Search', url: '/search', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Cart', url: '/cart', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Orders', url: '/orders', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
