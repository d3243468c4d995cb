/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// APPAPI_KEY must never reach the browser. Every module that reads the environment or talks to
// the backend is marked server-only (importing it from a client component fails the build),
// and no client component reaches one of them through its imports.

const root = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(root, dir)));
const read = (file: string) => readFileSync(file, 'utf8');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(root, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next spelling
    }
  }
  return null;
}

function importsOf(file: string): string[] {
  const specs = [
    ...read(file).matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g,
    ),
  ];
  return specs
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
    .filter((path): path is string => Boolean(path));
}

describe('the backend key stays on the server', () => {
  it('marks every module that reads the environment or calls the backend as server-only', () => {
    const sensitive = files
      .filter((file) => relative(root, file).startsWith('lib/'))
      .filter((file) => /process\.env|callAppApi\(|from '@\/lib\/config'/.test(read(file)));
    expect(sensitive.length).toBeGreaterThan(5);
    for (const file of sensitive) {
      expect([relative(root, file), read(file).includes("import 'server-only'")]).toEqual([
        relative(root, file),
        true,
      ]);
    }
  });

  it('lets no client component reach the config or the data layer through its imports', () => {
    const clientFiles = files.filter((file) => /^['"]use client['"]/m.test(read(file)));
    expect(clientFiles.length).toBeGreaterThan(0);
    for (const start of clientFiles) {
      const seen = new Set<string>();
      const queue = [start];
      while (queue.length) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...importsOf(file));
      }
      const reached = [...seen].map((file) => relative(root, file));
      expect(
        reached.filter(
          (file) =>
            /^lib\/(config|appapi\/|demo-api\/)/.test(file) ||
            read(join(root, file)).includes('APPAPI_KEY'),
        ),
      ).toEqual([]);
    }
  });
});
