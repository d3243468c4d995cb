import { CardGrid } from '@/components/content/card-grid';
import { getSeminars } from '@/lib/appapi/department';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/Seminars', await readId(props));
}

export default async function SeminarsPage(props: IdParams) {
  const id = await readId(props);
  const seminars = await getSeminars(id).catch(() => []);
  return (
    <section aria-labelledby="seminars-heading">
      <h2 id="seminars-heading" className="section-title">Seminars</h2>
      <CardGrid
        empty="No seminars have been announced yet."
        cards={seminars.map((seminar) => ({
          title: textOf(seminar.SEMINARS_TITLE),
          image: seminar.SEMINARS_IMG,
          date: seminar.CREATE_DATE,
          description: seminar.SEMINARS_DESC,
        }))}
      />
    </section>
  );
}
