import Link from 'next/link';
import type { Metadata } from 'next';
import { PageBanner } from '@/components/layout/page-banner';
import { pageDictionary } from '@/lib/i18n/server';
import { localHref } from '@/lib/routing/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageDictionary()).notFound.title };
}

export default async function NotFound() {
  const t = await pageDictionary();
  return (
    <div className="container page-content">
      <PageBanner title={t.notFound.title} />
      <p>{t.notFound.text}</p>
      <p>
        <Link href={localHref('/', t.lang)}>{t.notFound.homeLink}</Link> {t.notFound.rest}
      </p>
    </div>
  );
}
