// The university's identity: the one place to change when deploying for another institution.

export const BRAND = {
  name: 'Kirthar University of Science & Technology',
  shortName: 'KUST',
  place: 'Dadu, Sindh, Pakistan',
  logo: '/logo.svg',
  /** The crest as a picture, not the SVG: an SVG image costs a phone a document of its own. */
  crest: { src: '/logo-crest.png', width: 144, height: 168 },
  themeColor: '#0b5d3b',
  developerCredit: 'Designed & developed by the KUST IT Section',
} as const;
