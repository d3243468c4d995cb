/** @jest-environment node */
import { manifestWithoutChunks } from '@/lib/next-internals/build/reference-chunks.mjs';

// A client reference manifest as Next writes it (trimmed to what the function reads).
const manifest = (clientModules: Record<string, { id: number; chunks: string[] }>) =>
  `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[lang]/page"]=${JSON.stringify({ moduleLoading: { prefix: '/_next/' }, clientModules })};`;

const parse = (text: string) => JSON.parse(text.slice(text.indexOf(']={') + 2, -1));

describe('manifestWithoutChunks', () => {
  it('takes the given chunk files out of every client module, keeping the others and their ids', () => {
    const text = manifest({
      '/app/components/layout/main-nav.tsx': {
        id: 1,
        chunks: [
          '4bd1',
          'static/chunks/4bd1.js',
          '8500',
          'static/chunks/8500-a.js',
          '3135',
          'static/chunks/app/%5Blang%5D/layout-3135.js',
        ],
      },
      '/app/node_modules/next/dist/client/components/layout-router.js': {
        id: 2,
        chunks: ['4bd1', 'static/chunks/4bd1.js'],
      },
    });
    const result = parse(
      manifestWithoutChunks(text, [
        'static/chunks/4bd1.js',
        'static/chunks/app/[lang]/layout-3135.js',
      ]),
    );
    expect(result.clientModules['/app/components/layout/main-nav.tsx'].chunks).toEqual([
      '8500',
      'static/chunks/8500-a.js',
    ]);
    expect(
      result.clientModules['/app/node_modules/next/dist/client/components/layout-router.js'].chunks,
    ).toEqual([]);
    expect(result.clientModules['/app/components/layout/main-nav.tsx'].id).toBe(1);
    expect(result.moduleLoading).toEqual({ prefix: '/_next/' });
  });

  it('matches a chunk named with a deployment query, and keeps the rest of the file as it was', () => {
    const text = manifest({
      '/app/x.tsx': {
        id: 3,
        chunks: ['1', 'static/chunks/1.js?dpl=abc', '2', 'static/chunks/2.js?dpl=abc'],
      },
    });
    const result = manifestWithoutChunks(text, ['static/chunks/1.js']);
    expect(parse(result).clientModules['/app/x.tsx'].chunks).toEqual([
      '2',
      'static/chunks/2.js?dpl=abc',
    ]);
    expect(
      result.startsWith(
        'globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[lang]/page"]={',
      ),
    ).toBe(true);
  });

  it('refuses what is not a client reference manifest', () => {
    expect(() => manifestWithoutChunks('module.exports = {}', [])).toThrow(
      /client reference manifest/,
    );
  });
});
