// Types of scripts/check-doc-links.mjs, for the TypeScript that imports it (__tests__/docs/).

export type LinkProblem = { file: string; line: number; link: string; problem: string };
export type LinkCheck = { checked: number; problems: LinkProblem[] };
export type RepositoryReader = {
  read(path: string): string | null;
  exists(path: string): boolean;
  isFolder(path: string): boolean;
};

export function docFiles(root: string): string[];
export function repositoryFiles(root: string): RepositoryReader;
export function githubSlug(text: string): string;
export function headingAnchors(markdown: string): Set<string>;
export function markdownLinks(markdown: string): { target: string; line: number }[];
export function checkLinks(files: string[], repo: RepositoryReader): LinkCheck;
export function checkRepository(root: string): LinkCheck;
