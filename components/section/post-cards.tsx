import { CardGrid } from '@/components/content/card-grid';
import { JsonLd } from '@/components/content/json-ld';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { postsJsonLd } from '@/lib/seo/json-ld/events';
import type { departmentOrganization } from '@/lib/seo/json-ld/university';
import { textOf } from '@/lib/appapi/values';
import { imageOf } from '@/lib/views/view-image';

/** A post as the backend sends it: title, date, and picture and text when it has them. */
type Post = {
  title: unknown;
  posted: unknown;
  image: string | null | undefined;
  description?: unknown;
};

type PostCardsProps = {
  t: Dictionary;
  /** The heading's element id, which names the section. */
  headingId: string;
  heading: string;
  empty: string;
  posts: Post[];
  author: Awaited<ReturnType<typeof departmentOrganization>>;
  /** The page's public link (`/Events?id=…`), which each post's structured data points to. */
  href: string;
};

/** A department's events or seminars: cards, and an Article of structured data for each. */
export function PostCards({ t, headingId, heading, empty, posts, author, href }: PostCardsProps) {
  const postData = postsJsonLd(posts, author, href, t.lang);
  return (
    <>
      {postData.length > 0 && <JsonLd data={postData} />}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {heading}
        </h2>
        <CardGrid
          t={t}
          empty={empty}
          cards={posts.map((post) => ({
            title: textOf(post.title),
            image: imageOf(post.image),
            date: post.posted,
            description: post.description,
          }))}
        />
      </section>
    </>
  );
}
