import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { invalidateReplies } from '@/lib/appapi/client';
import { REPLIES_TAG, scopeTag } from '@/lib/appapi/reply-scope';
import { getConfig } from '@/lib/config';
import { revalidationTarget } from '@/lib/revalidation';

// POST /api/revalidate (CONTRACT.md): an editor's refresh. With the right bearer secret, the
// named pages (or all of them) and the upstream replies they are built from are refreshed on
// every instance: the replies are made stale here and, through the cache handler's tag
// messages (Redis), on the others; the pages' cache entries are expired, so the next view of
// each renders the backend's current content. A page refreshes its own replies only (its id's,
// or the site-wide ones for a page without id: lib/appapi/reply-scope.ts), so one fixed typo
// does not make every instance ask the backend for everything again; `{"all": true}` does.

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
    return answer(401, { error: 'a valid Authorization: Bearer <REVALIDATE_SECRET> header is required' });
  }

  const body = await readBody(request);
  const all = body?.all === true;
  const paths = body?.paths;
  if (!body || (!all && (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS))) {
    return answer(400, { error: `send {"paths": ["/DptHome?id=DEP-000025", …]} (at most ${MAX_PATHS}) or {"all": true}` });
  }
  const targets = all ? [] : (paths as unknown[]).map((path) => revalidationTarget(path, config.siteUrl));
  const invalid = all ? [] : (paths as unknown[]).filter((_, index) => targets[index] === null);
  if (invalid.length > 0) return answer(400, { error: 'not public routes of this site', invalid });

  if (all) {
    invalidateReplies();
    revalidateTag(REPLIES_TAG, { expire: 0 });
    revalidatePath('/', 'layout');
    return answer(200, { revalidated: ['all'] });
  }
  const refreshed = targets.filter((target) => target !== null);
  const scopes = [...new Set(refreshed.map((target) => target.replyScope))];
  invalidateReplies(scopes);
  for (const scope of scopes) revalidateTag(scopeTag(scope), { expire: 0 });
  for (const path of new Set(refreshed.flatMap((target) => target.cachePaths))) revalidatePath(path);
  return answer(200, { revalidated: [...new Set(refreshed.flatMap((target) => target.urls))] });
}
