// ESLint runs the React Compiler's rules (eslint-plugin-react-hooks) on the front ends: they
// need the compiler, which only ESLint hosts. Every other rule is oxlint's (oxlint.config.js).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/widget/lib/**',
    ],
  },
  {
    files: ['packages/{widget,admin,storefront}/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
