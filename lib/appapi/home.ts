import 'server-only';
import { textOf } from '@/lib/appapi/values';
import { assetUrl, toEmbedUrl, withoutQuery } from './assets';
import { callAppApi } from './client';
import { readRows } from './parse';
import type {
  AboutRow,
  CampusRow,
  FactRow,
  HomeEventRow,
  InformationRow,
  NewsRow,
  PopupRow,
  SliderRow,
} from './types';

// The home page's and the general pages' data (docs/behaviour.md, Home page; Backend replies).

export const HOME_EVENT_LIMIT = 4;

export function getSlides(): Promise<SliderRow[]> {
  return callAppApi('HOME_SLIDER_GET', {}, (reply) =>
    readRows<SliderRow>(reply)
      .map((row) => ({ ...row, SLIDER_IMG: assetUrl(row.SLIDER_IMG) }))
      .filter((row) => row.SLIDER_IMG),
  );
}

export function getAbout(): Promise<AboutRow | null> {
  return callAppApi('HOME_ABOUT_GET', {}, (reply) => {
    const row = readRows<AboutRow>(reply)[0];
    return row
      ? { ...row, ABOUT_LINK: toEmbedUrl(row.ABOUT_LINK), VC_IMG: assetUrl(row.VC_IMG) }
      : null;
  });
}

function readNews(reply: unknown): NewsRow[] {
  return readRows<NewsRow>(reply)
    .map((row) => ({ ...row, NEWS_IMG: assetUrl(row.NEWS_IMG) }))
    .filter((row) => textOf(row.NEWS_TITLE));
}

export function getHomeNews(): Promise<NewsRow[]> {
  return callAppApi('HOME_NEWS_GET', {}, readNews);
}

export function getAllNews(): Promise<NewsRow[]> {
  return callAppApi('HOME_NEWS_GET_ALL', {}, readNews);
}

export function getFacts(): Promise<FactRow[]> {
  return callAppApi('HOME_FACT_GET', {}, (reply) =>
    readRows<FactRow>(reply)
      .map((row) => ({ ...row, FACT_ICO: assetUrl(row.FACT_ICO) }))
      .filter((row) => textOf(row.FACT_TITLE)),
  );
}

export function getCampusLife(): Promise<CampusRow[]> {
  return callAppApi('HOME_CAMPUS_GET', {}, (reply) =>
    readRows<CampusRow>(reply).map((row) => ({ ...row, CAMPUS_IMG: assetUrl(row.CAMPUS_IMG) })),
  );
}

/** Every event, for /events.ics. */
export function getEvents(): Promise<HomeEventRow[]> {
  return callAppApi('HOME_EVENT_GET', {}, (reply) =>
    readRows<HomeEventRow>(reply)
      .filter((row) => textOf(row.EVENT_TITLE))
      .map((row) => ({ ...row, EVENT_IMG: assetUrl(row.EVENT_IMG) })),
  );
}

/** From the same cached reply as getEvents. */
export async function getHomeEvents(): Promise<HomeEventRow[]> {
  return (await getEvents()).slice(0, HOME_EVENT_LIMIT);
}

export function getPopupImage(): Promise<string | null> {
  return callAppApi('HOME_POPUP_GET', {}, (reply) =>
    assetUrl(readRows<PopupRow>(reply)[0]?.HOME_POPUP_IMG),
  );
}

export function getInformation(): Promise<InformationRow | null> {
  return callAppApi('DPT_INFORMATION_GET', {}, (reply) => {
    const row = readRows<InformationRow>(reply)[0];
    return row ? { ...row, INFORMATION_IMG: assetUrl(withoutQuery(row.INFORMATION_IMG)) } : null;
  });
}
