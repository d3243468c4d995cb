import type { SentAttributes } from '@/lib/i18n/sent';

type PageBannerProps = { title: string } & SentAttributes;

/** The title banner of spec §2 (the page's <h1>); the title shows in upper case (in scripts that have it). */
export function PageBanner({ title, lang, dir }: PageBannerProps) {
  return (
    <div className="page-banner">
      <h1 className="page-banner__title" lang={lang} dir={dir}>
        {title}
      </h1>
    </div>
  );
}
