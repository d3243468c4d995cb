/** @jest-environment node */
import { SiteImage } from '@/components/content/site-image';
import { en } from '@/lib/i18n/en';
import { imageOf } from '@/lib/views/view-image';
import { TEST_ORIGIN, withNockBackend } from '../support/appapi';
import { renderHtml } from '../support/render';

// The <img> a backend image becomes (issue 16, finding 2): next/image asks the optimiser for the
// site's own /backend-image route, never for a URL on another host; the optimiser fetches no
// remote image at all.

withNockBackend();

const srcOf = (src: string) =>
  renderHtml(<SiteImage t={en} image={imageOf(src)} alt="" width={64} height={64} sizes="64px" />)
    .document.querySelector('img')
    ?.getAttribute('src');

describe('SiteImage', () => {
  it("sends a raster image of the backend through the optimiser by way of the site's /backend-image route, query kept and signed", () => {
    const src = srcOf(`${TEST_ORIGIN}/Uploads/Staff/sana.jpg?v=2`);
    expect(src).toMatch(/^\/_next\/image\?url=/);
    expect(new URL(src ?? '', 'http://site.test').searchParams.get('url')).toMatch(
      /^\/backend-image\/Uploads\/Staff\/sana\.jpg\?v=2&sig=[\w-]{16}$/,
    );
  });

  it('optimises files of the site as they are', () => {
    expect(
      new URL(srcOf('/demo/people/sana.jpg') ?? '', 'http://site.test').searchParams.get('url'),
    ).toBe('/demo/people/sana.jpg');
  });

  it('shows images of other hosts, and SVG of the backend, as they are (no optimiser, nothing fetched by the site)', () => {
    expect(srcOf('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    expect(srcOf(`${TEST_ORIGIN}/Uploads/Facts/programmes.svg`)).toBe(
      `${TEST_ORIGIN}/Uploads/Facts/programmes.svg`,
    );
  });

  it('offers a fixed-size picture (no sizes) at 1× and 2× only, and a picture with sizes at every configured width', () => {
    const srcsetOf = (sizes?: string) =>
      renderHtml(
        <SiteImage
          t={en}
          image={imageOf('/demo/people/sana.jpg')}
          alt=""
          width={56}
          height={56}
          sizes={sizes}
        />,
      )
        .document.querySelector('img')
        ?.getAttribute('srcset')
        ?.split(', ')
        .map((candidate) => candidate.split(' '))
        .map(([url = '', descriptor]) => [
          new URL(url, 'http://site.test').searchParams.get('w'),
          descriptor,
        ]);
    expect(srcsetOf()).toEqual([
      ['64', '1x'],
      ['128', '2x'],
    ]);
    expect(srcsetOf('(max-width: 600px) 100vw, 380px')?.length).toBeGreaterThan(6);
  });
});
