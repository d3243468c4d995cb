/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkLinks,
  checkRepository,
  docFiles,
  githubSlug,
  headingAnchors,
  markdownLinks,
} from '@/scripts/check-doc-links.mjs';

// The documentation (issue 37): README.md short, the rest in docs/, and every relative link of
// README.md, CONTRIBUTING.md and docs/ leading to a file and heading that exist.

const ROOT = join(__dirname, '..', '..');

/** An in-memory repository for checkLinks: its files, and the folders they imply. */
function memoryRepository(files: Record<string, string>) {
  const folders = new Set(
    Object.keys(files).flatMap((path) =>
      path
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    read: (path: string) => files[path] ?? null,
    exists: (path: string) => path in files || folders.has(path),
    isFolder: (path: string) => folders.has(path),
  };
}

describe('the documentation', () => {
  it("has no broken relative link in README.md, CONTRIBUTING.md, docs/ or the suites' READMEs", () => {
    const { checked, problems } = checkRepository(ROOT);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('checks README.md, CONTRIBUTING.md and at least five pages of docs/', () => {
    const files = docFiles(ROOT);
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'reliability/README.md',
        'scripts/bench/README.md',
        'docs/architecture.md',
      ]),
    );
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps README.md to what a newcomer reads in five minutes (at most 250 lines)', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
  });

  it('names every top-level folder of the repository on the architecture page', () => {
    // What git ignores (.gitignore) and the tools' hidden folders (.git, .swc…) are not the repository's.
    const ignored = /^(\.(?!ci$).*|node_modules|out|coverage|artifacts|bench-results)$/;
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !ignored.test(entry.name))
      .map((entry) => entry.name);
    const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(folders.filter((folder) => !page.includes(`\`${folder}/\``))).toEqual([]);
  });
});

describe('checkLinks', () => {
  const files = {
    'README.md': [
      '# Site',
      '',
      'See [the guide](docs/guide.md#set-it-up), [its second part](docs/guide.md#set-it-up-1), [code](lib/seo.ts),',
      '[the docs folder](docs/), [here](#site), [the spec](https://example.org/spec#x) and [mail](mailto:a@b.c).',
      'Broken: [a missing page](docs/missing.md), [a missing heading](docs/guide.md#no-such-heading),',
      '[a missing local heading](#nowhere) and [a missing source file](lib/nothing.ts).',
      '',
      '```md',
      '[inside a code block](docs/missing-too.md)',
      '```',
      '',
      'And `[inside a code span](docs/missing-three.md)`, and a link over',
      'two lines: [the `Why` part of the',
      'guide](docs/guide.md#why-scriptsrc-stays).',
    ].join('\n'),
    'docs/guide.md': [
      '# Guide',
      '',
      '## Set it up',
      '',
      'Back to the [README](../README.md#site); out of the repository: [x](../../elsewhere.md).',
      '',
      '## Set it up',
      '',
      "## Why `script-src` stays: 'unsafe-inline'?",
      '',
      '```sh',
      '# not a heading',
      '```',
      '',
      'Not a heading: [here](#not-a-heading).',
    ].join('\n'),
    'lib/seo.ts': 'export {};',
  };

  it('reports a missing file and a missing heading, and nothing else', () => {
    const { checked, problems } = checkLinks(
      ['README.md', 'docs/guide.md'],
      memoryRepository(files),
    );
    expect(problems).toEqual([
      { file: 'README.md', line: 5, link: 'docs/missing.md', problem: 'no file docs/missing.md' },
      {
        file: 'README.md',
        line: 5,
        link: 'docs/guide.md#no-such-heading',
        problem: 'no heading #no-such-heading in docs/guide.md',
      },
      { file: 'README.md', line: 6, link: '#nowhere', problem: 'no heading #nowhere in README.md' },
      { file: 'README.md', line: 6, link: 'lib/nothing.ts', problem: 'no file lib/nothing.ts' },
      {
        file: 'README.md',
        line: 13,
        link: 'docs/guide.md#why-scriptsrc-stays',
        problem: 'no heading #why-scriptsrc-stays in docs/guide.md',
      },
      {
        file: 'docs/guide.md',
        line: 5,
        link: '../../elsewhere.md',
        problem: 'leads out of the repository',
      },
      {
        file: 'docs/guide.md',
        line: 15,
        link: '#not-a-heading',
        problem: 'no heading #not-a-heading in docs/guide.md',
      },
    ]);
    expect(checked).toBe(13);
  });

  it('passes once the links are mended', () => {
    const mended = {
      ...files,
      'README.md':
        '# Site\n\n[The guide](docs/guide.md#why-script-src-stays-unsafe-inline), [code](lib/seo.ts), [here](#site).\n',
      'docs/guide.md': files['docs/guide.md']
        .replace('(../../elsewhere.md)', '(../lib/seo.ts)')
        .replace('(#not-a-heading)', '(#set-it-up-1)'),
    };
    expect(checkLinks(['README.md', 'docs/guide.md'], memoryRepository(mended)).problems).toEqual(
      [],
    );
  });

  it('finds links outside code only, with their lines', () => {
    expect(
      markdownLinks(
        'a [b](c.md)\n`[d](e.md)`\n```\n[f](g.md)\n```\n![h](i.png "title")\n\n[j]: k.md',
      ),
    ).toEqual([
      { target: 'c.md', line: 1 },
      { target: 'i.png', line: 6 },
      { target: 'k.md', line: 8 },
    ]);
  });
});

describe('GitHub anchors', () => {
  it('slug headings as GitHub does', () => {
    expect(githubSlug("Real visitors' speed")).toBe('real-visitors-speed');
    expect(githubSlug('The repository, folder by folder')).toBe('the-repository-folder-by-folder');
    expect(githubSlug("Why `script-src` keeps `'unsafe-inline'`")).toBe(
      'why-script-src-keeps-unsafe-inline',
    );
    expect(githubSlug('Urdu (issue 17)')).toBe('urdu-issue-17');
    expect(githubSlug('Inside `app/`, `lib/` and the middleware')).toBe(
      'inside-app-lib-and-the-middleware',
    );
  });

  it('number repeated headings -1, -2, read setext headings and skip code blocks', () => {
    const anchors = headingAnchors('# A\n\n## A\n\n## A\n\nB title\n-------\n\n```\n# C\n```\n');
    expect([...anchors]).toEqual(['a', 'a-1', 'a-2', 'b-title']);
  });
});
