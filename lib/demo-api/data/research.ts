import type { ProjectRow, PublicationRow } from '@/lib/appapi/types';
import { PEOPLE, studentNames, withoutTitle } from './people';

// Research projects and publications of the academic departments. Titles are written by
// hand; supervisors and authors are the department's own faculty, students are generated.

type Project = readonly [title: string, remarks: string];
type Publication = readonly [title: string, id: string, year: number | string];

const PROJECTS: Readonly<Record<string, readonly Project[]>> = {
  'DEP-000001': [
    [
      'Structural assessment of flood-affected school buildings in Dadu district',
      'Completed; report submitted to the Education Works Department',
    ],
    ['Rice-husk ash as a partial replacement of cement in concrete', 'In progress'],
    [
      'Flood-resilient raised housing for riverine villages',
      'Funded by the Sindh Higher Education Commission',
    ],
    ['GIS-based inventory of canal structures on the Dadu Canal', 'Completed'],
    ['Performance of stabilised earth blocks under repeated wetting', 'In progress'],
  ],
  'DEP-000002': [
    [
      'Solar micro-grid for an off-grid village near Johi',
      'Prototype installed; monitoring in progress',
    ],
    ['Smart energy meter with theft detection', 'Best project award 2026'],
    ['Power quality survey of rural distribution feeders', 'Completed'],
    ['IoT-based monitoring of distribution transformers', 'In progress'],
  ],
  'DEP-000003': [
    ['Low-cost wheat thresher for smallholders', 'Completed; field-tested with farmers'],
    ['Solar dryer for dates and chillies', 'Funded by ORIC seed grant'],
    ['Improved biomass cookstove with lower smoke emissions', 'In progress'],
  ],
  'DEP-000004': [
    ['Bilingual Sindhi-English school management system', 'Deployed in 43 schools'],
    [
      'Mobile app for tracking maternal health visits',
      'In progress with the district health office',
    ],
    ['Automated test generation for Android applications', 'Completed'],
    ['Accessible e-government forms for low-literacy users', 'In progress'],
  ],
  'DEP-000005': [
    ['Sindhi text-to-speech system', 'Funded by the Ignite national technology fund'],
    ['Cotton leaf disease detection from smartphone images', 'Best project award 2025'],
    ['Phishing detection for Urdu and Sindhi SMS messages', 'In progress'],
    ['Machine translation between Sindhi and English', 'In progress'],
    ['Student dropout prediction for public universities', 'Completed'],
    ['Network intrusion detection for campus networks', 'Completed'],
  ],
  'DEP-000006': [
    ['Mathematical model of dengue transmission in Sindh', 'Completed'],
    ['Numerical solution of flood wave equations on the Indus', 'In progress'],
    ['Statistical analysis of rainfall extremes in upper Sindh', 'Completed'],
  ],
  'DEP-000007': [
    ['Zinc oxide thin films for solar cell windows', 'Funded by HEC'],
    ['Low-cost spectrometer for water quality testing', 'In progress'],
    ['Radon levels in dwellings of Dadu district', 'Completed'],
  ],
  'DEP-000008': [
    ['Water quality of Manchar Lake before and after the monsoon', 'Funded by HEC'],
    [
      'Arsenic in hand-pump water of riverine villages',
      'Completed; results shared with the public health department',
    ],
    ['Bird census of the Kirthar National Park wetlands', 'In progress'],
    ['Urban heat island study of Dadu city', 'In progress'],
  ],
  'DEP-000009': [
    ['Access to finance for women-owned micro-enterprises in Dadu', 'Completed'],
    ['Marketing channels of date growers in Khairpur and Dadu', 'In progress'],
    ['Customer satisfaction with branchless banking in rural Sindh', 'Completed'],
  ],
  'DEP-000010': [
    ['English translation of selected Sindhi folk tales', 'In progress'],
    ['Code-switching in the classrooms of Sindhi-medium schools', 'Completed'],
    ['Writing difficulties of first-year university students', 'Completed'],
  ],
  'DEP-000011': [
    [
      'Economic losses of the 2022 floods in Dadu district',
      'Completed; published as a policy brief',
    ],
    ['Crop insurance uptake among smallholders', 'In progress'],
    ['Remittances and household welfare in upper Sindh', 'Completed'],
    ['Informal employment of women in home-based work', 'In progress'],
  ],
  'DEP-000012': [
    ['Learning outcomes in the primary schools of Dadu district', 'In progress'],
    ['Teacher absenteeism and its causes in rural schools', 'Planned'],
    ['Mother-tongue instruction in early grades', 'In progress'],
  ],
};

const PUBLICATIONS: Readonly<Record<string, readonly Publication[]>> = {
  'DEP-000001': [
    [
      'Seismic vulnerability of unreinforced masonry schools in upper Sindh',
      'doi:10.5555/kust.ce.2026.014',
      2026,
    ],
    [
      'Mechanical properties of concrete with rice-husk ash from local mills',
      'doi:10.5555/kust.ce.2025.031',
      2025,
    ],
    [
      'Failure modes of flood embankments on the right bank of the Indus',
      'ISSN 2410-5521, Vol. 12, No. 3',
      '2025',
    ],
    ['A GIS approach to prioritising canal rehabilitation', 'doi:10.5555/kust.ce.2025.007', 2025],
    [
      'Durability of stabilised earth blocks under cyclic wetting',
      'ISSN 2410-5521, Vol. 13, No. 1',
      2026,
    ],
  ],
  'DEP-000002': [
    [
      'Design and field performance of a village solar micro-grid',
      'doi:10.5555/kust.ee.2026.022',
      2026,
    ],
    ['Harmonic distortion on rural 11 kV feeders in Sindh', 'ISSN 1813-1743, Vol. 44, No. 2', 2025],
    ['Electricity theft detection from smart meter data', 'doi:10.5555/kust.ee.2025.019', '2025'],
  ],
  'DEP-000003': [
    [
      'Performance of an indirect solar dryer for red chillies',
      'doi:10.5555/kust.me.2026.005',
      2026,
    ],
    ['Design of a low-cost thresher for small farms', 'ISSN 1023-862X, Vol. 39, No. 4', 2025],
    [
      'Emissions of improved biomass cookstoves in rural households',
      'doi:10.5555/kust.me.2025.011',
      2025,
    ],
  ],
  'DEP-000004': [
    [
      'Usability of government mobile applications for low-literacy users',
      'doi:10.5555/kust.se.2026.003',
      2026,
    ],
    [
      'Search-based test generation for Android apps: a replication',
      'doi:10.5555/kust.se.2025.017',
      2025,
    ],
    ['Agile practices in small software firms of Sindh', 'ISSN 2616-7069, Vol. 6, No. 2', '2025'],
  ],
  'DEP-000005': [
    ['A neural text-to-speech system for Sindhi', 'doi:10.5555/kust.cs.2026.041', 2026],
    [
      'Cotton leaf disease classification with lightweight convolutional networks',
      'doi:10.5555/kust.cs.2025.028',
      2025,
    ],
    [
      'A corpus of Sindhi SMS messages for spam and phishing detection',
      'doi:10.5555/kust.cs.2025.013',
      '2025',
    ],
    [
      'Predicting student dropout in public universities with gradient boosting',
      'ISSN 2077-2246, Vol. 17, No. 1',
      2026,
    ],
    [
      'Transformer-based Sindhi-English machine translation with limited data',
      'doi:10.5555/kust.cs.2026.009',
      2026,
    ],
    [
      'Anomaly-based intrusion detection for campus networks',
      'ISSN 2077-2246, Vol. 16, No. 3',
      2025,
    ],
  ],
  'DEP-000006': [
    [
      'A compartmental model of dengue transmission with seasonal forcing',
      'doi:10.5555/kust.mth.2025.004',
      2025,
    ],
    [
      'Finite volume solution of the shallow water equations for river floods',
      'ISSN 1016-2526, Vol. 57, No. 2',
      2026,
    ],
    [
      'Extreme value analysis of monsoon rainfall in upper Sindh',
      'doi:10.5555/kust.mth.2026.010',
      '2026',
    ],
  ],
  'DEP-000007': [
    ['Optical properties of sol-gel zinc oxide thin films', 'doi:10.5555/kust.phy.2025.021', 2025],
    ['Indoor radon concentrations in Dadu district', 'ISSN 0030-9877, Vol. 30, No. 1', 2026],
    [
      'A smartphone-based spectrometer for teaching laboratories',
      'doi:10.5555/kust.phy.2026.002',
      2026,
    ],
  ],
  'DEP-000008': [
    ['Seasonal variation of water quality in Manchar Lake', 'doi:10.5555/kust.env.2026.018', 2026],
    [
      'Arsenic contamination of shallow groundwater in riverine Dadu',
      'doi:10.5555/kust.env.2025.026',
      2025,
    ],
    [
      'Waterbird populations of the Kirthar wetlands, 2024-2025',
      'ISSN 1999-8481, Vol. 9, No. 2',
      '2025',
    ],
    ['Land surface temperature and urban heat in Dadu city', 'doi:10.5555/kust.env.2026.004', 2026],
  ],
  'DEP-000009': [
    [
      'Barriers to credit for women micro-entrepreneurs in rural Sindh',
      'doi:10.5555/kust.bba.2025.008',
      2025,
    ],
    ['Trust and adoption of branchless banking', 'ISSN 1994-6279, Vol. 18, No. 4', 2026],
    ['Value chain of dates in upper Sindh', 'doi:10.5555/kust.bba.2026.012', '2026'],
  ],
  'DEP-000010': [
    [
      'Code-switching as a teaching resource in Sindhi-medium classrooms',
      'doi:10.5555/kust.eng.2025.016',
      2025,
    ],
    ['Translating the Shah jo Risalo: choices and losses', 'ISSN 2521-8123, Vol. 8, No. 1', 2026],
    [
      'Common errors in the academic writing of first-year students',
      'doi:10.5555/kust.eng.2026.006',
      2026,
    ],
  ],
  'DEP-000011': [
    [
      'Household losses from the 2022 floods: evidence from Dadu district',
      'doi:10.5555/kust.eco.2025.002',
      2025,
    ],
    ['Determinants of crop insurance uptake in Sindh', 'ISSN 1019-1402, Vol. 41, No. 3', '2026'],
    [
      'Remittances, consumption and schooling in upper Sindh',
      'doi:10.5555/kust.eco.2026.015',
      2026,
    ],
  ],
  'DEP-000012': [
    ['Early-grade reading in Sindhi: a baseline study', 'doi:10.5555/kust.edu.2026.001', 2026],
    [
      'Multigrade teaching in rural Sindh: practices and needs',
      'ISSN 2708-0102, Vol. 5, No. 2',
      2026,
    ],
    ['Teacher motivation in government primary schools', 'doi:10.5555/kust.edu.2025.009', 2025],
  ],
};

function facultyOf(departmentId: string): string[] {
  return PEOPLE.filter(
    (person) => person.departmentId === departmentId && person.category === '1',
  ).map((person) => person.name);
}

export function projectRows(departmentId: string): ProjectRow[] {
  const faculty = facultyOf(departmentId);
  return (PROJECTS[departmentId] ?? []).map(([title, remarks], index) => {
    const row: ProjectRow = {
      PROJECT_TITLE: title,
      PRO_SUPERVISOR: faculty[index % faculty.length],
      PRO_MEMBERS: studentNames(`${departmentId}-project-${index}`, 3 + (index % 2)).join(', '),
      PRO_REMARKS: remarks,
    };
    // Every third project has no co-supervisor.
    if (index % 3 !== 1) row.PRO_CO_SUPERVISOR = faculty[(index + 2) % faculty.length];
    return row;
  });
}

export function publicationRows(departmentId: string): PublicationRow[] {
  const faculty = facultyOf(departmentId).map(withoutTitle);
  const rows = (PUBLICATIONS[departmentId] ?? []).map(([title, id, year], index) => {
    const authors = [
      faculty[(index + 1) % faculty.length],
      faculty[index % faculty.length],
      faculty[(index + 3) % faculty.length],
    ];
    const unique = [...new Set(authors.filter((name): name is string => Boolean(name)))];
    return { PUB_TITLE: title, PUB_BY: unique.join(', '), PUB_NO: id, PUB_YEAR: year };
  });
  return rows.sort((a, b) => Number(b.PUB_YEAR) - Number(a.PUB_YEAR));
}
