// Generated request targets for the fuzz spec: odd ids and paths on every id route, from a
// seeded generator (the same list on every run). Each input is { path, search, markup? }:
// `path` and `search` go on the wire as they are; `markup` is injected markup that must never
// come back unescaped.
import { ID_ROUTES, PLAIN_ROUTES } from './config.mjs';
import { seededRandom } from './prng.mjs';

/** A well-formed id (docs/behaviour.md, Public URLs; lib/routing/routes.ts ID_PATTERN). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const VALID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Characters an id must not contain, among them some that look harmless. */
const INVALID = [
  ' ',
  '.',
  '/',
  '\\',
  '%',
  '+',
  '&',
  '=',
  '?',
  '#',
  ':',
  ';',
  ',',
  "'",
  '"',
  '<',
  '>',
  '(',
  ')',
  '{',
  '}',
  '*',
  '~',
  '!',
  '@',
  '$',
  '|',
  '`',
];
// Accents, other scripts, an emoji, zero-width and bidi controls, and letters that case-fold
// or normalise to ASCII (fullwidth A, dotted I, Kelvin sign, the fi ligature).
const UNICODE = [
  'é',
  'ß',
  'Ж',
  'ا',
  '中文',
  '🎓',
  '\u200b',
  '\u202e',
  '\u00a0',
  '\ufeff',
  '\uff21',
  '\u0130',
  '\u212a',
  '\ufb01',
];
const MARKUP = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg/onload=alert(1)>',
  '</title><script>alert(1)</script>',
  '<iframe src=javascript:alert(1)></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '</script><script>alert(1)</script>',
];
const TEMPLATE_LIKE = ['{{7*7}}', '${7*7}', '#{7*7}', '<%= 7*7 %>', 'javascript:alert(1)'];
const SQL_LIKE = [
  "1' OR '1'='1",
  "DEP-000002' OR 1=1--",
  'DEP-000002; DROP TABLE DEPARTMENTS',
  "' UNION SELECT authKey FROM keys--",
  'DEP-000002--',
  '1 AND SLEEP(5)',
  "admin'/*",
  'DEP-000002%27%20OR%201=1',
];
/** Raw query strings: traversal and encodings that must not be decoded into a path. */
const RAW_SEARCHES = [
  '?id=../../etc/passwd',
  '?id=..%2f..%2fetc%2fpasswd',
  '?id=%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '?id=%2E%2E%5C%2E%2E%5Cwindows',
  '?id=%252e%252e%252f',
  '?id=....//....//etc',
  '?id=..',
  '?id=.',
  '?id=DEP-000002/../../AppAPI.asmx/CONTACT_GET',
  '?id=DEP-000002%2F..%2F..%2FAboutUs',
  '?id=%00',
  '?id=DEP-000002%00',
  '?id=%0a',
  '?id=DEP-000002%0d%0aSet-Cookie:%20x=1',
  '?id=%1b%5b31m',
  '?id=%7f',
  '?id=%09DEP-000002',
  '?id=%E0%A4%A',
  '?id=%ZZ',
  '?id=%',
  '?id=',
  '?id',
  '?ID=DEP-000002',
  '?Id=DEP-000002',
  '?id=DEP-000002&id=DEP-000003',
  '?id=DEP-000002&id=%3Cscript%3E',
  '?id=&id=DEP-000002',
  '?id[]=DEP-000002',
  '?id=DEP-000002&authKey=x',
  '?id=DEP-000002&ID=../x',
  '?id=DEP-000002&CatID=2',
  '',
];

function caseVariants(path, random) {
  const lower = path.toLowerCase();
  const upper = path.toUpperCase();
  const mixed = [...path]
    .map((char) => (random.next() < 0.5 ? char.toLowerCase() : char.toUpperCase()))
    .join('');
  return [lower, upper, mixed].filter((variant) => variant !== path);
}

/** At least `count` inputs over every id route, from `seed`. */
export function fuzzInputs({ seed = 20261122, count = 1000 } = {}) {
  const random = seededRandom(seed);
  const inputs = [];
  const add = (path, search, markup) => inputs.push({ path, search, markup });
  const withId = (path, id, markup) => add(path, `?id=${encodeURIComponent(id)}`, markup);
  const validId = (length) => random.string(VALID, length);

  for (const path of ID_ROUTES) {
    withId(path, validId(1));
    withId(path, validId(64));
    withId(path, validId(65));
    for (const length of [100, 1000, 4000]) withId(path, validId(length));
    for (const search of RAW_SEARCHES) add(path, search);
    for (const markup of MARKUP) {
      withId(path, markup, markup);
      withId(path, `DEP-000002${markup}`, markup);
    }
    for (const text of [...TEMPLATE_LIKE, ...SQL_LIKE]) withId(path, text);
    for (const char of UNICODE)
      withId(path, `${validId(random.int(0, 8))}${char}${validId(random.int(0, 8))}`);
    for (const variant of caseVariants(path, random)) {
      add(variant, `?id=${validId(random.int(1, 20))}`);
      const markup = random.pick(MARKUP);
      add(variant, `?id=${encodeURIComponent(markup)}`, markup);
    }
    add(`${path}/${validId(6)}`, '?id=DEP-000002');
    add(`${path}/`, '?id=DEP-000002');
    // The same route in Urdu (/ur/DptHome): the same rules, the prefix's case too.
    add(`/ur${path}`, `?id=${validId(random.int(1, 20))}`);
    add(`/UR${path.toLowerCase()}`, '?id=DEP-000002');
    const urduMarkup = random.pick(MARKUP);
    withId(`/ur${path}`, urduMarkup, urduMarkup);
    add(`/ur${path}`, '');
  }
  for (const path of PLAIN_ROUTES) {
    for (const variant of caseVariants(path, random)) add(variant, '');
    const markup = random.pick(MARKUP);
    add(path, `?id=${encodeURIComponent(markup)}`, markup);
  }
  // Internal paths, traversal in the path, other hosts, random segments.
  for (const path of [
    '/department/DEP-000002/DptHome',
    '/DEPARTMENT/DEP-000002/Faculty',
    '/faculty/FAC-000001/FacHome',
    '/programme/PGM-000004/ProHome',
    '/department/%3Cscript%3E/DptHome',
    '/DptHome/..%2fAboutUs',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%252f..%252fetc%252fpasswd',
    '//evil.example/',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    '/AppAPI.asmx/CONTACT_GET',
    '/_next/../package.json',
    '/_next/static/..%2f..%2fpackage.json',
  ]) {
    add(path, '?id=DEP-000002');
  }
  // Random ids and paths until there are enough.
  const mixed = [...VALID, ...VALID, ...INVALID, ...UNICODE];
  while (inputs.length < count) {
    // A third in Urdu (/ur/DptHome?id=…).
    const path = `${random.next() < 0.33 ? '/ur' : ''}${random.pick(ID_ROUTES)}`;
    const roll = random.next();
    if (roll < 0.45) withId(path, random.string(mixed, random.int(1, 80)));
    else if (roll < 0.7) withId(path, validId(random.int(1, 70)));
    else if (roll < 0.85)
      add(
        `/${random.string([...VALID, '.', '%2e', '%2f', '~'], random.int(1, 30))}`,
        `?id=${validId(8)}`,
      );
    else
      add(
        path,
        `?id=${validId(random.int(1, 64))}&id=${encodeURIComponent(random.string(mixed, random.int(0, 10)))}`,
      );
  }
  return inputs;
}

/**
 * What the site must answer for a public id route and `search` (docs/behaviour.md, Public URLs):
 * 'ok' (200) for one well-formed id, 'not-found' (404) for a missing or malformed one, 'any' (no
 * 5xx) when the id is given more than once.
 */
export function expectedForId(search) {
  const ids = new URLSearchParams(search).getAll('id');
  if (ids.length > 1) return 'any';
  return ids.length === 1 && ID_PATTERN.test(ids[0]) ? 'ok' : 'not-found';
}
