/** @jest-environment node */
import { GET } from '@/app/api/health/route';
import { callAppApi } from '@/lib/appapi/client';
import { readRows } from '@/lib/appapi/parse';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';
import { TEST_KEY, withNockBackend } from '../../support/appapi';

const { backend } = withNockBackend();
const rows = (reply: unknown) => readRows<Record<string, unknown>>(reply);

describe('GET /api/health', () => {
  it('names the build, the cache and the backend as last seen, without calling the backend', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      build: expect.any(String),
      cache: 'memory',
      backend: 'unknown',
      backendDownSince: null,
    });
    expect(JSON.stringify(body)).not.toContain(TEST_KEY);
  });

  it('reports the shared cache and a backend that went down', async () => {
    sharedState().cache = 'redis';
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(503, 'down');
    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow('503');
    const body = await GET().json();
    expect(body).toMatchObject({
      cache: 'redis',
      backend: 'down',
      backendDownSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    sharedState().cache = 'memory';
  });
});
