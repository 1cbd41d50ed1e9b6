/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads its resolvers with require(), so this one is CommonJS. */
/**
 * eslint-plugin-import's resolver for the web app's `@/` alias (apps/web/src; tsconfig.json `paths`
 * and vite.config.ts say the same), so that import/no-restricted-paths and import/no-cycle see those
 * imports. Everything else goes to the node resolver.
 */
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '../src');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => node.resolve(source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source, file, config);
