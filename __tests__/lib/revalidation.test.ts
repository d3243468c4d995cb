import { revalidationTarget } from '@/lib/revalidation';

const SITE = 'https://www.kust.example.edu.pk';

describe('revalidationTarget', () => {
  it('maps a keyed public URL to the paths Next caches its page under, in every language', () => {
    const both = {
      urls: ['/DptHome?id=DEP-000025', '/ur/DptHome?id=DEP-000025'],
      cachePaths: ['/en/department/DEP-000025/DptHome', '/og/en/DptHome/DEP-000025.png', '/ur/department/DEP-000025/DptHome', '/og/ur/DptHome/DEP-000025.png'],
      replyScope: 'id:DEP-000025',
    };
    expect(revalidationTarget('/DptHome?id=DEP-000025', SITE)).toEqual(both);
    // Either language's URL refreshes both: they show the same backend content.
    expect(revalidationTarget('/ur/DptHome?id=DEP-000025', SITE)).toEqual(both);
    expect(revalidationTarget('/FacHome?id=FAC-000001', SITE)?.cachePaths).toEqual([
      '/en/faculty/FAC-000001/FacHome',
      '/og/en/FacHome/FAC-000001.png',
      '/ur/faculty/FAC-000001/FacHome',
      '/og/ur/FacHome/FAC-000001.png',
    ]);
    expect(revalidationTarget('/ProHome?id=PRG-000001', SITE)?.cachePaths).toContain('/og/ur/ProHome/PRG-000001.png');
  });

  it('refreshes with a page the replies of its id (every page of that id shares them)', () => {
    expect(revalidationTarget('/Faculty?id=DEP-000025', SITE)?.replyScope).toBe('id:DEP-000025');
    expect(revalidationTarget('/FacHome?id=FAC-000001', SITE)?.replyScope).toBe('id:FAC-000001');
    expect(revalidationTarget('/ProHome?id=PRG-000001', SITE)?.replyScope).toBe('id:PRG-000001');
  });

  it('takes pages without an id, the home page and the sitemap as they are', () => {
    const home = { urls: ['/', '/ur'], cachePaths: ['/en', '/og/en/home.png', '/ur', '/og/ur/home.png'], replyScope: 'site' };
    expect(revalidationTarget('/', SITE)).toEqual(home);
    expect(revalidationTarget('/ur', SITE)).toEqual(home);
    expect(revalidationTarget('/AboutUs', SITE)).toEqual({
      urls: ['/AboutUs', '/ur/AboutUs'],
      cachePaths: ['/en/AboutUs', '/og/en/AboutUs.png', '/ur/AboutUs', '/og/ur/AboutUs.png'],
      replyScope: 'site',
    });
    expect(revalidationTarget('/sitemap.xml', SITE)).toEqual({ urls: ['/sitemap.xml'], cachePaths: ['/sitemap.xml'], replyScope: 'site' });
  });

  it('accepts the full address of this site and a wrong-case path, answering with the canonical URL', () => {
    expect(revalidationTarget(`${SITE}/DptHome?id=DEP-000025`, SITE)?.urls[0]).toBe('/DptHome?id=DEP-000025');
    expect(revalidationTarget('/dpthome?id=DEP-000025', SITE)?.urls[0]).toBe('/DptHome?id=DEP-000025');
    expect(revalidationTarget('/UR/dpthome?id=DEP-000025', SITE)?.urls[1]).toBe('/ur/DptHome?id=DEP-000025');
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
