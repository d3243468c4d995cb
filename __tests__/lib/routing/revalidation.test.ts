import { LANGUAGE_CODES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { revalidationTarget } from '@/lib/routing/revalidation';
import { inEveryLanguage, inLanguage } from '../../support/languages';

const SITE = 'https://www.kust.example.edu.pk';

/** A page's public URL in every language, English first. */
const urlsOf = (path: string) => inEveryLanguage(path);
/** Next's cached page (`/<code><internal path>`) and its preview image (`/og/<code>/<name>.png`), per language. */
const cachePathsOf = (internal: string, image: string) =>
  LANGUAGE_CODES.flatMap((code) => [`/${code}${internal}`, `/og/${code}/${image}.png`]);

describe('revalidationTarget', () => {
  it('maps a keyed public URL to the paths Next caches its page under, in every language', () => {
    const every = {
      urls: urlsOf('/Faculty?id=DEP-000025'),
      cachePaths: cachePathsOf('/department/DEP-000025/Faculty', 'Faculty/DEP-000025'),
      replyScope: 'id:DEP-000025',
      subject: { kind: 'department', id: 'DEP-000025' },
    };
    expect(every.urls.slice(0, 2)).toEqual(['/Faculty?id=DEP-000025', '/ur/Faculty?id=DEP-000025']);
    expect(every.cachePaths.slice(0, 2)).toEqual([
      '/en/department/DEP-000025/Faculty',
      '/og/en/Faculty/DEP-000025.png',
    ]);
    expect(revalidationTarget('/Faculty?id=DEP-000025', SITE)).toEqual(every);
    // Any language's URL refreshes them all: they show the same backend content.
    for (const code of PREFIXED_LANGUAGES)
      expect(revalidationTarget(inLanguage('/Faculty?id=DEP-000025', code), SITE)).toEqual(every);
    expect(revalidationTarget('/FacHome?id=FAC-000001', SITE)?.cachePaths).toEqual(
      cachePathsOf('/faculty/FAC-000001/FacHome', 'FacHome/FAC-000001'),
    );
    for (const code of LANGUAGE_CODES) {
      expect(revalidationTarget('/ProHome?id=PRG-000001', SITE)?.cachePaths).toContain(
        `/og/${code}/ProHome/PRG-000001.png`,
      );
    }
  });

  // Each redirects to the other by the same DPT_NAME_GET reply: refreshed apart, the one kept
  // its old redirect and visitors went round between them (issue 34, N14).
  it.each(['/DptHome', '/AdmHome', '/ur/admhome'])(
    'refreshes a department’s two home routes together, from %s',
    (path) => {
      expect(revalidationTarget(`${path}?id=DEP-000025`, SITE)).toEqual({
        urls: [...urlsOf('/DptHome?id=DEP-000025'), ...urlsOf('/AdmHome?id=DEP-000025')],
        cachePaths: [
          ...cachePathsOf('/department/DEP-000025/DptHome', 'DptHome/DEP-000025'),
          ...cachePathsOf('/department/DEP-000025/AdmHome', 'AdmHome/DEP-000025'),
        ],
        replyScope: 'id:DEP-000025',
        subject: { kind: 'department', id: 'DEP-000025' },
      });
    },
  );

  it('refreshes with a page the replies of its id (every page of that id shares them)', () => {
    expect(revalidationTarget('/Faculty?id=DEP-000025', SITE)?.replyScope).toBe('id:DEP-000025');
    expect(revalidationTarget('/FacHome?id=FAC-000001', SITE)?.replyScope).toBe('id:FAC-000001');
    expect(revalidationTarget('/ProHome?id=PRG-000001', SITE)?.replyScope).toBe('id:PRG-000001');
  });

  // What the route checks against the site index (issue 49, N24).
  it('names the faculty, department or programme a page is about, and none for a page without id', () => {
    expect(revalidationTarget('/FacHome?id=FAC-000001', SITE)?.subject).toEqual({
      kind: 'faculty',
      id: 'FAC-000001',
    });
    expect(revalidationTarget('/DeanMessage?id=FAC-000001', SITE)?.subject).toEqual({
      kind: 'faculty',
      id: 'FAC-000001',
    });
    expect(revalidationTarget('/ur/Seminars?id=DEP-000025', SITE)?.subject).toEqual({
      kind: 'department',
      id: 'DEP-000025',
    });
    expect(revalidationTarget('/ProHome?id=PRG-000001', SITE)?.subject).toEqual({
      kind: 'programme',
      id: 'PRG-000001',
    });
    for (const path of ['/', '/AboutUs', '/sitemap.xml'])
      expect(revalidationTarget(path, SITE)).not.toHaveProperty('subject');
  });

  it('takes pages without an id, the home page and the sitemap as they are', () => {
    const home = { urls: urlsOf('/'), cachePaths: cachePathsOf('', 'home'), replyScope: 'site' };
    expect(home.urls.slice(0, 2)).toEqual(['/', '/ur']);
    expect(home.cachePaths.slice(0, 4)).toEqual([
      '/en',
      '/og/en/home.png',
      '/ur',
      '/og/ur/home.png',
    ]);
    expect(revalidationTarget('/', SITE)).toEqual(home);
    for (const code of PREFIXED_LANGUAGES)
      expect(revalidationTarget(inLanguage('/', code), SITE)).toEqual(home);
    expect(revalidationTarget('/AboutUs', SITE)).toEqual({
      urls: urlsOf('/AboutUs'),
      cachePaths: cachePathsOf('/AboutUs', 'AboutUs'),
      replyScope: 'site',
    });
    expect(revalidationTarget('/sitemap.xml', SITE)).toEqual({
      urls: ['/sitemap.xml'],
      cachePaths: ['/sitemap.xml'],
      replyScope: 'site',
    });
  });

  it('accepts the full address of this site and a wrong-case path, answering with the canonical URL', () => {
    expect(revalidationTarget(`${SITE}/DptHome?id=DEP-000025`, SITE)?.urls[0]).toBe(
      '/DptHome?id=DEP-000025',
    );
    expect(revalidationTarget('/dpthome?id=DEP-000025', SITE)?.urls[0]).toBe(
      '/DptHome?id=DEP-000025',
    );
    expect(revalidationTarget('/UR/dpthome?id=DEP-000025', SITE)?.urls[1]).toBe(
      '/ur/DptHome?id=DEP-000025',
    );
  });

  it.each([
    ['an unknown path', '/nope'],
    ['an internal path', '/department/DEP-000025/DptHome'],
    ['an internal path in a language', '/ur/department/DEP-000025/DptHome'],
    ["the English pages' internal path", '/en/AboutUs'],
    ['a language the site does not have', '/fr/AboutUs'],
    ['a keyed route without its id', '/DptHome'],
    ['a malformed id', '/DptHome?id=DEP%2F1'],
    ['two ids', '/DptHome?id=A&id=B'],
    ['an id on a route that takes none', '/AboutUs?id=DEP-000025'],
    ['another site', 'https://evil.example/DptHome?id=DEP-000025'],
    ['an empty string', ''],
    ['not a string', 42],
    ['a very long URL', `/DptHome?id=${'A'.repeat(400)}`],
  ])('refuses %s', (_, input) => {
    expect(revalidationTarget(input, SITE)).toBeNull();
  });
});
