import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// eslint-config-next 16 ships flat configs: no FlatCompat layer.
const config = [
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'next-env.d.ts',
      'artifacts/**',
      'bench-results/**',
      'public/sw.js',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // lib/ is below the views: the pages and components import it, never the reverse
    // (docs/architecture.md, "The repository, folder by folder").
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'],
              message: 'lib/ imports nothing from app/ or components/.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
