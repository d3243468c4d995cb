/** @jest-environment node */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireHere = createRequire(__filename);
const firstUseLoader = requireHere('../../../lib/next-internals/build/first-use-loader.cjs') as ((
  source: string,
) => string) & { NEXT_APP_CHUNK_GROUP: string };
const ON_FIRST_USE = fileURLToPath(
  new URL('../../../lib/next-internals/boot/on-first-use.ts', `file://${__filename}`),
);

// What Next's flight client entry loader writes for a chunk's components (its lines joined by ';\n').
const SITE_ENTRY = [
  'import(/* webpackMode: "eager" */ "/app/components/layout/main-nav.tsx");\n',
  'import(/* webpackMode: "eager", webpackExports: ["default"] */ "/app/node_modules/next/dist/client/app-dir/link.js");\n',
].join(';\n');
const NEXT_INTERNALS = [
  'import(/* webpackMode: "eager" */ "/app/node_modules/next/dist/client/components/layout-router.js");\n',
  'import(/* webpackMode: "eager", webpackExports: ["ClientPageRoot"] */ "/app/node_modules/next/dist/client/components/client-page.js");\n',
].join(';\n');

describe('first-use loader', () => {
  it('wraps a chunk’s component imports in whenStarted, eager as Next wrote them, and returns them', () => {
    expect(firstUseLoader(SITE_ENTRY)).toBe(
      `import { whenStarted } from ${JSON.stringify(ON_FIRST_USE)};\nwhenStarted(() => Promise.all([\n` +
        'import(/* webpackMode: "eager" */ "/app/components/layout/main-nav.tsx"),\n' +
        'import(/* webpackMode: "eager", webpackExports: ["default"] */ "/app/node_modules/next/dist/client/app-dir/link.js")\n' +
        ']));\n',
    );
  });

  it('makes the imports lazy, in the chunk group of Next’s client, when all are Next’s own components', () => {
    const group = firstUseLoader.NEXT_APP_CHUNK_GROUP;
    expect(group).toBe('next-app');
    expect(firstUseLoader(NEXT_INTERNALS)).toBe(
      `import { whenStarted } from ${JSON.stringify(ON_FIRST_USE)};\nwhenStarted(() => Promise.all([\n` +
        `import(/* webpackMode: "lazy", webpackChunkName: "${group}" */ "/app/node_modules/next/dist/client/components/layout-router.js"),\n` +
        `import(/* webpackMode: "lazy", webpackChunkName: "${group}", webpackExports: ["ClientPageRoot"] */ "/app/node_modules/next/dist/client/components/client-page.js")\n` +
        ']));\n',
    );
  });

  it('keeps every import of a module Next wrote, and nothing else', () => {
    const code = firstUseLoader(`${SITE_ENTRY};\n${NEXT_INTERNALS}`);
    expect(code.match(/import\(/g)).toHaveLength(4);
    expect(code).not.toContain('lazy');
  });
});
