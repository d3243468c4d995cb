import { routeKindOf } from '@/lib/ops/route-kind';

describe('routeKindOf', () => {
  it.each([
    ['/', 'page'],
    ['/ur', 'page'],
    ['/AboutUs', 'page'],
    ['/ur/AdmissionHome', 'page'],
    ['/aboutus', 'page'],
    ['/DptHome', 'id_page'],
    ['/ur/ProHome', 'id_page'],
    ['/search', 'search'],
    ['/ur/ProgrammeFinder', 'search'],
    ['/api/search', 'search'],
    ['/feed.xml', 'feed'],
    ['/events.ics', 'feed'],
    ['/sitemap.xml', 'feed'],
    ['/manifest.webmanifest', 'feed'],
    ['/ur/manifest.webmanifest', 'feed'],
    ['/sitemaps/2.xml', 'feed'],
    ['/_next/image', 'image'],
    ['/backend-image/uploads/a.jpg', 'image'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/sw.js', 'static'],
    ['/logo.svg', 'static'],
    ['/api/health', 'api'],
    ['/api/vitals', 'api'],
    ['/metrics', 'metrics'],
    ['/wp-login.php', 'static'],
    ['/no/such/page', 'other'],
    ['/en/department/X/DptHome', 'other'],
    ['/_next/data/x', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });

  it('gives a flood of made-up paths one label, whatever they are', () => {
    const kinds = new Set(Array.from({ length: 500 }, (_, n) => routeKindOf(`/x${n}/${'y'.repeat(n % 7)}`)));
    expect([...kinds]).toEqual(['other']);
  });
});
