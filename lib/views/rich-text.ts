import sanitizeHtml from 'sanitize-html';
import { textOf } from '@/lib/appapi/values';

// Backend text as paragraphs, or its markup reduced to an allowlist: no <script> or onerror= runs.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  // No `target` is allowed, so links open in the same tab and need no rel="noopener".
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export type RichText =
  { kind: 'html'; html: string } | { kind: 'paragraphs'; paragraphs: string[] };

const TAG_START = /<\/?[a-z]/i;

/** Markup test in linear time: if any tag start has a later `>`, the first one has. */
function looksLikeMarkup(text: string): boolean {
  const start = text.search(TAG_START);
  return start !== -1 && text.indexOf('>', start) !== -1;
}

/** The value as safe HTML (if it holds markup) or as paragraphs; null when it is empty. */
export function readRichText(value: unknown): RichText | null {
  const text = textOf(value);
  if (!text) return null;
  if (looksLikeMarkup(text)) {
    const html = sanitizeHtml(text, ALLOWED).trim();
    return html ? { kind: 'html', html } : null;
  }
  const paragraphs = text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { kind: 'paragraphs', paragraphs };
}

/** Plain text of a value that may hold markup: for meta descriptions and alt texts. */
export function plainText(value: unknown): string {
  return sanitizeHtml(textOf(value), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
