// Generated query strings for the search fuzz spec (specs/search-fuzz.test.mjs), from a seeded
// generator (the same list on every run). Each input is { search, kind, wire }: `search` goes on
// the wire exactly as it is (a raw HTTP request target, see rawGet), after /search or /api/search;
// `kind` says what was generated (for the diagnostics); `wire` is 'ascii' when every byte of the
// target is printable ASCII, 'bytes' when raw 8-bit bytes (UTF-8 text sent unencoded) are in it,
// which Node's HTTP server refuses with 400 before the app sees them.
import { normaliseQuery, QUERY_MAX_LENGTH } from '../../lib/search/query-text.mjs';
import http from 'node:http';
import { seededRandom } from './prng.mjs';

/** The longest query the site reads (docs/behaviour.md, Limits and formats). */
export { QUERY_MAX_LENGTH };
/** Suggestions per /api/search answer (docs/behaviour.md, Limits and formats). */
export const MAX_SUGGESTIONS = 8;
/** Request targets longer than this may be refused by Node's header limit (16 KiB) with 431. */
export const HEADER_LIMIT = 16 * 1024;

export const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  "'><script>alert(1)</script>",
  '</q><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<svg/onload=alert(1)>',
  '<iframe src=javascript:alert(1)></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<style>*{display:none}</style>',
  '<!--',
  ']]><script>alert(1)</script>',
  'civil<script>alert(1)</script>engineering',
];
const QUOTES = [
  "'",
  '"',
  '`',
  `'"\``,
  '\\"',
  '"; alert(1); "',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  'javascript:alert(1)',
];
const URDU_SINDHI = [
  'جامعہ',
  'انجنيئرنگ',
  'سنڌ',
  'جامعہ سنڌ انجنيئرنگ',
  'کمپیوٹر سائنس',
  'ڪمپيوٽر',
  'شعبہ سول انجینئرنگ',
  'دادو، سنڌ',
];
const EMOJI = ['🎓', '👩🏽‍🔬', '🇵🇰', 'civil 🎓 engineering', '🏳️‍🌈', '🙂'.repeat(60)];
const BIDI = [
  '\u200f',
  '\u200e',
  '\u202e',
  '\u2066x\u2069',
  'civil\u202eeng',
  '\u200fجامعہ\u200e civil',
  '\u061c',
];
const COMBINING = [
  'e\u0301',
  'Universite\u0301',
  `a${'\u0300'.repeat(60)}`,
  'c\u0327ivil',
  '\u0651\u064b',
  'Z\u0351\u0364\u036b\u0307a\u0310\u0352l\u0313g\u0357o',
];
const CONTROL = [
  '\u0000',
  'civil\u0000engineering',
  '\u0000<script>alert(1)</script>',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\t\n\v\f',
  '\u00a0\u2028\u2029\ufeff',
  '\u200b',
];
/** Literal `%` sequences in the query string: valid, double-encoded and invalid encodings. */
const PERCENT = [
  '%',
  '%%',
  '%25',
  '%2525',
  '%E0%A4%A',
  '%00',
  '%ff%fe',
  '%FF',
  '%ZZ',
  '%u0041',
  '%C0%AE',
  '%C0%BC',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%EF%BB%BF',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '%3Cimg%20src=x%20onerror=alert(1)%3E',
  '%253Cscript%253E',
  'civil%',
  'civil%2',
  '%E2%80%AE',
  '%D8%AC%D8%A7%D9%85%D8%B9%DB%81',
  '%F0%9F%8E%93',
];
/** Whole query strings: arrays, missing and odd parameters. */
const SHAPES = [
  '',
  '?',
  '?q',
  '?q=',
  '?q=&q=civil',
  '?q=a&q=b',
  '?q=civil&q=%3Cscript%3Ealert(1)%3C/script%3E',
  '?q=%3Cscript%3Ealert(1)%3C/script%3E&q=civil',
  '?q[]=civil',
  '?q[0]=civil&q[1]=eng',
  '?Q=civil',
  '?q=civil&Q=%3Cscript%3E',
  '?q=civil#<script>alert(1)</script>',
  '?q=civil&&&&',
  '?&q=civil',
  '?q==civil',
  '?q=civil;q=eng',
  '?q=civil&id=DEP-000001',
  '?q=civil&_rsc=1',
  '?q=+++',
  '?q=%20%20%20',
  `?${'q=a&'.repeat(500)}q=b`,
];

/** `text` as a browser form sends it (application/x-www-form-urlencoded, spaces as +). */
const formEncoded = (text) => new URLSearchParams({ q: text }).toString().slice(2);

/**
 * `text` as raw as an HTTP request target can carry it: printable ASCII as it is (`<`, `"`, `'`,
 * backquote, `%`), spaces as +, `#` and `&` encoded (or they would end the parameter), control
 * characters percent-encoded, anything else as its UTF-8 bytes, unencoded.
 */
function rawEncoded(text) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0);
    if (char === ' ') out += '+';
    else if (char === '#' || char === '&' || char === '+') out += encodeURIComponent(char);
    else if (code > 0x20 && code < 0x7f) out += char;
    else if (code <= 0x20 || code === 0x7f)
      out += `%${code.toString(16).padStart(2, '0').toUpperCase()}`;
    else out += Buffer.from(char, 'utf8').toString('latin1');
  }
  return out;
}

const wireOf = (search) => (/^[\x21-\x7e]*$/.test(search) ? 'ascii' : 'bytes');

/** At least `count` query strings from `seed`. */
export function searchInputs({ seed = 20261123, count = 1000 } = {}) {
  const random = seededRandom(seed);
  const inputs = [];
  const add = (kind, search) => inputs.push({ kind, search, wire: wireOf(search) });
  /** One text in each encoding. */
  const every = (kind, text) => {
    add(kind, `?q=${encodeURIComponent(text)}`);
    add(kind, `?q=${formEncoded(text)}`);
    add(`${kind} (raw)`, `?q=${rawEncoded(text)}`);
  };

  for (const text of MARKUP) every('markup', text);
  for (const text of QUOTES) every('quotes', text);
  for (const text of URDU_SINDHI) every('urdu/sindhi', text);
  for (const text of EMOJI) every('emoji', text);
  for (const text of BIDI) every('bidi marks', text);
  for (const text of COMBINING) every('combining marks', text);
  for (const text of CONTROL) every('control characters', text);
  for (const sequence of PERCENT) {
    add('percent sequences', `?q=${sequence}`);
    add('percent sequences', `?q=civil+${sequence}+eng`);
    add('percent sequences', `?q=${encodeURIComponent(sequence)}`);
  }
  for (const search of SHAPES) add('parameter shapes', search);
  // Very long queries: cut to 100 characters, or refused by the header limit, never a 5xx.
  for (const text of [
    'a'.repeat(10_000),
    'civil '.repeat(1700),
    `${'<script>alert(1)</script>'.repeat(400)}`,
    'جامعہ '.repeat(1700),
    '🎓'.repeat(2500),
  ]) {
    every('very long', text);
  }
  add('very long', `?q=${'%41'.repeat(3000)}`);
  add('very long', `?q=${'x'.repeat(20_000)}`);

  // Random texts over all of the above until there are enough.
  const pieces = [
    ...MARKUP,
    ...QUOTES,
    ...URDU_SINDHI,
    ...EMOJI,
    ...BIDI,
    ...COMBINING,
    ...CONTROL,
    'civil',
    'engineering',
    'BS',
    'PhD',
    'dr.',
    ' ',
    ' ',
    '  ',
  ];
  const letters =
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 <>"\'`&=;/\\%#+?!(){}[]*~.,:_-';
  const unicode = [
    'ج',
    'ا',
    'م',
    'ع',
    'ہ',
    'ڌ',
    'ٽ',
    'é',
    'ß',
    'Ж',
    '中',
    '\u0301',
    '\u064b',
    '\u200f',
    '\u202e',
    '\u0000',
    '\ufeff',
    '\uff1c',
    '🎓',
    '👩🏽‍🔬',
  ];
  while (inputs.length < count) {
    const roll = random.next();
    let text;
    if (roll < 0.35) text = random.string(letters, random.int(0, 60));
    else if (roll < 0.6)
      text = Array.from({ length: random.int(1, 6) }, () => random.pick(pieces)).join(
        random.pick(['', ' ']),
      );
    else if (roll < 0.85)
      text = random.string([...letters, ...unicode, ...unicode], random.int(1, 150));
    else text = random.string([...letters, ...unicode], random.int(100, 2000));
    const encoding = random.next();
    if (encoding < 0.4) add('random', `?q=${encodeURIComponent(text)}`);
    else if (encoding < 0.6) add('random', `?q=${formEncoded(text)}`);
    else if (encoding < 0.8) add('random (raw)', `?q=${rawEncoded(text)}`);
    else
      add(
        'random (with % sequences)',
        `?q=${encodeURIComponent(text)}${random.pick(PERCENT)}${encodeURIComponent(random.pick(pieces))}`,
      );
  }
  return inputs;
}

/** The query the site reads from `search`: the site's own normaliseQuery (lib/search/query-text.mjs) of the first q. */
export function expectedQuery(search) {
  return normaliseQuery(new URL(`http://site.invalid/search${search}`).searchParams.get('q'));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * GET `target` (path and query, sent byte for byte as given, no normalisation) from `baseUrl`;
 * resolves to { status, headers, body, ms } like site.mjs get(). Characters of `target` must be
 * in U+0021..U+00FF (Node's client sends them as single bytes).
 */
export function rawGet(baseUrl, target, { timeoutMs = 20_000 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, method: 'GET', agent, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: new Headers(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : value,
              ]),
            ),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Start tags of `html` that carry an event handler attribute (onerror=, onload=, …), read with
 * quoted attribute values skipped, so that escaped text inside a value="…" does not count.
 */
export function eventHandlerTags(html) {
  const found = [];
  // As browsers read a tag: `/` separates attributes too (`<svg/onload=…>`).
  const tag =
    /<([a-zA-Z][\w:-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)[\s/]*>/g;
  for (const match of html.matchAll(tag)) {
    const names = [
      ...match[2].matchAll(/[\s/]([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g),
    ].map((attribute) => attribute[1]);
    if (names.some((name) => /^on/i.test(name))) found.push(match[0].slice(0, 120));
  }
  return found;
}
