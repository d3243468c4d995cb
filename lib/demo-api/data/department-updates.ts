import type { DepartmentEventRow, DownloadRow, SeminarRow } from '@/lib/appapi/types';
import { FILES } from './files';
import { isoDate, newestFirst } from './shared';

// Downloads, events and seminars of each department. The Department of Mathematics &
// Statistics has no events or seminars (the empty state); Education and the IT Section have
// no downloads.

type Download = readonly [title: string, file: string];

const ENGINEERING_DOWNLOADS = (programme: string): Download[] => [
  [`Course Outlines: ${programme}`, FILES.engineeringOutlines],
  ['Academic Calendar 2025-26', FILES.academicCalendar],
  ['OBE Manual for Engineering Programmes', FILES.obeManual],
  ['Final Year Project Guidelines', FILES.projectGuidelines],
  ['Laboratory Safety Rules', FILES.labSafety],
];

const DOWNLOADS: Readonly<Record<string, readonly Download[]>> = {
  'DEP-000001': ENGINEERING_DOWNLOADS('BE Civil Engineering'),
  'DEP-000002': ENGINEERING_DOWNLOADS('BE Electrical Engineering').slice(0, 4),
  'DEP-000003': ENGINEERING_DOWNLOADS('BE Mechanical Engineering').filter(
    (_, index) => index !== 2,
  ),
  'DEP-000004': [
    ['Course Outlines: BS Software Engineering', FILES.csOutline],
    ['Capstone Project Guidelines', FILES.projectGuidelines],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000005': [
    ['Course Outlines: BS Computer Science', FILES.csOutline],
    ['Final Year Project Guidelines', FILES.projectGuidelines],
    ['MS Thesis Guidelines', FILES.thesisGuidelines],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000006': [
    ['Course Outlines: BS Mathematics', FILES.scienceOutlines],
    ['MPhil Synopsis Format', FILES.synopsisFormat],
  ],
  'DEP-000007': [
    ['Course Outlines: BS Physics', FILES.scienceOutlines],
    ['Laboratory Safety Rules', FILES.labSafety],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000008': [
    ['Course Outlines: BS Environmental Sciences', FILES.scienceOutlines],
    ['Laboratory and Field Safety Rules', FILES.labSafety],
  ],
  'DEP-000009': [
    ['Course Outlines: BBA (Hons) and MBA', FILES.socialSciencesOutlines],
    ['Internship Guidelines', FILES.projectGuidelines],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000010': [
    ['Course Outlines: BS English', FILES.socialSciencesOutlines],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000011': [
    ['Course Outlines: BS Economics', FILES.socialSciencesOutlines],
    ['MPhil Thesis Guidelines', FILES.thesisGuidelines],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000040': [
    ['KUST Act and Statutes', FILES.actAndStatutes],
    ['Annual Budget 2025-26', FILES.budget],
  ],
  'DEP-000020': [
    ['Degree Verification Form', FILES.degreeVerificationForm],
    ['Student Code of Conduct', FILES.codeOfConduct],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000021': [
    ['Admission Instructions 2025-26', FILES.admissionInstructions],
    ['Prospectus 2025-26', FILES.prospectus],
    ['Fee Structure 2025-26', FILES.feeStructure],
  ],
  'DEP-000023': [
    ['Semester Examination Rules', FILES.examinationRules],
    ['Transcript Request Form', FILES.transcriptForm],
    ['Degree Verification Form', FILES.degreeVerificationForm],
  ],
  'DEP-000024': [
    ['Fee Structure 2025-26', FILES.feeStructure],
    ['Annual Budget 2025-26', FILES.budget],
  ],
  'DEP-000025': [
    ['Research Grant Application Form', FILES.researchGrantForm],
    ['Research & Intellectual Property Policy', FILES.researchPolicy],
  ],
  'DEP-000026': [
    ['Self-Assessment Manual', FILES.selfAssessmentManual],
    ['OBE Manual', FILES.obeManual],
  ],
  'DEP-000027': [
    ['Student Code of Conduct', FILES.codeOfConduct],
    ['Student Society Registration Form', FILES.societyForm],
  ],
  'DEP-000022': [
    ['Need-Based Scholarship Application Form', FILES.scholarshipForm],
    ['Fee Structure 2025-26', FILES.feeStructure],
  ],
  'DEP-000039': [
    ['Thesis Writing Guidelines', FILES.thesisGuidelines],
    ['Synopsis Format', FILES.synopsisFormat],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000028': [
    ['Library Membership Form', FILES.libraryForm],
    ['Academic Calendar 2025-26', FILES.academicCalendar],
  ],
  'DEP-000030': [
    ['Sports Calendar 2025-26', FILES.sportsCalendar],
    ['Sports Scholarship Application Form', FILES.scholarshipForm],
  ],
};

export function downloadRows(departmentId: string): DownloadRow[] {
  return (DOWNLOADS[departmentId] ?? []).map(([title, file]) => ({
    DOWNLOAD_TITLE: title,
    DOWNLOAD_FILE: file,
  }));
}

type DatedEvent = readonly [date: string, image: string, title: string];
type DatedSeminar = readonly [date: string, image: string, title: string, description: string];

const img = (name: string) => `/demo/events/${name}.jpg`;

const EVENTS: Readonly<Record<string, readonly DatedEvent[]>> = {
  'DEP-000001': [
    [
      '2026-10-03',
      img('site-visit'),
      'Study visit of final-year students to the Sukkur Barrage rehabilitation works',
    ],
    ['2026-04-18', img('exhibition'), 'Annual final-year design project exhibition'],
    ['2026-01-22', img('field-camp'), 'Summer survey camp concludes in the Kirthar foothills'],
    ['2025-11-08', img('workshop'), 'Concrete canoe competition of the ACI student chapter'],
  ],
  'DEP-000002': [
    ['2026-09-16', img('lab-session'), 'Inauguration of the 60 kW rooftop solar laboratory'],
    ['2026-03-27', img('exhibition'), 'Electrical engineering project exhibition 2026'],
    ['2025-12-12', img('site-visit'), 'Visit to the 500 kV grid station at Dadu'],
  ],
  'DEP-000003': [
    ['2026-05-09', img('exhibition'), 'Farm machinery exhibition of final-year projects'],
    ['2025-10-21', img('site-visit'), 'Industrial visit to a sugar mill near Mehar'],
  ],
  'DEP-000004': [
    ['2026-08-29', img('hackathon'), 'Code Sprint 2026: 24-hour software development challenge'],
    ['2026-02-14', img('orientation'), 'Start-up pitch day of the software incubation space'],
    ['2025-09-30', img('lab-session'), 'Agile studio week with industry mentors'],
  ],
  'DEP-000005': [
    ['2026-09-05', img('hackathon'), 'KUST Hackathon 2026 with teams from eleven universities'],
    ['2026-06-11', img('exhibition'), 'Final-year project showcase: AI for agriculture and health'],
    ['2026-03-06', img('lab-session'), 'Opening of the deep learning GPU laboratory'],
    ['2025-12-19', img('debate'), 'Coding competition for school and college students of Dadu'],
    ['2025-10-02', img('orientation'), 'Orientation of the new BS Artificial Intelligence batch'],
  ],
  'DEP-000007': [
    ['2026-02-28', img('exhibition'), 'National Science Day exhibition for school students'],
    ['2025-11-27', img('lab-session'), 'Night sky observation with the department telescope'],
  ],
  'DEP-000008': [
    ['2026-06-05', img('tree-plantation'), 'World Environment Day: campus clean-up and plantation'],
    ['2026-02-02', img('field-camp'), 'World Wetlands Day field visit to Manchar Lake'],
    ['2025-12-10', img('site-visit'), 'Water sampling campaign in flood-affected villages'],
  ],
  'DEP-000009': [
    ['2026-04-25', img('conference'), 'Dadu Business Conference 2026'],
    ['2026-01-15', img('job-fair'), 'Internship fair with banks and FMCG companies'],
    ['2025-11-20', img('exhibition'), 'Student entrepreneurs’ market day'],
  ],
  'DEP-000010': [
    [
      '2026-03-21',
      img('cultural-day'),
      'Poetry evening on World Poetry Day: Bhittai in translation',
    ],
    ['2025-12-04', img('debate'), 'Inter-departmental English declamation contest'],
    ['2025-10-15', img('orientation'), 'Launch of the Kirthar Review student magazine'],
  ],
  'DEP-000011': [
    [
      '2026-05-14',
      img('conference'),
      'Policy dialogue on the economic recovery of flood-affected districts',
    ],
    ['2025-11-11', img('field-camp'), 'Household survey training for final-year students'],
  ],
  'DEP-000012': [
    [
      '2026-09-12',
      img('workshop'),
      'Professional development workshop for primary school teachers',
    ],
    ['2026-02-24', img('orientation'), 'Inauguration of the Department of Education'],
  ],
  'DEP-000040': [
    ['2026-06-20', img('convocation'), 'Fifth convocation of the university'],
    [
      '2026-02-05',
      img('conference'),
      'Signing of the memorandum of understanding with the Sindh Irrigation Department',
    ],
  ],
  'DEP-000020': [
    ['2026-07-01', img('workshop'), 'Launch of the online degree verification service'],
    ['2025-12-18', img('conference'), 'Meeting of the University Senate'],
  ],
  'DEP-000021': [
    [
      '2026-07-15',
      img('orientation'),
      'Entry test for admissions 2025-26 held in Dadu and Larkana',
    ],
    ['2026-04-08', img('job-fair'), 'Admission awareness visits to colleges of upper Sindh'],
  ],
  'DEP-000023': [
    ['2026-08-05', img('training'), 'Training of invigilators for the fall semester examinations'],
    ['2026-01-12', img('workshop'), 'Launch of online transcript requests'],
  ],
  'DEP-000024': [
    ['2026-06-25', img('conference'), 'Approval of the annual budget 2026-27 by the Syndicate'],
    ['2025-12-03', img('training'), 'Training on the new financial management system'],
  ],
  'DEP-000025': [
    ['2026-05-20', img('exhibition'), 'Research Showcase 2026'],
    ['2026-02-17', img('workshop'), 'Workshop on writing competitive research proposals'],
    ['2025-10-29', img('conference'), 'Industry-academia linkages forum'],
  ],
  'DEP-000026': [
    ['2026-05-06', img('conference'), 'Visit of the PEC accreditation team'],
    ['2025-11-13', img('training'), 'Self-assessment training for programme teams'],
  ],
  'DEP-000027': [
    ['2025-12-06', img('cultural-day'), 'Sindhi Cultural Day celebrations'],
    ['2026-10-24', img('debate'), 'Inter-University Debating Championship'],
    ['2026-09-28', img('orientation'), 'Orientation day for new students'],
    ['2026-03-14', img('sports-gala'), 'Annual sports gala opening ceremony'],
  ],
  'DEP-000022': [
    ['2026-10-10', img('orientation'), 'Award ceremony for need-based scholarships'],
    ['2026-03-03', img('workshop'), 'Scholarship awareness session for first-year students'],
  ],
  'DEP-000039': [
    ['2026-04-29', img('conference'), 'Annual postgraduate research colloquium'],
    ['2025-10-08', img('training'), 'Orientation of new MS, MPhil and PhD scholars'],
  ],
  'DEP-000028': [
    ['2026-04-23', img('exhibition'), 'Book fair on World Book Day'],
    ['2025-11-24', img('training'), 'HEC Digital Library training for postgraduate students'],
  ],
  'DEP-000029': [
    ['2026-08-18', img('lab-session'), 'Campus-wide Wi-Fi extended to all hostels'],
    ['2026-01-27', img('training'), 'Cyber security awareness training for staff'],
  ],
  'DEP-000030': [
    ['2026-03-14', img('sports-gala'), 'Annual sports gala 2026'],
    ['2025-11-18', img('sports-gala'), 'Women’s badminton team wins the HEC Sindh zone title'],
  ],
};

const SEMINARS: Readonly<Record<string, readonly DatedSeminar[]>> = {
  'DEP-000001': [
    [
      '2026-08-21',
      img('guest-lecture'),
      'Designing for floods: lessons from the 2022 disaster',
      'A senior engineer of the Sindh Irrigation Department described the breaches of 2022 and the design changes now being made to embankments and cross-drainage structures.',
    ],
    [
      '2026-02-12',
      img('seminar-hall'),
      'Low-cost housing with confined masonry',
      'Researchers presented test results of confined masonry walls built with local bricks, and their use in rebuilding flood-affected villages.',
    ],
    [
      '2025-10-30',
      img('panel-discussion'),
      'Careers in construction management',
      'Alumni working with national contractors discussed project planning, contracts and life on a construction site.',
    ],
  ],
  'DEP-000002': [
    [
      '2026-07-09',
      img('seminar-hall'),
      'Net metering and the future of rooftop solar in Pakistan',
      'An engineer of the electric supply company explained net-metering rules, grid limits and the technical checks applied to new solar connections.',
    ],
    [
      '2025-12-02',
      img('guest-lecture'),
      'Protection relays in modern grids',
      'A guest lecture on numerical relays, relay coordination and the causes of recent grid disturbances.',
    ],
  ],
  'DEP-000003': [
    [
      '2026-06-16',
      img('guest-lecture'),
      'Maintenance engineering in process industries',
      'A plant manager from a cement factory described predictive maintenance, vibration analysis and the skills young engineers need on the shop floor.',
    ],
    [
      '2026-01-20',
      img('seminar-hall'),
      'Solar drying of dates and chillies',
      'Students and teachers presented the results of solar dryer trials with farmers near Dadu.',
    ],
  ],
  'DEP-000004': [
    [
      '2026-05-27',
      img('webinar'),
      'Working remotely for international software teams',
      'Graduates now working for companies abroad shared how they found remote work, and the skills and habits it demands.',
    ],
    [
      '2026-01-08',
      img('seminar-hall'),
      'Testing machine-learning systems',
      'A talk on the difficulties of testing software whose behaviour is learned from data, with practical techniques for test design.',
    ],
    [
      '2025-10-16',
      img('guest-lecture'),
      'Agile in practice',
      'A scrum master from a Karachi software house explained how agile teams plan, review and improve their work.',
    ],
  ],
  'DEP-000005': [
    [
      '2026-10-08',
      img('seminar-hall'),
      'Cyber security awareness for students',
      'With the IT Section: protecting personal data, recognising phishing and using mobile banking safely.',
    ],
    [
      '2026-07-23',
      img('guest-lecture'),
      'Language technology for Sindhi',
      'An overview of the department’s work on Sindhi spell checking, text-to-speech and machine translation, and the open problems that remain.',
    ],
    [
      '2026-03-19',
      img('panel-discussion'),
      'Artificial intelligence and the future of work in Pakistan',
      'A panel of industry leaders and researchers discussed how AI is changing jobs in software, banking and agriculture.',
    ],
    [
      '2025-11-05',
      img('webinar'),
      'Getting into graduate school abroad',
      'Faculty members who studied in China, Malaysia and the United Kingdom explained scholarships, applications and research proposals.',
    ],
  ],
  'DEP-000007': [
    [
      '2026-04-02',
      img('guest-lecture'),
      'Perovskite solar cells: promise and problems',
      'A visiting scientist from the Pakistan Council of Scientific & Industrial Research reviewed recent progress in perovskite solar cells.',
    ],
    [
      '2025-12-17',
      img('seminar-hall'),
      'Physics and the monsoon',
      'A seminar on the physics of monsoon rainfall and the limits of weather forecasting.',
    ],
  ],
  'DEP-000008': [
    [
      '2026-07-30',
      img('panel-discussion'),
      'Restoring Manchar Lake',
      'Scientists, fishermen’s representatives and officials discussed the causes of the lake’s decline and the steps needed to restore it.',
    ],
    [
      '2026-03-22',
      img('seminar-hall'),
      'Arsenic and fluoride in the groundwater of Dadu',
      'Results of the department’s groundwater survey, with advice on safe drinking water for households.',
    ],
    [
      '2025-10-24',
      img('webinar'),
      'Heat waves and public health',
      'A webinar on the rising frequency of heat waves in Sindh and how communities can protect the vulnerable.',
    ],
  ],
  'DEP-000009': [
    [
      '2026-09-24',
      img('guest-lecture'),
      'Islamic banking: growth and challenges',
      'A senior banker explained the growth of Islamic banking in Pakistan and the products most used by small businesses.',
    ],
    [
      '2026-02-26',
      img('panel-discussion'),
      'Women entrepreneurs of upper Sindh',
      'Women who run businesses in Dadu and Larkana shared their experience of finance, markets and family support.',
    ],
  ],
  'DEP-000010': [
    [
      '2026-05-12',
      img('guest-lecture'),
      'Translating Shah Abdul Latif',
      'A translator of the Shah jo Risalo discussed the challenges of carrying Bhittai’s poetry into English.',
    ],
    [
      '2025-11-19',
      img('seminar-hall'),
      'Teaching English in large classes',
      'A workshop for teachers on communicative methods that work in classes of sixty students or more.',
    ],
  ],
  'DEP-000011': [
    [
      '2026-08-13',
      img('seminar-hall'),
      'Crop insurance for smallholders',
      'A seminar on the design of crop insurance schemes and their results in Sindh and Punjab.',
    ],
    [
      '2026-01-29',
      img('panel-discussion'),
      'Inflation and the household budget',
      'Economists discussed the causes of recent inflation and its effect on poor households.',
    ],
  ],
  'DEP-000012': [
    [
      '2026-10-01',
      img('seminar-hall'),
      'Foundational literacy in Sindhi and Urdu',
      'A seminar on how children learn to read in their mother tongue, and what this means for early-grade teaching.',
    ],
    [
      '2026-04-15',
      img('webinar'),
      'Multigrade classrooms in rural schools',
      'Teachers from one- and two-room schools described how they teach several grades at once.',
    ],
  ],
  'DEP-000025': [
    [
      '2026-06-03',
      img('seminar-hall'),
      'Protecting and licensing university inventions',
      'A seminar on patents, licensing agreements and the university’s intellectual property policy.',
    ],
    [
      '2026-01-14',
      img('training'),
      'Research ethics and responsible conduct of research',
      'Training for faculty members and postgraduate students on research ethics, plagiarism and data management.',
    ],
  ],
  'DEP-000026': [
    [
      '2026-03-11',
      img('seminar-hall'),
      'Outcome-based education: from outcomes to assessment',
      'A workshop for teachers on writing course learning outcomes and aligning assessments with them.',
    ],
    [
      '2025-12-09',
      img('training'),
      'Using student feedback to improve teaching',
      'QEC presented the results of last semester’s surveys and discussed how departments can act on them.',
    ],
  ],
  'DEP-000027': [
    [
      '2026-04-21',
      img('seminar-hall'),
      'Mental health and well-being of students',
      'A psychologist spoke about stress, anxiety and where students can find support on campus.',
    ],
    [
      '2025-10-27',
      img('guest-lecture'),
      'Harassment-free campuses',
      'A session on the university’s policy against harassment and the procedure for filing complaints.',
    ],
  ],
  'DEP-000022': [
    [
      '2026-02-10',
      img('seminar-hall'),
      'How to apply for need-based scholarships',
      'A step-by-step guide to the scholarship forms, documents and interviews.',
    ],
    [
      '2025-09-18',
      img('webinar'),
      'Scholarships for postgraduate study abroad',
      'An overview of HEC and foreign government scholarships for MS and PhD study.',
    ],
  ],
  'DEP-000039': [
    [
      '2026-08-26',
      img('training'),
      'Writing a research synopsis',
      'A workshop on research questions, literature review and methodology for new postgraduate scholars.',
    ],
    [
      '2026-02-19',
      img('seminar-hall'),
      'Avoiding plagiarism in theses',
      'A session on citation, paraphrasing and the similarity report required for thesis submission.',
    ],
  ],
  'DEP-000028': [
    [
      '2026-03-25',
      img('training'),
      'Finding journal articles with the HEC Digital Library',
      'A hands-on session on searching databases and managing references.',
    ],
    [
      '2025-10-13',
      img('seminar-hall'),
      'Reading culture among university students',
      'A discussion on reading habits and how the library can encourage them.',
    ],
  ],
  'DEP-000029': [
    [
      '2026-10-08',
      img('seminar-hall'),
      'Cyber security awareness',
      'With the Department of Computer Science: strong passwords, phishing and safe use of public Wi-Fi.',
    ],
    [
      '2026-02-03',
      img('training'),
      'Using the university’s online services',
      'A session for students on the student portal, fee challans and university e-mail.',
    ],
  ],
  'DEP-000030': [
    [
      '2026-01-06',
      img('guest-lecture'),
      'Fitness and nutrition for students',
      'A sports physician spoke about exercise, diet and preventing sports injuries.',
    ],
    [
      '2025-09-25',
      img('seminar-hall'),
      'Sports scholarships and trials',
      'The procedure for sports trials and the scholarships available to university players.',
    ],
  ],
  'DEP-000020': [
    [
      '2026-06-09',
      img('training'),
      'Service rules for new employees',
      'An orientation for newly appointed staff on service rules, leave and conduct.',
    ],
    [
      '2025-11-26',
      img('seminar-hall'),
      'Records management in the digital age',
      'A seminar on moving student and employee records to a secure digital system.',
    ],
  ],
  'DEP-000021': [
    [
      '2026-05-05',
      img('seminar-hall'),
      'Choosing the right programme',
      'A counselling session for intermediate students and their parents.',
    ],
    [
      '2026-03-30',
      img('webinar'),
      'How to apply online',
      'A walkthrough of the online admission portal, fee payment and admit slips.',
    ],
  ],
  'DEP-000023': [
    [
      '2026-07-28',
      img('seminar-hall'),
      'Fair examinations',
      'A session for teachers on paper setting, moderation and the examination rules.',
    ],
    [
      '2025-12-15',
      img('training'),
      'Result processing on the new examination system',
      'Training for department focal persons on entering and verifying marks.',
    ],
  ],
  'DEP-000024': [
    [
      '2026-04-13',
      img('training'),
      'Budgeting and procurement rules',
      'A session for department heads on the budget cycle and the Sindh public procurement rules.',
    ],
    [
      '2025-10-20',
      img('seminar-hall'),
      'Pension reforms and university employees',
      'An explanation of recent pension rules for employees.',
    ],
  ],
  'DEP-000040': [
    [
      '2026-09-03',
      img('panel-discussion'),
      'The role of universities in flood recovery',
      'The Vice Chancellor chaired a panel of university leaders and officials on research and service after disasters.',
    ],
    [
      '2026-01-19',
      img('seminar-hall'),
      'Strategic plan 2026-2030',
      'A consultation with faculty, staff and students on the university’s new strategic plan.',
    ],
  ],
};

/** '2026-10-03' → '2026-10-03T00:00:00', as ASP.NET sends dates. */
function asAspNetDate(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return isoDate(year, month, date);
}

export function eventRows(departmentId: string): DepartmentEventRow[] {
  const rows = (EVENTS[departmentId] ?? []).map(([date, image, title]) => ({
    CREATE_DATE: asAspNetDate(date),
    DPT_EVENT_IMG: image,
    DPT_EVENT_TITLE: title,
  }));
  return newestFirst(rows, (row) => row.CREATE_DATE);
}

export function seminarRows(departmentId: string): SeminarRow[] {
  const rows = (SEMINARS[departmentId] ?? []).map(([date, image, title, description]) => ({
    CREATE_DATE: asAspNetDate(date),
    SEMINARS_IMG: image,
    SEMINARS_TITLE: title,
    SEMINARS_DESC: description,
  }));
  return newestFirst(rows, (row) => row.CREATE_DATE);
}
