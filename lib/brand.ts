// The university's identity: the one place to change when the site is deployed for a
// different institution. The bundled demo data describes the same fictional university.

export const BRAND = {
  name: 'Kirthar University of Science & Technology',
  shortName: 'KUST',
  place: 'Dadu, Sindh, Pakistan',
  logo: '/logo.svg',
  /** The green of the header: the browser's bar and the installed app's colour. */
  themeColor: '#0b5d3b',
  developerCredit: 'Designed & developed by the KUST IT Section',
} as const;
