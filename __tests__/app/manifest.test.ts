/** @jest-environment node */
import { readFileSync } from 'node:fs';
import manifest from '@/app/manifest';

/** The width and height a PNG file declares (its IHDR chunk). */
function pngSize(path: string): string {
  const file = readFileSync(`${process.cwd()}/public${path}`);
  expect(file.subarray(1, 4).toString()).toBe('PNG');
  return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the university, opens the home page standalone in its colours', () => {
    expect(manifest()).toMatchObject({
      name: 'Kirthar University of Science & Technology',
      short_name: 'KUST',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5d3b',
      lang: 'en',
      dir: 'ltr',
    });
  });

  it("has the icons Android asks for, 192 and 512 px and a maskable one, each file of the size it says", () => {
    const icons = manifest().icons ?? [];
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) expect([icon.src, pngSize(icon.src)]).toEqual([icon.src, icon.sizes]);
  });
});
