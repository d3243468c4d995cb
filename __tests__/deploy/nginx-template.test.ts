/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@/lib/i18n/languages';
import { DEPARTMENT_HOME_ROUTES, ROUTES } from '@/lib/routing/routes';

// The edge keeps no redirect between a department's two home routes (issue 34, N14): its
// location for them must name exactly those routes, in every language, and no other route.
const template = readFileSync('deploy/nginx/site.conf.template', 'utf8');
const [, pattern = ''] = /location ~ "([^"]*(?:DptHome|AdmHome)[^"]*)"/.exec(template) ?? [];
const homes = new RegExp(pattern);

describe('the edge’s location for a department’s home routes', () => {
  it('takes both routes in every language', () => {
    for (const { prefix } of Object.values(LANGUAGES)) {
      for (const route of DEPARTMENT_HOME_ROUTES)
        expect(homes.test(`${prefix}${route}`)).toBe(true);
    }
  });

  it('takes no other page, nor the preview images of those routes', () => {
    const others = ROUTES.map(({ path }) => path).filter(
      (path) => !(DEPARTMENT_HOME_ROUTES as readonly string[]).includes(path),
    );
    for (const { prefix } of Object.values(LANGUAGES))
      for (const path of others) expect(homes.test(`${prefix}${path}`)).toBe(false);
    expect(homes.test('/og/en/DptHome/DEP-000001.png')).toBe(false);
    expect(homes.test('/DptHomeX')).toBe(false);
  });

  it('never keeps a 307 there, nor serves an old copy while it asks again', () => {
    const block =
      template.slice(template.indexOf(`location ~ "${pattern}"`)).split('\n    }')[0] ?? '';
    expect(block).toMatch(/proxy_cache_valid 200 301 302 308 404 /);
    expect(block).not.toMatch(/proxy_cache_valid[^;]*307/);
    expect(block).not.toMatch(/proxy_cache_use_stale[^;]*updating/);
    expect(block).toMatch(/proxy_cache_background_update off;/);
  });
});
