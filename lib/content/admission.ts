// Facts of the admission guides, written once; each dictionary words them in its language.

export const ADMISSION = {
  year: '2025-26',
  formFeeRupees: 4000,
  photographs: 4,
  beMinimumPercent: 60,
  bsMinimumPercent: 50,
} as const;
