import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { invalidateReplies } from '@/lib/appapi/client';
import { REPLIES_TAG, scopeTag } from '@/lib/appapi/reply-scope';
import { getConfig } from '@/lib/config/site-config';
import { revalidationTarget, type RevalidationTarget } from '@/lib/routing/revalidation';
import { peekSiteIndex, siteIndexLists } from '@/lib/search/site-index';

// docs/behaviour.md, /api/revalidate. Other instances hear of it through the cache handler's tag
// messages in Redis. An id the site index does not list is not refreshed, as every refreshed id
// leaves tag times in Redis that each instance reads whole (docs/operations.md, Editor refresh).

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
  // Still 200: each path was a public route; `unknown` says which were not refreshed, and why.
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
