/** @jest-environment node */
import { configurationProblem } from '@/lib/config/check.mjs';
import { getConfig } from '@/lib/config/site-config';
import { DEMO_API_KEY } from '@/lib/demo-api/handler';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('configurationProblem', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['blank', '  '],
  ])('refuses APPAPI_URL with APPAPI_KEY %s, naming both variables', (_, key) => {
    const problem = configurationProblem({
      APPAPI_URL: 'https://backend.example.edu.pk',
      APPAPI_KEY: key,
    });
    expect(problem).toMatch(
      /^APPAPI_URL is set but APPAPI_KEY is not: set APPAPI_KEY to the key of the backend at APPAPI_URL/,
    );
  });

  it('accepts a backend with its key, and the bundled demo (no APPAPI_URL) with or without one', () => {
    expect(
      configurationProblem({ APPAPI_URL: 'https://backend.example.edu.pk', APPAPI_KEY: 'k' }),
    ).toBeNull();
    expect(configurationProblem({})).toBeNull();
    expect(configurationProblem({ APPAPI_URL: ' ', APPAPI_KEY: '' })).toBeNull();
  });
});

describe('getConfig', () => {
  it('never gives the demo key for a configured backend: it throws the same message', () => {
    process.env.APPAPI_URL = 'https://backend.example.edu.pk';
    delete process.env.APPAPI_KEY;
    expect(() => getConfig()).toThrow(/^APPAPI_URL is set but APPAPI_KEY is not/);
    process.env.APPAPI_KEY = '';
    expect(() => getConfig()).toThrow(expect.objectContaining({ name: 'ConfigurationError' }));
  });

  it('uses the demo key with the bundled demo backend, and the configured key with a backend', () => {
    delete process.env.APPAPI_URL;
    delete process.env.APPAPI_KEY;
    expect(getConfig()).toMatchObject({ appApiUrl: null, appApiKey: DEMO_API_KEY });
    Object.assign(process.env, {
      APPAPI_URL: 'https://backend.example.edu.pk/',
      APPAPI_KEY: ' real-key ',
    });
    expect(getConfig()).toMatchObject({
      appApiUrl: 'https://backend.example.edu.pk',
      appApiKey: 'real-key',
    });
  });
});
