// ESLint for the whole tree (run by `npm test` through `npm run lint`). TypeScript and React rules,
// and the import boundaries of ARCHITECTURE.md §1 (tests/architecture.test.ts checks the same
// rules on every file; the linter shows them in the editor while typing).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const APPS = [
  'shell',
  'mf-catalog',
  'mf-cart-checkout',
  'mf-account-orders',
  'mf-admin-users',
  'mf-admin-content',
  'mf-admin-commerce',
];

/** Remotes on the storefront's first load: one react-aria copy, the UI kit's (lint only; the bytes are tests/first-load-budget.test.ts's). */
const STOREFRONT_REMOTES = ['mf-catalog', 'mf-cart-checkout'];

/** An app imports shared-libs among our packages, never the shell or another remote. */
const appBoundary = (app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  ignores: [`${app}/**/*.test.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@armatura/*', '!@armatura/shared-libs', '!@armatura/shared-libs/*'],
            message: 'An app imports only @armatura/shared-libs among our packages.',
          },
          ...APPS.filter((other) => other !== app).map((other) => ({
            group: [`**/${other}/**`],
            message: `${app} never imports ${other}: teams meet at runtime (ARCHITECTURE.md §1).`,
          })),
          ...(STOREFRONT_REMOTES.includes(app)
            ? [
                {
                  group: ['react-aria-components', 'react-aria-components/*'],
                  message:
                    'Storefront remotes take react-aria from the UI kit (@armatura/shared-libs/ui): it is not a shared module, so a direct import ships a second copy (issue 16, docs/benchmarks.md).',
                },
              ]
            : []),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/server/db/tables.ts', // kysely-codegen output
      '**/test-results/**',
      '**/generated/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks, 'import-x': importX },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react/prop-types': 'off', // TypeScript types the props
      // Types come from the contracts and the generated tables; an `any` must say why (disable comment).
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-duplicates': 'error',
      // Inside an app, features never import screens (bulletproof-react: imports flow one way).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: APPS.map((app) => ({
            target: `./${app}/src/features`,
            from: `./${app}/src/screens`,
            message: 'Features are used by screens, never the other way round.',
          })),
        },
      ],
    },
  },
  {
    // Tests and test kits poke at untyped answers on purpose (envelopes, bad input, fakes).
    files: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/testing.ts',
      'bench/**',
      'deploy/src/security/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...APPS.map(appBoundary),
  {
    files: ['shared-libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@armatura/*', '!@armatura/shared-libs', '!@armatura/shared-libs/*'],
              message: 'shared-libs imports no app.',
            },
            { group: APPS.map((app) => `**/${app}/**`), message: 'shared-libs imports no app.' },
          ],
        },
      ],
    },
  },
);
