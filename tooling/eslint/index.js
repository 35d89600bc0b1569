import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './boundaries.js';

const learnClientOnly = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'ky', message: 'Call Learn through @tools/learn-api (and our server through @tools/backend-api).' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Use @tools/learn-api for Learn and @tools/backend-api for our server.' },
  ],
};

/** Base config for every package. */
export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/*.config.*', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { tools: boundariesPlugin },
    rules: {
      'tools/no-cross-feature-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);

/** React packages (features, ui, shell): hooks rules and the Learn-client boundary. */
export const react = tseslint.config(
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
);

export default base;
