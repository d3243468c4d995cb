import clsx from 'clsx';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { asSent } from '@/lib/i18n/sent';
import { readRichText } from '@/lib/rich-text';

type RichTextProps = {
  /** The page's dictionary: backend text is marked as sent on pages in other languages. */
  t: Dictionary;
  value: unknown;
  /** Shown when the value is empty. */
  fallback: string;
  className?: string;
  /** Clamp to this many lines (spec §9: about 7, vice chancellor 12, event 4). */
  clampLines?: number;
};

/**
 * Backend text as paragraphs or sanitized HTML, marked as sent (lang="en" dir="ltr") on pages
 * in other languages; or its fallback text, which is the page's own.
 */
export function RichText({ t, value, fallback, className, clampLines }: RichTextProps) {
  const text = readRichText(value);
  const style = clampLines ? ({ '--clamp-lines': clampLines } as React.CSSProperties) : undefined;
  const classes = clsx('rich-text', clampLines && 'clamp', className);
  const sent = asSent(t.lang);
  if (!text) return fallback ? <p className={clsx(classes, 'fallback-text')}>{fallback}</p> : null;
  if (text.kind === 'html') {
    // Sanitized by readRichText: an allowlist of tags, no attributes but href and title.
    return (
      <div
        {...sent}
        className={classes}
        style={style}
        dangerouslySetInnerHTML={{ __html: text.html }}
      />
    );
  }
  return (
    <div {...sent} className={classes} style={style}>
      {text.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
