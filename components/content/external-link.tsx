import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type ExternalLinkProps = { t: Dictionary; href: string; children: ReactNode; className?: string };

/** A link to another site: opens in a new tab, safely, and says so to screen readers in the page's language. */
export function ExternalLink({ t, href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t.layout.opensInNewTab}</span>
    </a>
  );
}
