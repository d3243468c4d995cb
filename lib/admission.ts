// Facts of the admission guides (spec §9), written once for every page that states them.

export const ADMISSION = {
  year: '2025-26',
  formFee: 'Rs.4000',
  photographs: 4,
  beMinimumPercent: 60,
  bsMinimumPercent: 50,
} as const;
