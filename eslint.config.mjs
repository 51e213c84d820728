import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    ],
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
];

export default config;
