import 'server-only';
import { getAllNews, getHomeEvents } from '@/lib/appapi/home';
import { capRenderLifetime } from '@/lib/next-internals/render-lifetime';
import { getConfig } from '@/lib/config/site-config';
import { siteIndex } from '@/lib/search/site-index';
import { SITEMAP_LIMITS, sitemapFiles, sitemapUrls, type SitemapFiles } from './documents';
import { newestDate, sitemapPages } from './pages';

// The site index's walk, so that sitemap and search never disagree; dated from replies the home
// page already caches (docs/sharing.md, Sitemap).

export async function siteSitemap(): Promise<SitemapFiles> {
  const { siteUrl, revalidateSeconds, directorMessageDeptIds, vcMessageDeptId } = getConfig();
  const [{ walk, complete }, news, events] = await Promise.all([
    siteIndex(),
    getAllNews().catch(() => []),
    getHomeEvents().catch(() => []),
  ]);
  // The walk runs apart from this render, so its lifetime is stated here.
  await capRenderLifetime(complete ? revalidateSeconds : 1);
  const now = new Date();
  const newsDates = news.map((row) => row.NEWS_DATE);
  const lastmod = {
    '/': newestDate([...newsDates, ...events.map((row) => row.EVENT_DATE)], now),
    '/NewsEvents': newestDate(newsDates, now),
  };
  const pages = sitemapPages(walk, { directorMessageDeptIds, vcMessageDeptId, lastmod });
  return sitemapFiles(sitemapUrls(pages, siteUrl), siteUrl, SITEMAP_LIMITS);
}

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
