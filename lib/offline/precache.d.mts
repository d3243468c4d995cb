export const OFFLINE_PAGE_PATHS: string[];
export function precacheEntries(options: {
  publicDir: URL;
  buildRevision?: string;
}): { url: string; revision: string }[];
