// One lint setup for the whole repo. Formatting belongs to Prettier (eslint-config-prettier
// switches off the rules that would fight it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { noCycle } from './scripts/lint/no-cycle.js';

const featuresDir = new URL('./apps/admin/src/features', import.meta.url);
const adminFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Side builds: the benchmark's and parallel e2e runs' (E2E_OUT_DIR, BENCH_OUT_DIR).
      '**/dist-*/**',
      '**/test-results-*/**',
      '**/bench-results/**',
      '**/generated/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      local: { rules: { 'no-cycle': noCycle } },
    },
    // Without a resolver the import rules (no-self-import, no-restricted-paths) see nothing.
    settings: {
      // Without these the plugin reads only .js files, so its rules never saw our TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // import-x/no-cycle would skip type-only imports; this one counts them (see the file).
      'local/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The admin's data flows one way: shared code never reaches into features or the app,
    // and a feature never imports another feature; app/routes compose them.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname + '/apps/admin/src',
          zones: [
            ...adminFeatures.map((area) => ({
              target: `./features/${area}`,
              from: './features',
              except: [`./${area}`],
              message: 'Features do not import each other; compose them in app/routes.',
            })),
            { target: './features', from: './app', message: 'Features do not import the app.' },
            {
              target: ['./components', './hooks', './lib', './config'],
              from: ['./features', './app'],
              message: 'Shared code does not depend on features or the app.',
            },
          ],
        },
      ],
      // One name for a module's texts, so every file reads alike: `const m = messages.<area>`.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.type='MemberExpression'][init.object.name='messages'][id.type='Identifier'][id.name!='m']",
          message: 'Alias messages.<area> as `m`; reach any other area as messages.<area>.<key>.',
        },
        {
          selector: "VariableDeclarator[init.type='Identifier'][init.name='messages']",
          message: 'Alias messages.<area> as `m`, not the whole messages object.',
        },
        {
          // A form's type is given once per module (an alias, so a screen loads only its own
          // fields), not repeated at every field.
          selector: 'JSXOpeningElement[typeArguments][name.name=/^Form[A-Z]/]',
          message:
            'Type each field once per module: `const TextField = FormTextField<XFormValues>;`, then `<TextField name=… />`.',
        },
        {
          // A hook inside a prop reads as a value; called at the top it is plainly unconditional.
          selector: "JSXAttribute CallExpression[callee.name='useFieldError']",
          message: 'Call useFieldError at the top of the component, not inside a JSX prop.',
        },
      ],
    },
  },
  {
    // Scripts and tests run in Node and may print.
    files: [
      '**/scripts/**',
      '**/*.config.{ts,js,mjs}',
      '**/e2e/**',
      '**/*.test.{ts,tsx}',
      '**/contract/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['**/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
