import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = './apps/web/src';
const FEATURES = fs.readdirSync(path.join(import.meta.dirname, WEB_SRC, 'features'));

/** Decision 002: a feature reaches another feature only through its api/ or components/ folder. */
const featureZones = FEATURES.map((feature) => ({
  target: `${WEB_SRC}/features/${feature}`,
  from: `${WEB_SRC}/features`,
  except: [
    `./${feature}`,
    ...FEATURES.filter((other) => other !== feature).flatMap((other) => [`./${other}/api`, `./${other}/components`]),
  ],
  message: 'A feature imports another feature only through its api/ or components/ folder (decision 002).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      // import/no-cycle reads the imported TypeScript files itself: without a parser for them it sees no cycle at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The node resolver, and the web app's `@/` alias (apps/web/src) on top of it.
      'import/resolver': {
        [path.join(import.meta.dirname, 'apps/web/build/eslint-alias-resolver.cjs')]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      // CONVENTIONS 1: shared → features → app. The contract knows nothing of the apps; the apps never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'The contract package must not depend on an app.' },
            { target: './apps/web/src', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'The API must not import the web app.' },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib is shared: it must not import a feature.' },
            { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib is shared: it must not import the app layer.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import the app layer.' },
            // The route table knows every page: shared code must not import it, and features take only the link builders.
            { target: './apps/web/src/lib', from: './apps/web/src/routes', message: 'lib is shared: it must not import the route table.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/routes',
              except: ['./paths.ts'],
              message: 'Features take links from routes/paths only; the route table imports the features, not the other way.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
