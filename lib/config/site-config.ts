import 'server-only';
import { assertConfiguration } from '@/lib/config/check.mjs';
import { DEMO_API_KEY } from '@/lib/demo-api/handler';

// The only module that reads process.env (docs/behaviour.md, Environment). Read on every call so
// that build, start and tests all see the environment they were given.

/** Offices whose side menu also gets Director Message (docs/behaviour.md, Side menus). */
const DEFAULT_DIRECTOR_MESSAGE_DEPT_IDS = [
  'DEP-000020',
  'DEP-000021',
  'DEP-000022',
  'DEP-000023',
  'DEP-000025',
  'DEP-000026',
  'DEP-000027',
  'DEP-000039',
  'DEP-000040',
];

export type SiteConfig = {
  /** Origin of the AppAPI backend, without a trailing slash; null means the bundled demo. */
  appApiUrl: string | null;
  appApiKey: string;
  timeoutMs: number;
  maxConcurrency: number;
  revalidateSeconds: number;
  siteUrl: string;
  facultyCategoryId: string;
  directorMessageDeptIds: readonly string[];
  vcMessageDeptId: string;
  admissionsPortalUrl: string;
  admissionsLoginUrl: string;
  admissionsTutorialUrl: string;
  mapEmbedUrl: string;
  /** Bearer secret of POST /api/revalidate; null: the endpoint answers 404. */
  revalidateSecret: string | null;
  /** Where the production build is (NEXT_DIST_DIR, as next.config.mjs reads it). */
  distDir: string;
};

function text(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(text(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function origin(name: string, fallback: string | null): string | null {
  const value = text(name);
  return value ? value.replace(/\/+$/, '') : fallback;
}

export function getConfig(): SiteConfig {
  assertConfiguration(process.env);
  return {
    appApiUrl: origin('APPAPI_URL', null),
    appApiKey: text('APPAPI_KEY') ?? DEMO_API_KEY,
    timeoutMs: positiveInteger('APPAPI_TIMEOUT_MS', 5000),
    maxConcurrency: positiveInteger('APPAPI_MAX_CONCURRENCY', 8),
    revalidateSeconds: positiveInteger('APPAPI_REVALIDATE_SECONDS', 300),
    siteUrl: origin('SITE_URL', 'http://localhost:3000') as string,
    facultyCategoryId: text('FACULTY_CATEGORY_ID') ?? '1',
    directorMessageDeptIds:
      text('DIRECTOR_MESSAGE_DEPT_IDS')
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean) ?? DEFAULT_DIRECTOR_MESSAGE_DEPT_IDS,
    vcMessageDeptId: text('VC_MESSAGE_DEPT_ID') ?? 'DEP-000040',
    admissionsPortalUrl:
      text('ADMISSIONS_PORTAL_URL') ?? 'https://admissions.kust.example.edu.pk/register',
    admissionsLoginUrl:
      text('ADMISSIONS_LOGIN_URL') ?? 'https://admissions.kust.example.edu.pk/login',
    admissionsTutorialUrl:
      text('ADMISSIONS_TUTORIAL_URL') ?? 'https://www.youtube.com/watch?v=Xb3pYcDJ6bk',
    mapEmbedUrl:
      text('MAP_EMBED_URL') ??
      'https://www.openstreetmap.org/export/embed.html?bbox=67.74%2C26.70%2C67.82%2C26.76&layer=mapnik&marker=26.7319%2C67.7789',
    revalidateSecret: text('REVALIDATE_SECRET') ?? null,
    distDir: text('NEXT_DIST_DIR') ?? '.next',
  };
}

export function isDemoBackend(): boolean {
  return getConfig().appApiUrl === null;
}
