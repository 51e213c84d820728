import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import effectCleanup from './eslint-rules/effect-cleanup.js';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'test-results/**',
      'node_modules/**',
      'data/**',
      'next-env.d.ts',
      'server/db/migrations/**',
      // The api compiled for production (scripts/build-api.ts), written by a build or a start.
      'server/dist/**',
    ],
  },
  {
    // An effect returns nothing or a cleanup function: React calls whatever it returns.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { sitka: { rules: { 'effect-cleanup': effectCleanup } } },
    rules: { 'sitka/effect-cleanup': 'error' },
  },
  {
    // The browser's calls are typed functions in lib/client/, never fetch inside a component.
    files: ['components/**/*.{ts,tsx}', 'app/**/*.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the api through a typed function in lib/client/.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/auth/client-session',
              importNames: ['bffFetch'],
              message: 'Call the api through a typed function in lib/client/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The api imports across its folders by alias, as the web does: `@/lib/…` for what both sides
    // share and `@server/…` for its own layers, never a path that climbs out of its folder.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: "Import by alias: @/lib/… for shared code, @server/… for the api's own layers.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
