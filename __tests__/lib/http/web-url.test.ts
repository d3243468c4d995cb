import { asBrowserReads, hasScheme, MAX_URL_LENGTH, webUrl } from '@/lib/http/web-url';

// Spellings of a script address that a browser reads as `javascript:` (the URL parser drops tab
// and newline anywhere, C0 controls and spaces at the ends) or that name another scheme.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav\t\na\rscript:alert(1)',
  '\u0001 javascript:alert(1)',
  ' \u0000javascript:alert(1)\u001f ',
  'javascript\t:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'file:///etc/passwd',
  'ftp://files.example.org/x.jpg',
];

describe('webUrl', () => {
  it(`refuses an address longer than ${MAX_URL_LENGTH} characters, keeps one at the limit`, () => {
    const origin = 'https://kust.example.edu.pk/';
    const atLimit = `${origin}${'a'.repeat(MAX_URL_LENGTH - origin.length)}`;
    expect(webUrl(atLimit)?.href).toBe(atLimit);
    expect(webUrl(`${atLimit}b`)).toBeNull();
    // Relative on a base, and made longer by percent-encoding: the resolved address counts.
    expect(webUrl(' '.repeat(10) + 'é'.repeat(400), origin)).toBeNull();
    expect(webUrl('x.jpg '.repeat(20_000), origin)).toBeNull();
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(webUrl(value)).toBeNull();
    expect(webUrl(value, 'https://site.example/')).toBeNull();
    expect(hasScheme(value)).toBe(true);
  });

  it('keeps http and https addresses, read as the browser reads them', () => {
    expect(webUrl('https://kust.example.edu.pk/a b.jpg')?.toString()).toBe(
      'https://kust.example.edu.pk/a%20b.jpg',
    );
    expect(webUrl('ht\ttps://kust.example.edu.pk/x')?.toString()).toBe(
      'https://kust.example.edu.pk/x',
    );
    expect(webUrl('http://10.0.0.5:8080/Uploads/x.png')?.toString()).toBe(
      'http://10.0.0.5:8080/Uploads/x.png',
    );
  });

  it('resolves a relative address on the base, and gives null without one', () => {
    expect(webUrl('/demo/x.jpg', 'https://site.example/')?.toString()).toBe(
      'https://site.example/demo/x.jpg',
    );
    expect(webUrl('/demo/x.jpg')).toBeNull();
    expect(hasScheme('/demo/x.jpg')).toBe(false);
    expect(hasScheme('Uploads/java\tscript.jpg')).toBe(false);
  });

  it('reads text as the URL parser does before parsing', () => {
    expect(asBrowserReads(' \u0002java\tscr\nipt:x \u0003')).toBe('javascript:x');
  });
});
