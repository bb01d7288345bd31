// One-way import boundaries (DEVELOPERS.md): domain ← db ← collections ← replication ← routes/app;
// ui is presentational (domain only); server may share src/domain and nothing else of src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (groups, message) => ({ group: groups, message });
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'child_process'];
const uiLayers = ['**/routes/**', '**/app/**'];

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
        [
          '**/db/**',
          '**/collections/**',
          '**/replication/**',
          '**/ui/**',
          ...uiLayers,
          '**/server/**',
        ],
        'src/domain imports nothing else of the project.',
      ),
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      forbid(
        ['**/db/**', '**/collections/**', '**/replication/**', ...uiLayers, 'rxdb', 'rxdb/*'],
        'src/ui is presentational: data comes in through props.',
      ),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/db/**', 'src/replication/**', 'src/api/**', 'src/session/**'],
    rules: restrict(
      forbid(
        ['react', 'react-dom', '@mantine/*', '**/ui/**', ...uiLayers],
        'Data layers never import React or screens.',
      ),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/collections/**'],
    rules: restrict(
      forbid(['**/ui/**', ...uiLayers], 'Collections never import screens.'),
      forbid([...nodeBuiltins, '**/server/**'], 'Browser code cannot import Node or the server.'),
    ),
  },
  {
    files: ['src/routes/**', 'src/app/**'],
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
          '**/src/ui/**',
          '**/src/routes/**',
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
    files: ['scripts/**', 'bench/**', 'test/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
