import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { layerZones, ROOT, TEST_FILES } from './boundaries.js';

// Web storage goes through one guard (packages/ui/src/web-storage.ts): inside Learn's cross-site
// frame the browser may block it, and then merely reading `window.sessionStorage` throws.
// Tests (ENV_READERS includes TEST_FILES) may use storage directly.
const storageMessage =
  "Use webStorage('local' | 'session') from @tools/ui: storage can be blocked in Learn's frame, where reading it throws.";
const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({ name, message: storageMessage }));
const storageProperties = ['localStorage', 'sessionStorage'].map((property) => ({ property, message: storageMessage }));

// Browser code: the root typecheck program (tsconfig.json) has Node's types for every file, so Node's globals and
// built-ins are refused here instead (what each package's own DOM-only tsconfig used to catch).
const nodeOnly = 'Browser code runs without Node: use Web APIs (Uint8Array, TextEncoder, crypto.subtle).';
const learnClientOnly = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'ky', message: 'Call Learn through @tools/learn-api (and our server through @tools/backend-api).' },
      ],
      patterns: [{ group: ['node:*'], message: nodeOnly }],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Use @tools/learn-api for Learn and @tools/backend-api for our server.' },
    ...storageGlobals,
    ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global'].map((name) => ({
      name,
      message: nodeOnly,
    })),
  ],
};

// Like create-t3-turbo's restrictEnvAccess: the environment is read in one place per app and
// validated there (packages/server-core/src/config.ts and each server module's `configure`, handed `process.env`
// by apps/server/src/main.ts; the sandbox's options in its src/main.ts). Tests, benchmarks, E2E specs and tool
// configs may read it too.
const ENV_READERS = ['src/main.ts', 'src/config.ts', 'src/config-*.ts', ...TEST_FILES, '**/*.config.*', 'scripts/**'];
const envMessage =
  'Read the environment only in the config module (packages/server-core/src/config.ts) and pass settings in.';
const envProperty = { object: 'process', property: 'env', message: envMessage };
const envSyntax = {
  selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
  message: envMessage,
};

// One inline alert: `role="alert"` is written only inside @tools/ui (InlineAlert, StatusView, Toast).
// The Literal under the attribute catches `role="alert"` and `role={cond ? 'alert' : ...}` alike.
const alertSyntax = {
  selector: "JSXAttribute[name.name='role'] Literal[value='alert']",
  message:
    'Use <InlineAlert> from @tools/ui (live="alert" | "status" | "off", see its README "Alerts"), or StatusView for a whole-screen error.',
};

/** Base config for every package. */
export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/*.config.*', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/!(__tests__|.storybook)/': 'KEBAB_CASE' }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones({ tests: true }) }] },
  },
  {
    // Migration ids (`NNN_name`) are recorded in every database that ran them; they keep their names.
    files: ['**/migrations/[0-9][0-9][0-9]_*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    ignores: ENV_READERS,
    rules: {
      'no-restricted-properties': ['error', envProperty, ...storageProperties],
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-syntax': ['error', envSyntax],
    },
  },
);

const reactRules = [
  ...base,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...learnClientOnly,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/*.stories.tsx', '**/test/**', '**/e2e/**', '**/bench/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Node code inside a React package: build scripts and a feature's server part.
    files: ['**/scripts/**', '**/src/server/**'],
    rules: {
      'no-restricted-globals': ['error', learnClientOnly['no-restricted-globals'][1]],
      'no-restricted-imports': ['error', { paths: learnClientOnly['no-restricted-imports'][1].paths }],
    },
  },
];

// A later `no-restricted-syntax` replaces an earlier one, so the env selector is repeated where it applies.
const inlineAlertOnly = [
  { files: ['**/*.tsx'], ignores: ENV_READERS, rules: { 'no-restricted-syntax': ['error', envSyntax, alertSyntax] } },
  { files: ENV_READERS, rules: { 'no-restricted-syntax': ['error', alertSyntax] } },
];

/** React packages (features, shell): hooks rules, the Learn-client boundary, alerts only through @tools/ui. */
export const react = tseslint.config(...reactRules, ...inlineAlertOnly);

/** @tools/ui: the React rules; it is where `role="alert"` is built and where web storage is guarded. */
export const ui = tseslint.config(...reactRules, {
  files: ['src/web-storage.ts'],
  rules: { 'no-restricted-properties': ['error', envProperty] },
});
