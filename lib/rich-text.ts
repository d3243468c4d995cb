import sanitizeHtml from 'sanitize-html';
import { textOf } from './text';

// Text from the backend is shown safely: plain text as paragraphs, or — when the backend sends
// markup — HTML reduced to a small allowlist, so a <script> or an onerror= never runs.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export type RichText = { kind: 'html'; html: string } | { kind: 'paragraphs'; paragraphs: string[] };

const LOOKS_LIKE_MARKUP = /<\/?[a-z][\s\S]*?>/i;

/** The value as safe HTML (if it holds markup) or as paragraphs; null when it is empty. */
export function readRichText(value: unknown): RichText | null {
  const text = textOf(value);
  if (!text) return null;
  if (LOOKS_LIKE_MARKUP.test(text)) {
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
