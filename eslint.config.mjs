// ESLint for the whole tree (npm run lint): typescript-eslint's recommended rules, React's hook rules
// for the browser code, and the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import howpaano from './tools/eslint-plugin/index.cjs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench-data/**', 'test-output/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters are matched on purpose: input cleaning strips NUL and C0 characters.
      'no-control-regex': 'off',
    },
  },
  {
    // Every controller route states its guard: @Public() or @AdminOnly() (docs/security.md).
    files: ['src/**/*.ts'],
    plugins: { howpaano },
    rules: { 'howpaano/route-guard': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the React Compiler's own lints (v7's recommended set) are not adopted.
    // useAdminData(load, deps) takes its deps as useEffect does: they are checked the same way.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAdminData$' }] },
  },
  {
    // The public site never pulls in the admin's code (its bundle would carry the editor).
    files: ['client/src/public/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)admin(/|$)', message: 'The public site must not import the admin.' }] },
      ],
    },
  },
  {
    // The server imports from the browser's tree only what is pure and shared (never code that reads window or localStorage).
    files: ['src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything under client/src except shared/ and api/types: pure shared rules and the API's types.
              regex: 'client/src/(?!shared/|api/types$)',
              message: 'The server imports only client/src/shared and client/src/api/types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
