// One-way import boundaries (docs/architecture.md): domain ← db ← collections ← replication ←
// shared ← features ← app. A feature never imports another feature: what two features need moves
// down to src/shared (or a lower layer). The server may share src/domain and nothing else of src.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (groups, message) => ({ group: groups, message });
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'child_process'];
const screens = ['**/features/**', '**/shared/**', '**/app/**'];
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Imports are matched as written, so a sibling feature is reached as `../<other>` from a file at
// the top of its feature, `../../<other>` one folder down, and so on: one zone per depth.
const featureZones = features.flatMap((feature) =>
  [1, 2, 3, 4].map((depth) => {
    const up = '../'.repeat(depth);
    const others = features.filter((other) => other !== feature);
    return {
      files: [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: restrict(
        forbid(
          others.flatMap((other) => [`${up}${other}`, `${up}${other}/**`]),
          'A feature never imports another feature: move what both need to src/shared or below.',
        ),
        forbid([`${up}../app/**`], 'Features are composed by src/app, never the other way round.'),
        forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
      ),
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its failure, and a switch over a union must
    // say what each member does (a new operation kind or status then fails the lint, not a user).
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'test/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.{ts,tsx}',
      'scripts/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      forbid(
        ['react', 'react-dom', '@mantine/*', 'rxdb', 'rxdb/*'],
        'src/domain is pure: no React, no RxDB.',
      ),
      forbid(nodeBuiltins, 'src/domain runs in the browser too: no Node APIs.'),
      forbid(
        ['**/db/**', '**/collections/**', '**/replication/**', ...screens, '**/server/**'],
        'src/domain imports nothing else of the project.',
      ),
    ),
  },
  {
    files: ['src/shared/**'],
    rules: restrict(
      forbid(
        ['**/features/**', '**/app/**'],
        'src/shared serves every feature: it never imports a feature or the app.',
      ),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/shared/ui/**'],
    rules: restrict(
      forbid(
        ['**/db/**', '**/collections/**', '**/replication/**', '**/features/**', '**/app/**'],
        'src/shared/ui is presentational: data comes in through props.',
      ),
      forbid(['rxdb', 'rxdb/*', ...nodeBuiltins, '**/server/**'], 'Shared widgets stay generic.'),
    ),
  },
  ...featureZones,
  {
    files: ['src/db/**', 'src/replication/**', 'src/api/**', 'src/session/**'],
    rules: restrict(
      forbid(
        ['react', 'react-dom', '@mantine/*', ...screens],
        'Data layers never import React or screens.',
      ),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/collections/**'],
    rules: restrict(
      forbid(screens, 'Collections never import screens.'),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/app/**'],
    rules: restrict(
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['server/**'],
    rules: restrict(
      forbid(
        [
          '**/src/db/**',
          '**/src/collections/**',
          '**/src/replication/**',
          '**/src/features/**',
          '**/src/shared/**',
          '**/src/app/**',
          'react',
          'react-dom',
          '@mantine/*',
          'rxdb',
          'rxdb/*',
        ],
        'The server shares only src/domain with the client.',
      ),
    ),
  },
  {
    // Route files parse, authorize, call a service or repository and answer: queries live in
    // server/repositories and the *.service.ts files. Views name a table's row type, so type imports
    // of the schema pass. The typescript-eslint rule knows type imports; being a rule of its own, it
    // also leaves the server/** zone above in force.
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['drizzle-orm', 'drizzle-orm/*'],
              'Route files do not query: move the query to server/repositories or a *.service.ts.',
            ),
            {
              ...forbid(
                ['**/db/schema/**'],
                'Route files do not touch tables: a repository or a *.service.ts does.',
              ),
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'test/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
