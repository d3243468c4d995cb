/** @jest-environment node */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireHere = createRequire(__filename);
const firstUseLoader = requireHere('../../../lib/boot/first-use-loader.cjs') as (source: string) => string;
const ON_FIRST_USE = fileURLToPath(new URL('../../../lib/boot/on-first-use.ts', `file://${__filename}`));

// What Next's flight client entry loader writes for a chunk's components.
const ENTRY = 'import(/* webpackMode: "eager" */ "/app/components/layout/main-nav.tsx");\n';

describe('first-use loader', () => {
  it('wraps a chunk’s component imports in whenStarted, unchanged', () => {
    const code = firstUseLoader(ENTRY);
    expect(code).toBe(`import { whenStarted } from ${JSON.stringify(ON_FIRST_USE)};\nwhenStarted(() => {\n${ENTRY}\n});\n`);
  });
});
