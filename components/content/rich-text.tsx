import clsx from 'clsx';
import { readRichText } from '@/lib/rich-text';

type RichTextProps = {
  value: unknown;
  /** Shown when the value is empty. */
  fallback: string;
  className?: string;
  /** Clamp to this many lines (spec §9: about 7, vice chancellor 12, event 4). */
  clampLines?: number;
};

/** Backend text as paragraphs or sanitized HTML, or its fallback text. */
export function RichText({ value, fallback, className, clampLines }: RichTextProps) {
  const text = readRichText(value);
  const style = clampLines ? ({ '--clamp-lines': clampLines } as React.CSSProperties) : undefined;
  const classes = clsx('rich-text', clampLines && 'clamp', className);
  if (!text) return fallback ? <p className={clsx(classes, 'fallback-text')}>{fallback}</p> : null;
  if (text.kind === 'html') {
    // Sanitized by readRichText: an allowlist of tags, no attributes but href and title.
    return <div className={classes} style={style} dangerouslySetInnerHTML={{ __html: text.html }} />;
  }
  return (
    <div className={classes} style={style}>
      {text.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
