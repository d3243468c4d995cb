/** @jest-environment node */
import {
  deferredHydration,
  NEXT_CLIENT_ENTRY,
} from '@/lib/next-internals/build/deferred-hydration.mjs';

type Resource = { request: string; contextInfo?: { issuer?: string } };

/** The plugin on a stand-in of webpack's surface: its replacement callback and asset step. */
function plugin() {
  let replaceResource: (resource: Resource) => void = () => {};
  let processAssets: () => void = () => {};
  const webpack = {
    NormalModuleReplacementPlugin: class {
      constructor(_pattern: RegExp, callback: (resource: Resource) => void) {
        replaceResource = callback;
      }
      apply() {}
    },
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 },
    sources: { RawSource: class {} },
  };
  const compilation = {
    hooks: {
      processAssets: { tap: (_options: unknown, step: () => void) => (processAssets = step) },
    },
    namedChunkGroups: { get: () => ({ getFiles: () => ['static/chunks/app.js'] }) },
    getAssets: () => [],
  };
  const compiler = {
    hooks: {
      thisCompilation: { tap: (_name: string, start: (c: unknown) => void) => start(compilation) },
    },
  };
  deferredHydration(webpack).apply(compiler);
  return {
    replaceResource: (resource: Resource) => replaceResource(resource),
    processAssets: () => processAssets(),
  };
}

describe('deferredHydration', () => {
  it.each([
    './node_modules/next/dist/client/app-next.js',
    './../main/node_modules/next/dist/client/app-next.js',
  ])('knows Next’s client entry named %s (node_modules here or linked)', (request) => {
    expect(NEXT_CLIENT_ENTRY.test(request)).toBe(true);
    const { replaceResource, processAssets } = plugin();
    const entry = { request, contextInfo: {} };
    replaceResource(entry);
    expect(entry.request).toMatch(/lib\/next-internals\/boot\/main-app\.ts$/);
    expect(processAssets).not.toThrow();
  });

  it('leaves an import of app-next.js by the site’s own code as it is', () => {
    const { replaceResource } = plugin();
    const imported = {
      request: './node_modules/next/dist/client/app-next.js',
      contextInfo: { issuer: '/site/lib/next-internals/boot/load-app.ts' },
    };
    replaceResource(imported);
    expect(imported.request).toBe('./node_modules/next/dist/client/app-next.js');
  });

  it('fails the build when Next’s client entry never came by to be replaced', () => {
    const { replaceResource, processAssets } = plugin();
    replaceResource({ request: './vendor/next/dist/client/app-next.js', contextInfo: {} });
    expect(processAssets).toThrow(/client entry \(app-next\.js\) was never requested/);
  });
});
