// ESLint for both workspaces: type-aware TypeScript rules, react-hooks for the web app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports run one way in web/: app → features → ui/lib → @shared (functions/src/shared).
// A feature is used by others only through its index.ts. These are the lines, as regexes on
// relative import paths; a file's depth below its feature folder decides how many "../" leave it.
const TO_SHARED = {
  regex: String.raw`^(\.\./)+functions/`,
  message: 'web reaches functions/ only for shared code, by its alias: @shared/<module>.',
};
const TO_APP_OR_FEATURES = {
  regex: String.raw`^(\.\./)+(app|features)(/|$)`,
  message: 'lib/, ui/, theme/ and config/ sit below app/ and the features: they never import them.',
};
// The catalog sits below the marketplace: the marketplace sells catalog products, the catalog never
// reaches into the marketplace (a product's used count is on its own document, shown by ui/).
const CATALOG_TO_MARKETPLACE = {
  regex: String.raw`^(\.\./)+marketplace(/|$)`,
  message:
    "The catalog does not import the marketplace: read the product's own fields, or compose both on a page in app/.",
};
function featureBoundaries(depth, feature = '*', extra = []) {
  const leave = String.raw`\.\./`.repeat(depth + 1);
  return {
    files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            TO_SHARED,
            {
              regex: `^${leave}\\.\\./app(/|$)`,
              message: 'A feature never imports app/ (the shell): move what it needs to ui/ or lib/.',
            },
            {
              regex: `^${leave}[^./][^/]*/.+`,
              message: "Another feature's internals: import it from that feature's index.ts (add the export there).",
            },
            ...extra,
          ],
        },
      ],
    },
  };
}

// Imports run one way in functions/src too: the areas → lib/ → shared/ (which web/ also imports, so
// it reaches nothing outside itself). A circle between areas spans files, so it is found on the import
// graph instead: scripts/test/function-areas.test.mjs. Tests may reach test/helpers.
const functionsBoundaries = [
  {
    files: ['functions/src/lib/*.ts'],
    ignores: ['**/*.test.ts'],
    regex: String.raw`^\.\./(?!shared/)`,
    message: 'lib/ imports no area, only lib/ and shared/: move what it needs into one of them.',
  },
  ...[0, 1].map((depth) => ({
    files: [`functions/src/shared/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    regex: `^${String.raw`\.\./`.repeat(depth + 1)}`,
    message: 'shared/ is read by web/ and functions/ alike: it imports nothing outside shared/.',
  })),
].map(({ files, ignores, regex, message }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
}));

// A select's label drawn over its value (issue 22): every select is ui/form's SelectField.
const ONE_SELECT_FIELD = {
  selector: "JSXOpeningElement[name.name=/^(TextField|FormTextField)$/] > JSXAttribute[name.name='select']",
  message: 'Use SelectField (or FormSelectField) from ui/form: its label never sits over the value.',
};
// Every read and api call sits in its feature's api/ folder, with its key from the area's key factory
// (decision 008; issue 25): a page or component calls the hook or function that folder exports.
const READS_IN_API = {
  selector:
    'CallExpression[callee.name=/^(useQuery|useInfiniteQuery|useSuspenseQuery|useSuspenseInfiniteQuery|apiFetch)$/]',
  message: "Reads and api calls live in the feature's api/ folder: export a hook or function from there and call it.",
};
const READS_BELONG = [
  'web/src/**/api/**/*.{ts,tsx}',
  // The query hooks' own wrappers (usePagedList, useRenderedQuery) and the live-query primitive.
  'web/src/lib/query/**/*.{ts,tsx}',
  'web/src/lib/firebase/live-query.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/src/test/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'functions/lib/**',
      'functions/ssr/**',
      'emulator-data/**',
      '.emulator-state/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [TO_SHARED] }],
    },
  },
  // no-restricted-syntax is one rule, so each block below lists every selector that holds for its files.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ONE_SELECT_FIELD, READS_IN_API] },
  },
  {
    files: READS_BELONG,
    rules: { 'no-restricted-syntax': ['error', ONE_SELECT_FIELD] },
  },
  {
    files: ['web/src/ui/form/SelectField.tsx'],
    rules: { 'no-restricted-syntax': ['error', READS_IN_API] },
  },
  {
    files: ['web/src/{lib,ui,theme,config}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_SHARED, TO_APP_OR_FEATURES] }] },
  },
  ...[0, 1, 2, 3].map((depth) => featureBoundaries(depth)),
  ...[0, 1, 2, 3].map((depth) => featureBoundaries(depth, 'catalog', [CATALOG_TO_MARKETPLACE])),
  ...functionsBoundaries,
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: false } },
  },
  {
    // Scripts the end-to-end tests serve to the browser.
    files: ['web/e2e/support/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['functions/**/*.ts', 'web/e2e/**/*.ts', 'web/*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The functions' test files share one module graph per worker (functions/vitest.config.ts), so a
    // module replaced in one file would be replaced in the next.
    files: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Functions tests share modules: inject a dependency instead.' },
        { object: 'vi', property: 'doMock', message: 'Functions tests share modules: inject a dependency instead.' },
      ],
    },
  },
);
