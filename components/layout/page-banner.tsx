import type { BackendTextAttributes } from '@/lib/i18n/backend-text';

type PageBannerProps = { title: string } & BackendTextAttributes;

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
