import type {
  AboutRow,
  CampusRow,
  FactRow,
  HomeEventRow,
  InformationRow,
  NewsRow,
} from '@/lib/appapi/types';
import { newsAnchors } from '@/lib/feeds/stable-id';
import { formatFactNumber } from '@/lib/i18n/format';
import { textOf } from '@/lib/appapi/values';
import { imageOf, type ViewImage } from '@/lib/views/view-image';

// Home-page rows as components/home/* props. Dates stay as sent: views format them per language.

export type NewsItem = { title: string; image: ViewImage; date: unknown; anchor?: string | null };
export type EventItem = { title: string; image: ViewImage; date: unknown; description: unknown };
export type FactItem = { icon: ViewImage; number: string; label: string };
export type CampusItem = { title: string; image: ViewImage };
export type Information = { title: string; description: unknown; image: ViewImage };
export type About = { title: string; description: unknown; video: string | null };
export type ViceChancellor = { name: string; photo: ViewImage; message: unknown };

/** `anchored`: each item gets the id /feed.xml links it to (on /NewsEvents, which lists all). */
export function newsItems(rows: NewsRow[], { anchored = false } = {}): NewsItem[] {
  const anchors = anchored ? newsAnchors(rows) : [];
  return rows.map((row, index) => ({
    title: textOf(row.NEWS_TITLE),
    image: imageOf(row.NEWS_IMG),
    date: row.NEWS_DATE,
    anchor: anchors[index],
  }));
}

export function eventItems(rows: HomeEventRow[]): EventItem[] {
  return rows.map((row) => ({
    title: textOf(row.EVENT_TITLE),
    image: imageOf(row.EVENT_IMG),
    date: row.EVENT_DATE,
    description: row.EVENT_DESC,
  }));
}

export function factItems(rows: FactRow[]): FactItem[] {
  return rows.map((row) => ({
    icon: imageOf(row.FACT_ICO),
    number: formatFactNumber(row.FACT_NO),
    label: textOf(row.FACT_TITLE),
  }));
}

export function campusItems(rows: CampusRow[]): CampusItem[] {
  return rows.map((row) => ({ title: textOf(row.CAMPUS_TITLE), image: imageOf(row.CAMPUS_IMG) }));
}

export function informationOf(row: InformationRow | null): Information | null {
  const title = textOf(row?.INFORMATION_TITLE);
  if (!row || !title) return null;
  return { title, description: row.INFORMATION_DESC, image: imageOf(row.INFORMATION_IMG) };
}

/** Keeps the row's three states: `undefined` (the call failed), `null` (no about data), a row. */
export function aboutOf(row: AboutRow | null | undefined): About | null | undefined {
  if (!row) return row;
  return {
    title: textOf(row.ABOUT_TITLE),
    description: row.ABOUT_DESC,
    video: row.ABOUT_LINK || null,
  };
}

export function viceChancellorOf(row: AboutRow | null | undefined): ViceChancellor {
  return { name: textOf(row?.VC_NAME), photo: imageOf(row?.VC_IMG), message: row?.VC_MESSAGE };
}
