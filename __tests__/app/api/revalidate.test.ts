/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';
import { REPLIES_TAG } from '@/lib/appapi/client';

// Next's revalidatePath/revalidateTag need a running Next server; what reaches them is checked
// here, and that a page really changes on every instance by the stack suite (reliability/).
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const SECRET = 'editor-secret-1f9c';
const saved = { ...process.env };

function call(body: unknown, authorization?: string) {
  return POST(
    new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  process.env = { ...saved, REVALIDATE_SECRET: SECRET, SITE_URL: 'https://www.kust.example.edu.pk' };
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});
afterAll(() => {
  process.env = saved;
});

describe('POST /api/revalidate', () => {
  it('refreshes the named pages and every upstream reply, answering with their public URLs', async () => {
    const response = await call({ paths: ['/DptHome?id=DEP-000025', '/', '/dpthome?id=DEP-000025'] }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ revalidated: ['/DptHome?id=DEP-000025', '/'] });
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([['/department/DEP-000025/DptHome'], ['/'], ['/department/DEP-000025/DptHome']]);
    expect(revalidateTag).toHaveBeenCalledWith(REPLIES_TAG, { expire: 0 });
  });

  it('refreshes every page with {"all": true}', async () => {
    const response = await call({ all: true }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['all'] });
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'Bearer editor-secret-1f9d'],
    ['a longer secret', `Bearer ${SECRET}x`],
    ['the secret without Bearer', SECRET],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 and changes nothing for %s', async (_, authorization) => {
    const response = await call({ paths: ['/AboutUs'] }, authorization);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain(SECRET);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 404 when no secret is configured, whatever is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await call({ all: true }, `Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 400, naming them, when a path is not a public route, and refreshes nothing', async () => {
    const response = await call({ paths: ['/AboutUs', '/department/DEP-1/DptHome', '/nope'] }, `Bearer ${SECRET}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ invalid: ['/department/DEP-1/DptHome', '/nope'] });
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['a body that is not JSON', 'paths=/AboutUs'],
    ['an empty list', { paths: [] }],
    ['neither paths nor all', { pages: ['/AboutUs'] }],
    ['all that is not true', { all: 'yes' }],
    ['a list as the body', ['/AboutUs']],
  ])('answers 400 to %s', async (_, body) => {
    const response = await call(body, `Bearer ${SECRET}`);
    expect(response.status).toBe(400);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
