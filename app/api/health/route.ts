import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendState } from '@/lib/appapi/client';
import { getConfig } from '@/lib/config/site-config';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';

// docs/behaviour.md, /api/health: no upstream call, never cached.

export const dynamic = 'force-dynamic';

let buildId: string | null = null;

function readBuildId(): string {
  if (buildId === null) {
    try {
      buildId = readFileSync(join(process.cwd(), getConfig().distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unknown';
    }
  }
  return buildId;
}

export function GET(): Response {
  return Response.json(
    { status: 'ok', build: readBuildId(), cache: sharedState().cache, ...backendState() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
