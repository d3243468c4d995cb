// Reading the site's HTML in assertions: the layout landmarks and the text a reader sees.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of `html` with tags removed and entities decoded (scripts and styles dropped). */
export function visibleText(html) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ');
}

/** The landmarks of the site's layout that are missing from `html` (empty when all are there). */
export function missingLayout(html) {
  const landmarks = {
    header: /<header\b[^>]*class="site-header"/,
    'main navigation': /<nav\b[^>]*aria-label="Main"/,
    main: /<main\b[^>]*id="main-content"/,
    footer: /<footer\b[^>]*class="site-footer"/,
  };
  return Object.entries(landmarks)
    .filter(([, pattern]) => !pattern.test(html))
    .map(([name]) => name);
}

/** Signs of a render that crashed: Next's error page, or an error boundary's digest. */
export function crashSigns(html) {
  const signs = {
    'the error page': /Application error: a server-side exception|Internal Server Error/,
    // Metadata always carries "digest":"$undefined"; an error caught by a boundary has a value.
    'an error digest in the payload': /\\*"digest\\*":\\*"(?!\$undefined)/,
  };
  return Object.entries(signs)
    .filter(([, pattern]) => pattern.test(html))
    .map(([name]) => name);
}
