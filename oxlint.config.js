// Every lint rule but the React Compiler's, which only ESLint can run (eslint.config.js).
// oxlint checks the workspace in a second or two; its type-aware rules read types with
// TypeScript 7's native compiler.
import { importBoundaries } from './lint/importBoundaries.js';

/** ESLint's and typescript-eslint's recommended rules, as this code base has always run them. */
const RECOMMENDED = [
  'for-direction',
  'no-async-promise-executor',
  'no-case-declarations',
  'no-compare-neg-zero',
  'no-cond-assign',
  'no-constant-binary-expression',
  'no-constant-condition',
  'no-control-regex',
  'no-debugger',
  'no-delete-var',
  'no-dupe-else-if',
  'no-duplicate-case',
  'no-empty',
  'no-empty-character-class',
  'no-empty-pattern',
  'no-empty-static-block',
  'no-ex-assign',
  'no-extra-boolean-cast',
  'no-fallthrough',
  'no-global-assign',
  'no-invalid-regexp',
  'no-irregular-whitespace',
  'no-loss-of-precision',
  'no-misleading-character-class',
  'no-nonoctal-decimal-escape',
  'no-prototype-builtins',
  'no-regex-spaces',
  'no-self-assign',
  'no-shadow-restricted-names',
  'no-sparse-arrays',
  'no-unassigned-vars',
  'no-unexpected-multiline',
  'no-unsafe-finally',
  'no-unsafe-optional-chaining',
  'no-unused-labels',
  'no-unused-private-class-members',
  'no-useless-assignment',
  'no-useless-backreference',
  'no-useless-catch',
  'no-useless-escape',
  'preserve-caught-error',
  'require-yield',
  'use-isnan',
  'valid-typeof',
  'no-var',
  'prefer-const',
  'prefer-rest-params',
  'prefer-spread',
  'no-array-constructor',
  'no-unused-expressions',
  'typescript/ban-ts-comment',
  'typescript/no-duplicate-enum-values',
  'typescript/no-empty-object-type',
  'typescript/no-explicit-any',
  'typescript/no-extra-non-null-assertion',
  'typescript/no-misused-new',
  'typescript/no-namespace',
  'typescript/no-non-null-asserted-optional-chain',
  'typescript/no-require-imports',
  'typescript/no-this-alias',
  'typescript/no-unnecessary-type-constraint',
  'typescript/no-unsafe-declaration-merging',
  'typescript/no-unsafe-function-type',
  'typescript/no-wrapper-object-types',
  'typescript/prefer-as-const',
  'typescript/prefer-namespace-keyword',
  'typescript/triple-slash-reference',
];

const DOM_IN_CORE = 'core has no DOM: do this in the front end that needs it.';

export default {
  plugins: ['eslint', 'typescript'],
  categories: {
    correctness: 'off',
    suspicious: 'off',
    pedantic: 'off',
    perf: 'off',
    style: 'off',
    restriction: 'off',
    nursery: 'off',
  },
  ignorePatterns: [
    '**/dist/**',
    '**/coverage/**',
    '**/.data/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'examples/**/*.js',
    'packages/widget/lib/**',
  ],
  rules: {
    ...Object.fromEntries(RECOMMENDED.map((rule) => [rule, 'error'])),
    'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'typescript/consistent-type-imports': 'error',
    // Every promise is awaited or handled, and none is handed to a prop or callback that
    // ignores what it returns (`onSubmit={save}`): a failed save would otherwise vanish, or
    // stop a form half-way. These two read types (`--type-aware`).
    'typescript/no-floating-promises': [
      'error',
      {
        // Settles when the route has changed; a failed loader shows the route's error page.
        allowForKnownSafeCalls: [
          { from: 'package', package: 'react-router', name: 'NavigateFunction' },
        ],
      },
    ],
    'typescript/no-misused-promises': 'error',
  },
  overrides: [
    {
      files: ['packages/core/src/**/*.ts'],
      rules: {
        'no-restricted-globals': [
          'error',
          {
            name: 'process',
            message:
              'core reads no environment: take the value as an argument; api reads config once at start.',
          },
          { name: 'window', message: DOM_IN_CORE },
          { name: 'document', message: DOM_IN_CORE },
        ],
      },
    },
    ...importBoundaries(),
  ],
};
