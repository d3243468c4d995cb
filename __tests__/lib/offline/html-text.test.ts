import { escapeHtml, unescapeHtml } from '@/lib/offline/html-text';

describe('escapeHtml', () => {
  it('escapes the five characters of HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('unescapeHtml', () => {
  it('reads the escapes React writes, named and numeric', () => {
    expect(unescapeHtml('&lt;b&gt; &amp;amp; &quot;&#39;&#x27; &#1583;&#x62F; &nbsp;')).toBe(
      "<b> &amp; \"'' دد &nbsp;",
    );
  });
});
