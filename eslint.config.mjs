// ESLint 9 flat config: `npm run lint` (no warnings allowed). Prettier owns the layout
// (eslint-config-prettier, last, turns off every rule it would contradict).
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const code = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

export default defineConfig(
  // Generated or vendored output, and content (MDX is not linted at all).
  globalIgnores([
    'build/',
    'build-*/',
    '.docusaurus/',
    'node_modules/',
    'sdk-docs/reference/',
    'bench-results/',
    'test-results/',
    'playwright-report/',
    '.wrangler/',
    'versioned_docs/',
    'docs/',
    'blog/',
    'integrations/',
    'static/',
  ]),
  {
    files: [
      `src/${code}`,
      `tests/${code}`,
      `scripts/${code}`,
      'docusaurus.config.ts',
      'sidebars.ts',
      'playwright.config.ts',
      'eslint.config.mjs',
    ],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {
      // Site code runs in the browser, plugins, scripts and tests in Node; many modules are both.
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The code's convention for a value left unused on purpose: a leading underscore (a plugin's
      // `_context`, `{versions: _versionsConfig, ...props}`), or the siblings of a rest element
      // (`const {filePath, ...metadata} = x` drops filePath).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // CommonJS files (a webpack loader, the browser lookup) load modules with require(): it is their import.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
