import clsx from 'clsx';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { readRichText } from '@/lib/views/rich-text';

type RichTextProps = {
  t: Dictionary;
  value: unknown;
  fallback: string;
  className?: string;
  clampLines?: number;
};

/** Backend text as paragraphs or sanitized HTML, marked as sent; or the page's own fallback. */
export function RichText({ t, value, fallback, className, clampLines }: RichTextProps) {
  const text = readRichText(value);
  const style = clampLines ? ({ '--clamp-lines': clampLines } as React.CSSProperties) : undefined;
  const classes = clsx('rich-text', clampLines && 'clamp', className);
  const sent = backendTextAttributes(t.lang);
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
