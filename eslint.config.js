import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { isTypeOnlyImportOrExport } from 'eslint-plugin-import-x/utils';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = fileURLToPath(new URL('.', import.meta.url));
const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * import-x/no-restricted-paths for value imports only: `import type` of a
 * row's type or another area's repository is not a dependency at run time.
 */
const noRestrictedValuePaths = {
  meta: { ...importX.rules['no-restricted-paths'].meta },
  create(context) {
    const listeners = importX.rules['no-restricted-paths'].create(context);
    const valuesOnly = (listener) => (node) => {
      if (!isTypeOnlyImportOrExport(node)) listener(node);
    };
    for (const kind of ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']) {
      if (listeners[kind]) listeners[kind] = valuesOnly(listeners[kind]);
    }
    return listeners;
  },
};

/**
 * The API's layers (issue 23.4, ADR 034), by the file an import resolves to
 * (issue 41), however it is written: a route speaks HTTP and calls its area's
 * service; a service decides and calls repositories; only a repository
 * (*.repo.ts) writes SQL against db/schema with drizzle-orm. An area reaches
 * another through that one's service (app.services), never its repository.
 * The database layer (schema, seed, migrations) knows no module.
 */
function apiLayers() {
  const api = 'apps/api/src';
  const areas = dirsIn(`${api}/modules`);
  return {
    values: [
      {
        target: `${api}/modules/**/!(*.repo).ts`,
        from: [`${api}/db/schema`, 'node_modules/drizzle-orm'],
        message:
          "SQL belongs in a repository (<name>.repo.ts): db/schema and drizzle-orm are the repositories'.",
      },
      ...areas.map((area) => ({
        target: `${api}/modules/${area}/**/*`,
        from: `${root}${api}/modules/!(${area})/**/*.repo.ts`,
        message: "Call the other area's service (app.services), not its repository.",
      })),
    ],
    all: [
      {
        target: `${api}/modules/**/*.routes.ts`,
        from: `${api}/db`,
        message: "Routes call their area's service (app.services), never the database.",
      },
      {
        target: `${api}/db/**/*`,
        from: `${api}/modules`,
        message: 'The database layer (schema, seed, migrations) imports no module.',
      },
    ],
  };
}

/**
 * The import rules of apps/web/src (ADR 031), by the file an import resolves
 * to (issue 41): imports flow app/ -> features/ -> shared (components/, lib/,
 * config/). A feature never imports another: what two need moves to
 * components/ or lib/, and a screen that shows two is composed in app/.
 * import() counts too: a lazy screen depends on its module like a static import.
 */
function webLayers() {
  const web = 'apps/web/src';
  return [
    ...dirsIn(`${web}/features`).map((feature) => ({
      target: `${web}/features/${feature}/**/*`,
      from: [`${web}/features`, `${web}/app`],
      except: [`./${feature}`],
      message: `features/${feature} imports only itself and the shared folders: move what features share to components/ or lib/, or compose them in app/ (ADR 031).`,
    })),
    {
      target: `${web}/{components,lib,config}/**/*`,
      from: [`${web}/features`, `${web}/app`],
      message:
        'The shared folders serve every feature and import none of them, nor app/ (ADR 031).',
    },
  ];
}

/** The import rules above, and no import cycle (issue 41). */
function layers() {
  const api = apiLayers();
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: {
        'import-x': importX,
        layers: { rules: { 'no-restricted-value-paths': noRestrictedValuePaths } },
      },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['apps/api', 'apps/web', 'packages/contract', 'e2e', 'bench'].map(
              (dir) => `${root}${dir}/tsconfig.json`,
            ),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...api.all, ...webLayers()] },
        ],
        'layers/no-restricted-value-paths': ['error', { basePath: root, zones: api.values }],
      },
    },
    {
      files: [
        'apps/api/src/**/*.ts',
        'apps/web/src/**/*.{ts,tsx}',
        'packages/contract/src/**/*.ts',
      ],
      // The cost is parsing each imported module once (import-x caches it), not
      // the depth: the whole repository took the same time with maxDepth 3, 10
      // and unbounded (about 30 s of CPU, 17 s before import-x), so the search
      // is unbounded and no cycle is too long to be seen.
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: '∞' }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/test-results-pg/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...layers(),
);
