/** @jest-environment node */
import { GET } from '@/app/og/[lang]/[...page]/route';
import { logger } from '@/lib/ops/log.mjs';
import { previewContent } from '@/lib/seo/preview-image/content';
import { PreviewBusyError, renderPreview } from '@/lib/seo/preview-image/render';
import { withNockBackend } from '../support/appapi';

// A preview image whose render failed is not rendered again, nor logged again, for the revalidate
// window (issue 49, N22): it was rendered, and logged as an error, on every request. What the
// image says is stood in for (which ids get an image is preview-image.test.ts's); the render is
// the real one unless a test makes it fail.

jest.mock('@/lib/seo/preview-image/render', () => {
  const actual = jest.requireActual<typeof import('@/lib/seo/preview-image/render')>(
    '@/lib/seo/preview-image/render',
  );
  return { ...actual, renderPreview: jest.fn(actual.renderPreview) };
});
jest.mock('@/lib/seo/preview-image/content', () => ({ previewContent: jest.fn() }));

const { renderPreview: realRender } = jest.requireActual<
  typeof import('@/lib/seo/preview-image/render')
>('@/lib/seo/preview-image/render');
const render = jest.mocked(renderPreview);
/** The name the backend gives each page (by id). */
const names = new Map<string, string>();

const WINDOW_SECONDS = 60;
const { logged } = withNockBackend({ APPAPI_REVALIDATE_SECONDS: String(WINDOW_SECONDS) });

const realNow = Date.now;
const clock = { offset: 0 };
let warnings: string[] = [];

beforeEach(() => {
  render.mockReset();
  render.mockImplementation(realRender);
  names.clear();
  jest.mocked(previewContent).mockImplementation(async ({ lang, id }) => ({
    lang,
    kicker: 'Department',
    name: (id && names.get(id)) || 'Department of Civil Engineering',
    header: 'University',
    host: 'www.kust.example.edu.pk',
  }));
  clock.offset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clock.offset);
  warnings = [];
  jest
    .spyOn(logger(), 'warn')
    .mockImplementation(((...args: unknown[]) => void warnings.push(String(args.at(-1)))) as never);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** GET of a preview image URL, as the route receives it. */
async function get(path: string) {
  const [lang, ...page] = path.replace(/^\/og\//, '').split('/');
  return GET(new Request(`http://site.test${path}`), {
    params: Promise.resolve({ lang: lang ?? '', page }),
  });
}

/** Status, Location, Cache-Control and Retry-After of the answer to `path`. */
async function answer(path: string) {
  const response = await get(path);
  const { headers } = response;
  return [
    response.status,
    headers.get('location'),
    headers.get('cache-control'),
    headers.get('retry-after'),
  ];
}

const SITE_IMAGE = [307, '/og/en/home.png', 'no-store', null];
const failures = () => logged().filter((line) => line.startsWith('Preview image failed'));

describe('GET /og/… after a failed render', () => {
  it('renders it once per window: one render and one error line for two requests, the same 307; again once the window is past', async () => {
    render.mockRejectedValue(new Error('text: invalid value (typically too big)'));
    expect(await answer('/og/en/DptHome/DEP-000101.png')).toEqual(SITE_IMAGE);
    expect(await answer('/og/en/DptHome/DEP-000101.png')).toEqual(SITE_IMAGE);
    expect(render).toHaveBeenCalledTimes(1);
    expect(failures()).toEqual([
      'Preview image failed: /og/en/DptHome/DEP-000101.png: text: invalid value (typically too big)',
    ]);
    // The window is APPAPI_REVALIDATE_SECONDS: kept until it ends, tried again after.
    clock.offset = (WINDOW_SECONDS - 1) * 1000;
    expect(await answer('/og/en/DptHome/DEP-000101.png')).toEqual(SITE_IMAGE);
    expect(render).toHaveBeenCalledTimes(1);
    clock.offset = (WINDOW_SECONDS + 1) * 1000;
    render.mockImplementation(realRender);
    const again = await get('/og/en/DptHome/DEP-000101.png');
    expect([again.status, again.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(render).toHaveBeenCalledTimes(2);
    expect(failures()).toHaveLength(1);
  });

  it('keeps the failure of one page only: another page, or the same page with another name, is rendered', async () => {
    names.set('DEP-000102', 'Department of Physics');
    render.mockRejectedValueOnce(new Error('failed'));
    expect(await answer('/og/en/DptHome/DEP-000102.png')).toEqual(SITE_IMAGE);
    expect((await get('/og/en/DptHome/DEP-000103.png')).status).toBe(200);
    expect(await answer('/og/en/DptHome/DEP-000102.png')).toEqual(SITE_IMAGE);
    expect(render).toHaveBeenCalledTimes(2);
    // The backend's name changed (an editor's fix, and POST /api/revalidate): no need to wait.
    names.set('DEP-000102', 'Department of Applied Physics');
    expect((await get('/og/en/DptHome/DEP-000102.png')).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps no refusal for a full queue: load shed, the next request renders', async () => {
    render.mockRejectedValueOnce(new PreviewBusyError('6 preview images waiting'));
    expect(await answer('/og/en/DptHome/DEP-000104.png')).toEqual(SITE_IMAGE);
    expect((await get('/og/en/DptHome/DEP-000104.png')).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
    expect([failures(), warnings]).toEqual([
      [],
      ['Preview image failed: /og/en/DptHome/DEP-000104.png: 6 preview images waiting'],
    ]);
  });

  it("answers the site's own image failing with a 503 until the window ends, logged once", async () => {
    render.mockRejectedValue(new Error('failed'));
    const unavailable = [503, null, 'no-store', String(WINDOW_SECONDS)];
    expect(await answer('/og/ur/home.png')).toEqual(unavailable);
    clock.offset = 20_000;
    expect(await answer('/og/ur/home.png')).toEqual([
      503,
      null,
      'no-store',
      String(WINDOW_SECONDS - 20),
    ]);
    expect([render.mock.calls.length, failures().length]).toEqual([1, 1]);
  });

  it('keeps the last 500 failed pages, the oldest out', async () => {
    render.mockRejectedValue(new Error('failed'));
    const path = (n: number) => `/og/en/DptHome/DEP-${String(200_000 + n)}.png`;
    for (let n = 0; n <= 500; n += 1) await get(path(n));
    expect(render).toHaveBeenCalledTimes(501);
    await get(path(500));
    await get(path(1));
    expect(render).toHaveBeenCalledTimes(501);
    await get(path(0));
    expect(render).toHaveBeenCalledTimes(502);
  });
});

// A name the backend should not have sent is set, not a failure (issue 49, N22).
describe('GET /og/… of a name with a stack of marks', () => {
  it('one letter with 5,000 combining marks: a PNG', async () => {
    names.set('DEP-000105', `x${'\u0301'.repeat(5000)}`);
    const response = await get('/og/en/DptHome/DEP-000105.png');
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(failures()).toEqual([]);
  });
});
