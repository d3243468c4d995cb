import { getEvents } from '@/lib/appapi/home';
import { getContact } from '@/lib/appapi/site';
import { eventsCalendar } from '@/lib/feeds/events-calendar';
import { FEEDS } from '@/lib/feeds/links';

// Written at build time and kept like a page (ISR), as /feed.xml is (see there).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  // Backend down: an empty calendar, still valid (the failure is logged by callAppApi).
  const [events, contact] = await Promise.all([
    getEvents().catch(() => []),
    getContact().catch(() => null),
  ]);
  return new Response(eventsCalendar(events, contact), {
    headers: { 'Content-Type': `${FEEDS.events.type}; charset=utf-8` },
  });
}
