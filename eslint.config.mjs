import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// eslint-config-next 16 ships flat configs: no FlatCompat layer.
const config = [
  { ignores: ['.next*/**', 'node_modules/**', 'next-env.d.ts', 'artifacts/**', 'bench-results/**', 'public/sw.js'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
];

export default config;
