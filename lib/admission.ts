// Facts of the admission guides (spec §9), written once for every page that states them; each
// language's dictionary writes them in its own words (t.guides, t.admission, t.instruction,
// t.eligibility).

export const ADMISSION = {
  year: '2025-26',
  /** The application form fee, in rupees ('Rs. 4,000' in English, '4,000 روپے' in Urdu: each dictionary's `rupees`). */
  formFeeRupees: 4000,
  photographs: 4,
  beMinimumPercent: 60,
  bsMinimumPercent: 50,
} as const;
