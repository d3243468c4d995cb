/** @jest-environment node */
import { plainText, readRichText } from '@/lib/views/rich-text';

describe('readRichText', () => {
  it('splits plain text into paragraphs at line breaks, dropping blank lines', () => {
    expect(readRichText('First paragraph.\n\nSecond paragraph.\r\nThird.\n   \n')).toEqual({
      kind: 'paragraphs',
      paragraphs: ['First paragraph.', 'Second paragraph.', 'Third.'],
    });
  });

  it('gives null for empty, blank or missing text', () => {
    expect(readRichText('')).toBeNull();
    expect(readRichText('   ')).toBeNull();
    expect(readRichText(null)).toBeNull();
    expect(readRichText(undefined)).toBeNull();
  });

  it('keeps the allowed markup of HTML text', () => {
    expect(readRichText('<p>Hello <b>world</b> and <em>you</em></p>')).toEqual({
      kind: 'html',
      html: '<p>Hello <b>world</b> and <em>you</em></p>',
    });
  });

  it('strips <script> elements with their content', () => {
    const text = readRichText('<p>Safe</p><script>alert("x")</script>');
    expect(text).toEqual({ kind: 'html', html: '<p>Safe</p>' });
  });

  it('strips event-handler attributes such as onerror', () => {
    const text = readRichText('<p onclick="steal()">Hi <img src="x" onerror="alert(1)"></p>');
    expect(text?.kind).toBe('html');
    const html = text?.kind === 'html' ? text.html : '';
    expect(html).not.toMatch(/onerror|onclick|alert|steal/);
    expect(html).toContain('Hi');
  });

  it('strips javascript: links but keeps http, https and mailto links', () => {
    const text = readRichText(
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://kust.example.edu.pk/">good</a> <a href="mailto:info@kust.example.edu.pk">mail</a></p>',
    );
    const html = text?.kind === 'html' ? text.html : '';
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('>bad</a>');
    expect(html).toContain('href="https://kust.example.edu.pk/"');
    expect(html).toContain('href="mailto:info@kust.example.edu.pk"');
  });

  it('tells markup from plain text that merely holds < and >', () => {
    expect(readRichText('Marks: A < B and C > D')?.kind).toBe('paragraphs');
    expect(readRichText('Seats > 50 for <b')?.kind).toBe('paragraphs');
    expect(readRichText('Seats <b>50</b>')?.kind).toBe('html');
    expect(readRichText('Before </p> after')?.kind).toBe('html');
  });

  it('reads hostile text of any length in linear time (80 KB of `<a` once held a render for 1.2 s)', () => {
    // 400 KB: the quadratic pattern took about 10 s here; a linear reading takes milliseconds,
    // so the bound below is a couple of hundred times what it needs.
    const hostile = [
      '<a'.repeat(200_000),
      '</a'.repeat(130_000),
      '<a'.repeat(200_000) + '\n' + 'x'.repeat(1000),
    ];
    const started = performance.now();
    for (const text of hostile) expect(readRichText(text)?.kind).toBe('paragraphs');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives null when nothing safe is left of the markup', () => {
    expect(readRichText('<script>alert(1)</script>')).toBeNull();
  });
});

describe('plainText', () => {
  it('removes markup and collapses white space, decoding entities', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p>at   <b>KUST</b></p>')).toBe(
      'Fish & chips at KUST',
    );
  });

  it('gives empty text for a missing value', () => {
    expect(plainText(undefined)).toBe('');
  });
});
