// Small readers of rendered HTML, shared by the page tests in __tests__/app/.

/** The text a sighted visitor reads: the element's text without its screen-reader-only parts. */
export function shownText(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether some element inside `root` has exactly `text` as its own text (not its children's). */
export function hasOwnText(root: Element, text: string): boolean {
  return [...root.querySelectorAll('*')].some(
    (element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent)
        .join('')
        .trim() === text,
  );
}

/** Every link inside `root` as [shown text, href]. */
export function linksIn(root: ParentNode): [string, string | null][] {
  return [...root.querySelectorAll('a')].map((link) => [
    shownText(link),
    link.getAttribute('href'),
  ]);
}

/**
 * The URL an <img> shows: next/image routes an optimisable image through
 * /_next/image?url=…, so that form is read back to the original URL.
 */
export function imageUrl(image: Element | null | undefined): string | null {
  const src = image?.getAttribute('src') ?? null;
  if (src?.startsWith('/_next/image'))
    return new URL(src, 'http://site.test').searchParams.get('url');
  return src;
}

/** A table as its column headers and its body rows (each cell's shown text). */
export function readTable(table: Element | null | undefined): {
  headers: string[];
  rows: string[][];
} {
  if (!table) throw new Error('no table found');
  return {
    headers: [...table.querySelectorAll('thead th')].map(shownText),
    rows: [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td, th')].map(shownText),
    ),
  };
}

/** A row of a table's footer (the totals row), cell by cell. */
export function footerRow(table: Element | null | undefined): string[] {
  return [...(table?.querySelectorAll('tfoot tr > *') ?? [])].map(shownText);
}

export type MenuOutline = (string | [string, string | null])[];

/**
 * A menu (the side menu or the navigation bar) as readable lines: `[label, href]` for a link,
 * the label alone for an item with sub-items, followed by its sub-links indented with '  '.
 */
export function menuOutline(nav: Element): MenuOutline {
  const list = nav.querySelector('ul');
  if (!list) return [];
  const lines: MenuOutline = [];
  for (const item of [...list.children]) {
    const sublist = item.querySelector('ul');
    if (sublist) {
      const label = item.querySelector('summary, button');
      lines.push(shownText(label));
      for (const [text, href] of linksIn(sublist)) lines.push([`  ${text}`, href]);
    } else {
      const link = item.querySelector('a');
      lines.push(link ? [shownText(link), link.getAttribute('href')] : shownText(item));
    }
  }
  return lines;
}

/** The fields of the calls made to `fn` (from stubBackend's call list), without the auth key. */
export function fieldsOfCalls(calls: { fn: string; fields: Record<string, string> }[], fn: string) {
  return calls
    .filter((call) => call.fn === fn)
    .map(({ fields }) =>
      Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'authKey')),
    );
}

/** The backend replies without the listed functions (which then fail with HTTP 500). */
export function failing<T extends Record<string, unknown>>(replies: T, ...functions: string[]): T {
  return Object.fromEntries(Object.entries(replies).filter(([fn]) => !functions.includes(fn))) as T;
}
