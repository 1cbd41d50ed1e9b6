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

/**
 * Files under apps/api/src/modules that still hold SQL (issue 33 item 4, decision 095): each moves into
 * its module's repository and leaves this list. No file joins it.
 */
const SQL_NOT_YET_IN_REPOSITORIES = [
  // The sandbox's tables stand in for Paystack's servers (PAYMENT_PROVIDER=sandbox only).
  'apps/api/src/modules/payments/sandbox.provider.ts',
];

const API_MODULES = './apps/api/src/modules';
const MODULES = fs
  .readdirSync(path.join(import.meta.dirname, API_MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Issue 33 item 1 (decision 123): one zone a module, so nothing in modules/<m> imports a *.repository.ts of another
 * module folder. A module takes the other's door (a service, a narrow interface handed in by container.ts), or the
 * crossing becomes a workflow (decision 134). Row types and SQL helpers every module shares live in db/.
 */
const moduleZones = MODULES.map((module) => ({
  target: `${API_MODULES}/${module}`,
  from: `${API_MODULES}/!(${module})/**/*.repository.ts`,
  message:
    "A module never imports another module's repository: take its door (a service or a narrow interface from container.ts), or make the crossing a workflow (decision 123).",
}));

/** CONVENTIONS 1: shared → features → app. The contract knows nothing of the apps; the apps never import each other. */
const SHARED_ZONES = [
  { target: './packages', from: './apps', message: 'The contract package must not depend on an app.' },
  { target: './apps/web/src', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  {
    target: './apps/api',
    from: './apps/web',
    except: ['./server/index.ts'],
    message: "The API knows only the web app's server plugin (apps/web/server/index.ts, issue 33 item 5).",
  },
  {
    target: './apps/web/server',
    from: './apps/api/src',
    // Its tests start the whole store through the API's test harness.
    except: ['./test'],
    message: "The web app's server is the web app's: it must not import the API.",
  },
  { target: './apps/web/server', from: './apps/web/src', message: 'The page server loads the built web app, not its sources.' },
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
];

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
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...SHARED_ZONES, ...moduleZones],
        },
      ],
    },
  },
  {
    // Tests set up and read other modules' rows (decision 123).
    files: ['apps/api/src/modules/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: SHARED_ZONES }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Issue 33 item 4, decision 095: SQL lives in repositories. Elsewhere under modules/ no drizzle
    // query builder, no `sql`, no table objects, and no db/tx select/insert/update/delete/execute.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      // Tests set rows up and read them back directly.
      '**/*.test.ts',
      // The job queue's own storage: its claim/lease statements are the queue (jobs.repository.ts holds the rest).
      'apps/api/src/modules/jobs/job-queue.ts',
      // The account limits' counters: a store of the rate limiter, chosen beside Redis and memory (decision 045).
      'apps/api/src/modules/auth/rate-limits.ts',
      // The audit log writes its row in the caller's transaction: it is the audit table's repository.
      'apps/api/src/modules/access/audit-log.ts',
      // The live-events listener's LISTEN/NOTIFY on the connection, not a query of rows.
      'apps/api/src/modules/orders/order-events-notifier.ts',
      // TODO(issue 33 item 4): still to move into their module's repository (branch area-guards report).
      ...SQL_NOT_YET_IN_REPOSITORIES,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'SQL lives in the module’s *.repository.ts (decision 095).' }],
          patterns: [
            { group: ['drizzle-orm/*'], allowTypeImports: true, message: 'SQL lives in the module’s *.repository.ts (decision 095).' },
            {
              group: ['**/db/schema'],
              allowTypeImports: true,
              message: 'Tables are read and written in the module’s *.repository.ts (decision 095).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.name=/^(db|tx|database)$/]',
          message: 'SQL lives in the module’s *.repository.ts (decision 095).',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.property.name='db']",
          message: 'SQL lives in the module’s *.repository.ts (decision 095).',
        },
      ],
    },
  },
);
