import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { invalidateReplies } from '@/lib/appapi/client';
import { REPLIES_TAG, scopeTag } from '@/lib/appapi/reply-scope';
import { getConfig } from '@/lib/config';
import { revalidationTarget, type RevalidationTarget } from '@/lib/revalidation';
import { peekSiteIndex, siteIndexLists } from '@/lib/search/site-index';

// POST /api/revalidate (CONTRACT.md): an editor's refresh. With the right bearer secret, the
// named pages (or all of them) and the upstream replies they are built from are refreshed on
// every instance: the replies are made stale here and, through the cache handler's tag
// messages (Redis), on the others; the pages' cache entries are expired, so the next view of
// each renders the backend's current content. A page refreshes its own replies only (its id's,
// or the site-wide ones for a page without id: lib/appapi/reply-scope.ts), so one fixed typo
// does not make every instance ask the backend for everything again; `{"all": true}` does.
//
// A page about an id the site index (of a complete walk) does not list is not refreshed, and is
// named in the answer's `unknown`, with a note (issue 49, N24): each refreshed id leaves a dozen tag times in
// Redis, which every instance reads whole, and 500 made-up ids grew them from 15 to 6,515. While
// the index is absent or incomplete every well-formed id is refreshed as before: an editor's
// refresh is never lost because the index is cold (the page cache bounds the tag times anyway).

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_PATHS = 500;
const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function isAuthorised(header: string | null, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

type Body = { paths?: unknown; all?: unknown };

async function readBody(request: Request): Promise<Body | null> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : null;
  } catch {
    return null;
  }
}

export async function POST(request: Request): Promise<Response> {
  const config = getConfig();
  if (!config.revalidateSecret) return answer(404, { error: 'not found' });
  if (!isAuthorised(request.headers.get('authorization'), config.revalidateSecret)) {
    return answer(401, {
      error: 'a valid Authorization: Bearer <REVALIDATE_SECRET> header is required',
    });
  }

  const body = await readBody(request);
  const all = body?.all === true;
  const paths = body?.paths;
  if (
    !body ||
    (!all && (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS))
  ) {
    return answer(400, {
      error: `send {"paths": ["/DptHome?id=DEP-000025", …]} (at most ${MAX_PATHS}) or {"all": true}`,
    });
  }
  const targets = all
    ? []
    : (paths as unknown[]).map((path) => revalidationTarget(path, config.siteUrl));
  const invalid = all ? [] : (paths as unknown[]).filter((_, index) => targets[index] === null);
  if (invalid.length > 0) return answer(400, { error: 'not public routes of this site', invalid });

  if (all) {
    invalidateReplies();
    revalidateTag(REPLIES_TAG, { expire: 0 });
    revalidatePath('/', 'layout');
    return answer(200, { revalidated: ['all'] });
  }
  const listed = targets.map(
    (target) =>
      !target?.subject || siteIndexLists(target.subject.kind, target.subject.id) !== false,
  );
  const unknown = (paths as unknown[]).filter((_, index) => !listed[index]);
  const refreshed = targets.filter(
    (target, index): target is RevalidationTarget => target !== null && listed[index] === true,
  );
  // Still 200 when none was refreshed: each path was a public route (CONTRACT.md); `unknown` says
  // which were not, and why.
  if (refreshed.length === 0)
    return answer(200, { revalidated: [], unknown, note: unknownIds(config.revalidateSeconds) });
  const scopes = [...new Set(refreshed.map((target) => target.replyScope))];
  invalidateReplies(scopes);
  for (const scope of scopes) revalidateTag(scopeTag(scope), { expire: 0 });
  for (const path of new Set(refreshed.flatMap((target) => target.cachePaths)))
    revalidatePath(path);
  const revalidated = [...new Set(refreshed.flatMap((target) => target.urls))];
  return answer(
    200,
    unknown.length === 0
      ? { revalidated }
      : { revalidated, unknown, note: unknownIds(config.revalidateSeconds) },
  );
}

/** Why the ids in `unknown` were not refreshed, and when one new in the backend will be. */
function unknownIds(revalidateSeconds: number): string {
  const builtAt = peekSiteIndex()?.builtAt;
  const of = builtAt === undefined ? '' : ` (walked ${new Date(builtAt).toISOString()})`;
  return (
    `not refreshed: the site index${of} lists no faculty, department or programme of these ids; ` +
    `one added to the backend since is listed after the index's next walk (every ${revalidateSeconds} s)`
  );
}
