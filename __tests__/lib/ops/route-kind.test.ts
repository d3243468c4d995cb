import { LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { routeKindOf } from '@/lib/ops/route-kind';

/** The same kinds under each language's prefix (/ur, /sd…). */
const PREFIXED_PATHS = PREFIXED_LANGUAGES.flatMap((code) => {
  const { prefix } = LANGUAGES[code];
  return [
    [prefix, 'page'],
    [`${prefix}/AdmissionHome`, 'page'],
    [`${prefix}/ProHome`, 'id_page'],
    [`${prefix}/ProgrammeFinder`, 'search'],
    [`${prefix}/manifest.webmanifest`, 'feed'],
  ];
});

describe('routeKindOf', () => {
  it.each([
    ['/', 'page'],
    ['/AboutUs', 'page'],
    ['/aboutus', 'page'],
    ['/DptHome', 'id_page'],
    ['/search', 'search'],
    ['/api/search', 'search'],
    ['/feed.xml', 'feed'],
    ['/events.ics', 'feed'],
    ['/sitemap.xml', 'feed'],
    ['/manifest.webmanifest', 'feed'],
    ...PREFIXED_PATHS,
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
    const kinds = new Set(
      Array.from({ length: 500 }, (_, n) => routeKindOf(`/x${n}/${'y'.repeat(n % 7)}`)),
    );
    expect([...kinds]).toEqual(['other']);
  });
});
