import { base } from '@tools/eslint-config';

// app.ts and everything it imports also run in the browser (MSW): no Node built-ins there.
// Only src/main.ts (the Node entry) may use them.
export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/main.ts', 'src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'os',
                'url',
                'http',
                'https',
                'stream',
                'buffer',
                'child_process',
              ],
              message:
                'The sandbox app must stay platform neutral (it runs in browsers); use Web APIs. Node code belongs in src/main.ts.',
            },
            {
              group: ['@hono/node-server', '@hono/node-server/*'],
              message: 'Only src/main.ts may use @hono/node-server.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Read configuration in src/main.ts and pass it as options.' },
        { name: 'Buffer', message: 'Use Uint8Array / TextEncoder.' },
      ],
    },
  },
];
