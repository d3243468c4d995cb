// The university's identity: the one place to change when the site is deployed for a
// different institution. The bundled demo data describes the same fictional university.

export const BRAND = {
  name: 'Kirthar University of Science & Technology',
  shortName: 'KUST',
  place: 'Dadu, Sindh, Pakistan',
  /** The crest, drawn: the browser tab's icon, and what link previews and the icons are drawn from. */
  logo: '/logo.svg',
  /**
   * The crest as a picture (public/logo-crest.png, drawn from the logo by scripts/make-icons.mjs):
   * the header shows it at 48 × 56, and search engines read it as the logo (at least 112 px). A
   * picture, not the drawing: every SVG image costs a phone a document of its own to lay out,
   * ~50 ms at CPU ÷ 4 before the first paint (issue 35).
   */
  crest: { src: '/logo-crest.png', width: 144, height: 168 },
  /** The green of the header: the browser's bar and the installed app's colour. */
  themeColor: '#0b5d3b',
  developerCredit: 'Designed & developed by the KUST IT Section',
} as const;
