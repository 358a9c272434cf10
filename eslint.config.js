import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['remote-auth', 'remote-coupons', 'remote-flights', 'remote-content'];

// The page runs one router, which the shell provides as @travel/shared/router
// (docs/decisions/0017-smaller-shared-modules.md); a direct import would build in a second copy.
const oneRouter = {
  group: ['react-router-dom', 'react-router', 'react-router/*'],
  allowTypeImports: true,
  message: 'Import the router from @travel/shared/router.',
};

// In the browser the contract comes in two parts: its plain values, built into each app, and
// its zod schemas, one shared module (docs/decisions/0017-smaller-shared-modules.md).
const contractParts = {
  name: '@travel/shared/contracts',
  allowTypeImports: true,
  message:
    'Import values from @travel/shared/contracts/plain and schemas from @travel/shared/contracts/schemas.',
};

// jotai, TanStack Query and Lingui run as the one copy inside @travel/shared, which exports the
// store (from '@travel/shared'), the query hooks (from '@travel/shared/query') and the page's
// i18n instance (from '@travel/shared/i18n') (docs/decisions/0017-smaller-shared-modules.md);
// none is a shared module, so an app that imported one would build in a second store, cache or
// instance.
const oneStoreAndCache = {
  group: ['jotai', 'jotai/*', '@tanstack/react-query', '@lingui/*'],
  allowTypeImports: true,
  message:
    'Use the store from @travel/shared, the query hooks from @travel/shared/query and translations from @travel/shared/i18n.',
};

// Contracts point one way: shared <- remotes <- shell. No app, and no build config, imports
// another app's src (the browser tests excepted); what two of them agree on is in @travel/shared.
const noAppSources = {
  group: ['**/shell/src/**', '**/remote-*/src/**', '**/ops/src/**', '**/api/src/**'],
  message: "No app imports another app's src: what two apps agree on lives in @travel/shared.",
};

const noRemoteImports = {
  group: [...remotes, ...remotes.map((r) => `../../${r}/**`)],
  message: 'Remote screens are loaded at run time, never imported.',
};

// Remotes are released on their own: they may import @travel/shared, never each other or the shell.
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [contractParts],
        patterns: [
          {
            group: [...remotes.filter((r) => r !== remote), 'shell', '../../*/src/**'],
            message: 'A remote imports only @travel/shared, never another remote or the shell.',
          },
          oneStoreAndCache,
          {
            group: ['react-error-boundary'],
            message: 'Use the ErrorBoundary that @travel/shared re-exports.',
          },
          oneRouter,
        ],
      },
    ],
  },
}));

// Inside an app, features stand apart:
// a screen composes any features; a feature imports its own files, the app's common folders
// (src/ui, src/api, src/content) and @travel/shared, never another feature or a screen; the
// common folders import neither.
const appLayer = (file) => {
  const match = /(?:^|\/)src\/(features\/[^/]+|screens|ui|api)(?:\/|\.|$)/.exec(
    file.split(path.sep).join('/'),
  );
  return match?.[1] ?? null;
};

const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature of its app, nor a screen.' },
    messages: {
      otherFeature:
        '{{from}} imports {{to}}: a feature imports only its own files, src/ui, src/api and @travel/shared; let a screen compose the two, or move what both need to src/ui or src/api.',
      upward: '{{from}} imports {{to}}: src/ui and src/api import no feature and no screen.',
    },
    schema: [],
  },
  create(context) {
    const from = appLayer(context.filename);
    if (from === null || from === 'screens') return {};
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const to = appLayer(path.resolve(path.dirname(context.filename), source.value));
      if (to === null || to === from) return;
      if (from.startsWith('features/')) {
        if (to.startsWith('features/') || to === 'screens') {
          context.report({ node: source, messageId: 'otherFeature', data: { from, to } });
        }
      } else if (to.startsWith('features/') || to === 'screens') {
        context.report({ node: source, messageId: 'upward', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.releases/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['*.{ts,js,mjs}', 'scripts/**', `{shell,ops,api,${remotes.join(',')}}/*.{ts,js,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppSources] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRemoteImports, noAppSources] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractParts],
          patterns: [noRemoteImports, noAppSources, oneRouter, oneStoreAndCache],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractParts],
          patterns: [
            {
              group: ['**/remote-*/**', '**/shell/**'],
              message:
                'Shared is the contract the apps build against: it imports none of them, not even their types.',
            },
            oneRouter,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...remoteBoundaries,
  {
    files: [`{shell,ops,${remotes.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { app: { rules: { 'feature-zones': featureZones } } },
    rules: { 'app/feature-zones': 'error' },
  },
  // The staff console talks to the api over HTTP only and is built on its own: it imports
  // @travel/shared (the kit and the contract), never the api, the shell or a remote.
  {
    files: ['ops/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractParts],
          patterns: [
            {
              group: ['**/api/**', '**/shell/**', '**/remote-*/**', 'api', 'shell', ...remotes],
              message: 'The console reaches the api over HTTP and imports only @travel/shared.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
