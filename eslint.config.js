import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The import rules of apps/api/src/modules (see the comment where they are used). */
function apiLayers() {
  const otherAreasRepo = {
    regex: String.raw`^\.\./[^/]+/[^/]+\.repo(\.ts)?$`,
    allowTypeImports: true,
    message: "Call the other area's service (app.services), not its repository.",
  };
  const sql = {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: "SQL belongs in the area's repository (<area>.repo.ts).",
  };
  const rule = (...patterns) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  });
  const modules = 'apps/api/src/modules/**/';
  return [
    {
      files: [`${modules}*.ts`],
      ignores: [`${modules}*.service.ts`, `${modules}*.routes.ts`],
      rules: rule(otherAreasRepo),
    },
    {
      files: [`${modules}*.service.ts`],
      rules: rule(otherAreasRepo, sql, {
        // a row's type may be named; its table is the repository's
        regex: String.raw`(^|/)db/schema(/|$)`,
        allowTypeImports: true,
        message: "Services use their repository; db/schema is the repository's.",
      }),
    },
    {
      files: [`${modules}*.routes.ts`],
      rules: rule(otherAreasRepo, sql, {
        regex: String.raw`(^|/)db/`,
        message: "Routes call their area's service (app.services), never the database.",
      }),
    },
  ];
}

/**
 * The import rules of apps/web/src (ADR 031): imports flow app/ -> features/
 * -> shared (components/, lib/, config/). A feature never imports another:
 * what two need moves to components/ or lib/, and a screen that shows two is
 * composed in app/. Imports are relative, so a crossing is a path that climbs
 * (any number of ../) into another feature's folder or into app/.
 */
function webLayers() {
  const web = 'apps/web/src';
  const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const climbingInto = (dirs) => String.raw`^(\.\./)+(${dirs.join('|')})/`;
  const rules = (into, message) => ({
    'no-restricted-imports': ['error', { patterns: [{ regex: into, message }] }],
    // import() too: a lazy screen or dialog depends on its module like a static import.
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/${into.replaceAll('/', '\\/')}/]`, message },
    ],
  });
  return [
    ...features.map((feature) => ({
      files: [`${web}/features/${feature}/**/*.{ts,tsx}`],
      rules: rules(
        climbingInto([...features.filter((other) => other !== feature), 'app']),
        `features/${feature} imports only itself and the shared folders: move what features share to components/ or lib/, or compose them in app/ (ADR 031).`,
      ),
    })),
    {
      files: [`${web}/{components,lib,config}/**/*.{ts,tsx}`],
      rules: rules(
        climbingInto(['app', 'features']),
        'The shared folders serve every feature and import none of them, nor app/ (ADR 031).',
      ),
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
  // The API's layers (issue 23.4, ADR 034): a route speaks HTTP and calls its
  // area's service; a service decides and calls repositories; only a
  // repository writes SQL against db/schema. An area reaches another through
  // that one's service (app.services), never through its repository.
  ...apiLayers(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...webLayers(),
);
