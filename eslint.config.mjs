// ESLint for the whole tree (npm run lint): typescript-eslint's recommended rules, React's hook rules
// for the browser code, and the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import howpaano from './tools/eslint-plugin/index.cjs';

const CLIENT_PATTERN = {
  // Anything under client/src except shared/ and api/types: pure shared rules and the API's types.
  regex: 'client/src/(?!shared/|api/types$)',
  message: 'The server imports only client/src/shared and client/src/api/types.',
};
const SERVER_FOLDERS = [
  'config',
  'common',
  'auth',
  'media',
  'backup',
  'cards',
  'categories',
  'cli',
  'content',
  'database',
  'health',
  'public',
  'readers',
  'search',
  'seo',
  'settings',
  'site',
  'transfer',
];

/** no-restricted-imports for src/**: the client pattern everywhere, and for each low floor the folders above it. */
function serverFloors(floors) {
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CLIENT_PATTERN, ...patterns] }] });
  const low = floors.map(([folder]) => `src/${folder}/**/*.ts`);
  return [
    { files: ['src/**/*.ts'], ignores: low, rules: rule([]) },
    ...floors.map(([folder, below]) => {
      const above = SERVER_FOLDERS.filter((name) => name !== folder && !below.includes(name));
      return {
        files: [`src/${folder}/**/*.ts`],
        rules: rule([
          {
            regex: `\\.\\./(${above.join('|')})(/|$)`,
            message: `src/${folder} stands below ${above.join(', ')}: it must not import from them.`,
          },
        ]),
      };
    }),
  ];
}

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
    // Type-aware rules (the TypeScript project's types): a promise is awaited, handled or marked `void`; a
    // promise is never passed where a plain callback is expected; a switch over a union names every case.
    files: ['src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; an async onClick/onSubmit handles its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
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
  // The server imports from the browser's tree only what is pure and shared (never code that reads window
  // or localStorage), and its folders stand on floors (ARCHITECTURE.md): config at the bottom, then common,
  // auth, media; a folder never imports from one above it. One rule object per floor, each repeating the
  // client pattern (a later object's rule replaces an earlier one's for the same files).
  ...serverFloors([
    ['config', []],
    ['common', ['config']],
    ['auth', ['config', 'common']],
    ['media', ['config', 'common', 'auth']],
  ]),
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
