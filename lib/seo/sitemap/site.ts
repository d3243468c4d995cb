import 'server-only';
import { getAllNews, getHomeEvents } from '@/lib/appapi/home';
import { capRenderLifetime } from '@/lib/next-internals/render-lifetime';
import { getConfig } from '@/lib/config';
import { siteIndex } from '@/lib/search/site-index';
import { SITEMAP_LIMITS, sitemapFiles, sitemapUrls, type SitemapFiles } from './documents';
import { newestDate, sitemapPages } from './pages';

// The sitemap of the site as it is now: the site index's walk (so that the sitemap and the
// search never disagree), dated where the backend dates what a page shows. Its lastmod costs
// no upstream call of its own: the news and events replies are the ones the home page,
// /NewsEvents, /feed.xml and /events.ics read, from the same reply cache. Department pages have
// no date: their events and downloads would be one call per department, which the walk does
// not make.

export async function siteSitemap(): Promise<SitemapFiles> {
  const { siteUrl, revalidateSeconds, directorMessageDeptIds, vcMessageDeptId } = getConfig();
  const [{ walk, complete }, news, events] = await Promise.all([
    siteIndex(),
    getAllNews().catch(() => []),
    getHomeEvents().catch(() => []),
  ]);
  // The walk runs apart from this render: the sitemap's lifetime is stated here, short while
  // the index lacks parts of the backend.
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
