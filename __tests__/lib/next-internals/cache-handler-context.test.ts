/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIdOf } from '@/lib/next-internals/cache-handler-context.mjs';

describe('the build id the page cache keys Redis with', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-id-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the BUILD_ID beside the server folder Next names', () => {
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'BUILD_ID'), 'a1b2c3\n');
    expect(buildIdOf({ serverDistDir: join(dir, 'server') })).toBe('a1b2c3');
  });

  it('is `development` for a server folder without a BUILD_ID (next dev)', () => {
    expect(buildIdOf({ serverDistDir: join(dir, 'nothing', 'server') })).toBe('development');
  });

  it('is null when Next names no server folder, so that no two builds share keys', () => {
    expect(buildIdOf({})).toBeNull();
    expect(buildIdOf({ serverDistDir: '' })).toBeNull();
    expect(buildIdOf({ serverDistDir: 42 })).toBeNull();
  });
});
