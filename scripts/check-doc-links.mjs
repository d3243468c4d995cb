// The documentation's relative links hold (issue 37): every link of README.md, CONTRIBUTING.md,
// docs/**/*.md and the suites' own READMEs that is not an address elsewhere (http:, mailto:…) must lead to a file or
// folder of the repository and, when it names a heading of a Markdown file (`page.md#heading`,
// or `#heading` in the same file), to a heading that file has, by GitHub's slugs. Paths are
// relative to the folder of the Markdown file that holds the link, as on GitHub.
//
//   node scripts/check-doc-links.mjs      prints each broken link; exits 1 if there is one
//
// __tests__/docs/links.test.ts runs it in `npm test`. The checking itself (`checkLinks`) is a
// pure function of the files it is given, so that the test can also show it failing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';

/** The Markdown files whose links are checked, relative to the root, '/'-separated. */
export function docFiles(root) {
  const files = [
    'README.md',
    'CONTRIBUTING.md',
    'reliability/README.md',
    'scripts/bench/README.md',
  ].filter((file) => existsSync(join(root, file)));
  const walk = (folder) => {
    const full = join(root, folder);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** The repository on disk, as `checkLinks` reads it. */
export function repositoryFiles(root) {
  return {
    read(path) {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return null;
      }
    },
    exists(path) {
      return existsSync(join(root, path));
    },
    isFolder(path) {
      try {
        return statSync(join(root, path)).isDirectory();
      } catch {
        return false;
      }
    },
  };
}

/** GitHub's anchor of a heading's text (github-slugger's rule): lower case, punctuation and symbols dropped, spaces → '-'. */
export function githubSlug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text with its fenced code blocks, code spans and HTML comments blanked out, line breaks kept. */
function withoutCode(markdown) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  const lines = markdown.split('\n');
  let fence = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (closing && closing[1][0] === fence[0] && closing[1].length >= fence.length) fence = null;
      lines[i] = blank(line);
    } else if (opening) {
      fence = opening[1];
      lines[i] = blank(line);
    }
  }
  return (
    lines
      .join('\n')
      .replace(/<!--[\s\S]*?-->/g, blank)
      // A code span may run over a line break, never over a blank line.
      .replace(/(`+)((?:(?!\n[ \t]*\n)[\s\S])*?[^`])\1(?!`)/g, blank)
  );
}

/** The anchors of a Markdown text: its headings' slugs (the second of a slug gets '-1', as on GitHub) and HTML ids. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const occurrences = new Map();
  const add = (text) => {
    const base = githubSlug(
      text
        .replace(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .trim(),
    );
    let slug = base;
    while (occurrences.has(slug)) {
      const count = occurrences.get(base) + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    anchors.add(slug);
  };
  const lines = withoutCode(markdown).split('\n');
  // Code spans are blanked in `lines`; a heading's text keeps them (GitHub drops only the backticks).
  const original = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const atx = /^ {0,3}(#{1,6})(?:[ \t]+|$)/.exec(lines[i]);
    if (atx) {
      add(
        original[i]
          .replace(/^ {0,3}#{1,6}/, '')
          .replace(/[ \t]+#+[ \t]*$/, '')
          .trim(),
      );
      continue;
    }
    const previous = lines[i - 1];
    if (
      i > 0 &&
      /^ {0,3}(=+|-+)[ \t]*$/.test(lines[i]) &&
      previous.trim() !== '' &&
      !/^ {0,3}(#|[-*+] |\d+[.)] |>|\|)/.test(previous) &&
      (i < 2 || lines[i - 2].trim() === '' || !/^ {0,3}(=+|-+)[ \t]*$/.test(lines[i - 2]))
    ) {
      add(original[i - 1].trim());
    }
  }
  for (const match of markdown.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi))
    anchors.add(match[1]);
  return anchors;
}

/** The links of a Markdown text, outside code: inline links and images, and reference definitions. */
export function markdownLinks(markdown) {
  const text = withoutCode(markdown);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const links = [];
  for (const match of text.matchAll(
    /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
  )) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineOf(match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineOf(match.index) });
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A link that leaves the repository: a scheme (https:, mailto:, tel:…) or a host (//example.org). */
function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

const decode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Checks the relative links of the Markdown files `files` (paths relative to the root,
 * '/'-separated), reading the repository through `repo` ({ read(path) → text or null,
 * exists(path), isFolder(path) }). Returns how many links were checked and every broken one.
 */
export function checkLinks(files, repo) {
  const anchorsOf = new Map();
  const anchors = (path) => {
    if (!anchorsOf.has(path)) {
      const text = repo.read(path);
      anchorsOf.set(path, text === null ? null : headingAnchors(text));
    }
    return anchorsOf.get(path);
  };
  const problems = [];
  let checked = 0;
  for (const file of files) {
    const text = repo.read(file);
    if (text === null) {
      problems.push({ file, line: 0, link: '', problem: 'file not found' });
      continue;
    }
    for (const { target, line } of markdownLinks(text)) {
      if (target === '' || isExternal(target)) continue;
      checked += 1;
      const report = (problem) => problems.push({ file, line, link: target, problem });
      const hashAt = target.indexOf('#');
      const pathPart = (hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
      const anchor = hashAt === -1 ? null : decode(target.slice(hashAt + 1));
      if (pathPart.startsWith('/')) {
        report('absolute path: write it relative to this file');
        continue;
      }
      const path =
        pathPart === ''
          ? file
          : posix.normalize(posix.join(posix.dirname(file), decode(pathPart))).replace(/\/$/, '');
      if (path === '..' || path.startsWith('../')) {
        report('leads out of the repository');
        continue;
      }
      if (!repo.exists(path)) {
        report(`no file ${path}`);
        continue;
      }
      if (anchor === null || anchor === '' || !path.endsWith('.md') || repo.isFolder(path))
        continue;
      if (!anchors(path)?.has(anchor)) report(`no heading #${anchor} in ${path}`);
    }
  }
  return { checked, problems };
}

/** The repository's documentation, checked. */
export function checkRepository(root) {
  return checkLinks(docFiles(root), repositoryFiles(root));
}

if (process.argv[1] && /check-doc-links\.mjs$/.test(process.argv[1])) {
  const root = resolve(dirname(process.argv[1]), '..');
  const { checked, problems } = checkRepository(root);
  for (const { file, line, link, problem } of problems)
    console.log(`${file}:${line}: (${link}) ${problem}`);
  console.log(`${checked} relative links checked, ${problems.length} broken`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
