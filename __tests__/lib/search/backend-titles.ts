// Programme and department titles that are not the demo data's: what a real backend may have.

export const PROGRAMMES = [
  'BS Artificial Intelligence',
  'BE Chemical Engineering',
  'MS Data Science',
  'MPhil Urdu',
  'Bachelor of Science in Food Science & Technology',
  'B.E. Petroleum & Gas Engineering',
  'BBA (Hons)',
  'Diploma in Information Technology',
];
export const DEPARTMENTS = [
  'Department of Petroleum & Gas Engineering',
  'Department of Media Studies',
  'Institute of Business Administration',
  'Office of the Vice Chancellor',
  'Registrar Office',
  'Quality Enhancement Cell (QEC)',
  'IT Section',
];
