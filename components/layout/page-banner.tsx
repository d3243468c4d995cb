import type { SentAttributes } from '@/lib/i18n/sent';

type PageBannerProps = { title: string } & SentAttributes;

/** The title banner of a page about an id, its <h1>: upper case, in scripts that have it. */
export function PageBanner({ title, lang, dir }: PageBannerProps) {
  return (
    <div className="page-banner">
      <h1 className="page-banner__title" lang={lang} dir={dir}>
        {title}
      </h1>
    </div>
  );
}
