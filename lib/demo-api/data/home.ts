import type {
  AboutRow,
  CampusRow,
  FactRow,
  HomeEventRow,
  InformationRow,
  NewsRow,
  PopupRow,
  SliderRow,
} from '@/lib/appapi/types';
import { isoDate, newestFirst, paragraphs, portraitPath, withDemoNote } from './shared';

export const UNIVERSITY_NAME = 'Kirthar University of Science & Technology';
export const VC_NAME = 'Prof. Dr. Nazir Ahmed Talpur';

export const VC_MESSAGE = paragraphs(
  `It is my honour to welcome you to Kirthar University of Science & Technology. Our university was founded with a simple promise: that the young people of Dadu and the districts around it should not have to leave home to receive a first-class education in science, engineering and the professions. Thirteen years later, more than seven thousand students study on our campus, and our graduates serve across Pakistan and beyond.`,
  `We are a young university, and we have tried to use that freedom well. Our programmes are designed around outcomes rather than old habits; our laboratories are used every day, not kept for inspections; and our teachers are expected to be active scholars who bring their research into the classroom. All of our engineering and computing programmes are accredited, and our faculty now publishes in leading national and international journals.`,
  `We also remember where we stand. The floods of 2022 devastated our district, and our students and teachers were among the first to help: assessing damaged schools, testing drinking water, running relief camps and documenting losses. That work continues in our research on flood resilience, clean water and climate adaptation. A university that does not serve its community has missed its purpose.`,
  `To our students I say: use every opportunity this campus offers, in the library, the laboratories, the playing fields and the societies. Be honest in your work, generous to your classmates and ambitious for your future. To parents, partners and friends of the university: our doors are open, and we welcome your ideas and your support.`,
);

export function sliderRows(): SliderRow[] {
  return [
    { SLIDER_IMG: '/demo/slider/main-campus.jpg' },
    { SLIDER_IMG: '/demo/slider/convocation.jpg' },
    { SLIDER_IMG: '/demo/slider/laboratories.jpg' },
    { SLIDER_IMG: '/demo/slider/central-library.jpg' },
  ];
}

export function aboutRows(): AboutRow[] {
  return [
    {
      ABOUT_TITLE: `Welcome to ${UNIVERSITY_NAME}`,
      ABOUT_DESC: withDemoNote(
        paragraphs(
          `${UNIVERSITY_NAME} (KUST) is a public sector university on Kirthar Road, Dadu, chartered by the Provincial Assembly of Sindh in 2012 and recognised by the Higher Education Commission of Pakistan. It takes its name from the Kirthar range, whose hills rise on the western horizon of the campus.`,
          `The university offers twenty undergraduate and postgraduate programmes through three faculties: Engineering; Science & Information Technology; and Social Sciences & Management. More than 7,500 students, a third of them women, study on its 240-acre campus, which includes modern laboratories, a central library, hostels for 1,400 students, a sports complex and a 900-seat auditorium.`,
          `KUST serves one of the least developed regions of Sindh, and it takes that responsibility seriously. Its research focuses on the problems of its region, from flood-resilient infrastructure and safe drinking water to renewable energy, agriculture and the Sindhi language, and its financial aid office ensures that no admitted student is turned away for lack of money.`,
        ),
      ),
      ABOUT_VISION: `To be a university of national standing that transforms upper Sindh through knowledge, innovation and service.`,
      ABOUT_MISSION: `To provide accessible, high-quality education in science, engineering, management and the social sciences; to conduct research that addresses the needs of our region and our country; and to develop graduates of integrity who lead and serve their communities.`,
      ABOUT_LINK: 'https://www.youtube.com/watch?v=KUSTdemo025',
      VC_NAME,
      VC_MESSAGE,
      VC_IMG: portraitPath(VC_NAME),
    },
  ];
}

const NEWS: readonly NewsRow[] = newestFirst(
  [
    {
      NEWS_DATE: isoDate(2026, 10, 14),
      NEWS_IMG: '/demo/news/irrigation-agreement.jpg',
      NEWS_TITLE:
        'KUST and the Sindh Irrigation Department sign an agreement on flood-resilient canal structures',
    },
    {
      NEWS_DATE: isoDate(2026, 9, 28),
      NEWS_IMG: '/demo/news/orientation.jpg',
      NEWS_TITLE: 'Fall 2026 semester begins with orientation for 1,850 new students',
    },
    {
      NEWS_DATE: isoDate(2026, 9, 5),
      NEWS_IMG: '/demo/news/hackathon.jpg',
      NEWS_TITLE: 'Computer Science students win the Sindh round of the national hackathon',
    },
    {
      NEWS_DATE: isoDate(2026, 8, 14),
      NEWS_IMG: '/demo/news/independence-day.jpg',
      NEWS_TITLE: 'Independence Day celebrated with flag hoisting and a tree plantation drive',
    },
    {
      NEWS_DATE: isoDate(2026, 6, 20),
      NEWS_IMG: '/demo/news/convocation.jpg',
      NEWS_TITLE: 'Fifth convocation: 1,240 graduates receive their degrees',
    },
    {
      NEWS_DATE: isoDate(2026, 5, 11),
      NEWS_IMG: '/demo/news/accreditation.jpg',
      NEWS_TITLE: 'All engineering programmes accredited by the Pakistan Engineering Council',
    },
    {
      NEWS_DATE: isoDate(2026, 3, 2),
      NEWS_IMG: '/demo/news/manchar-grant.jpg',
      NEWS_TITLE: 'ORIC secures HEC research grant for a water quality study of Manchar Lake',
    },
    {
      NEWS_DATE: isoDate(2025, 12, 6),
      NEWS_IMG: '/demo/news/cultural-day.jpg',
      NEWS_TITLE: 'Sindhi Cultural Day celebrated across the campus with Ajrak and Topi',
    },
    {
      NEWS_DATE: isoDate(2025, 11, 18),
      NEWS_IMG: '/demo/news/badminton.jpg',
      NEWS_TITLE: "Women's badminton team wins the HEC Sindh zone championship",
    },
  ],
  (row) => row.NEWS_DATE ?? '',
);

export function newsRows(): NewsRow[] {
  return NEWS.slice(0, 4);
}

export function allNewsRows(): NewsRow[] {
  return [...NEWS];
}

export function factRows(): FactRow[] {
  return [
    { FACT_ICO: '/demo/icons/students.png', FACT_TITLE: 'Students', FACT_NO: 7500 },
    { FACT_ICO: '/demo/icons/faculty.png', FACT_TITLE: 'Faculty Members', FACT_NO: 320 },
    // The real backend sometimes sends counts as strings.
    { FACT_ICO: '/demo/icons/programmes.png', FACT_TITLE: 'Degree Programmes', FACT_NO: '20' },
    { FACT_ICO: '/demo/icons/departments.png', FACT_TITLE: 'Academic Departments', FACT_NO: 12 },
    { FACT_ICO: '/demo/icons/publications.png', FACT_TITLE: 'Research Publications', FACT_NO: 640 },
    { FACT_ICO: '/demo/icons/alumni.png', FACT_TITLE: 'Alumni', FACT_NO: 11800 },
  ];
}

export function campusRows(): CampusRow[] {
  return [
    { CAMPUS_IMG: '/demo/campus/central-library.jpg', CAMPUS_TITLE: 'Central Library' },
    { CAMPUS_IMG: '/demo/campus/academic-block.jpg', CAMPUS_TITLE: 'Engineering Academic Block' },
    { CAMPUS_IMG: '/demo/campus/hostels.jpg', CAMPUS_TITLE: 'Student Hostels' },
    { CAMPUS_IMG: '/demo/campus/sports-complex.jpg', CAMPUS_TITLE: 'Sports Complex' },
    { CAMPUS_IMG: '/demo/campus/auditorium.jpg', CAMPUS_TITLE: 'Shah Latif Auditorium' },
    { CAMPUS_IMG: '/demo/campus/cafeteria.jpg', CAMPUS_TITLE: 'Cafeteria & Lawns' },
  ];
}

export function homeEventRows(): HomeEventRow[] {
  return newestFirst(
    [
      {
        EVENT_DATE: isoDate(2026, 11, 30),
        EVENT_TITLE: 'International Conference on Water, Climate & Resilience 2026',
        EVENT_DESC:
          'A two-day conference hosted by the Faculty of Engineering with researchers from Pakistan, China, Turkey and the United Kingdom. Sessions cover flood modelling, resilient infrastructure, groundwater quality and climate adaptation in the Indus basin. Abstracts were received from 34 universities.',
        EVENT_IMG: '/demo/events/conference.jpg',
      },
      {
        EVENT_DATE: isoDate(2026, 11, 12),
        EVENT_TITLE: 'Annual Job Fair 2026',
        EVENT_DESC:
          'More than forty employers from banking, telecom, construction, energy and software will meet final-year students and recent graduates. Students are advised to register with the Student Affairs & Media Cell and to bring printed copies of their CV.',
        EVENT_IMG: '/demo/events/job-fair.jpg',
      },
      {
        EVENT_DATE: isoDate(2026, 10, 24),
        EVENT_TITLE: 'Inter-University Debating Championship',
        EVENT_DESC:
          'Teams from eighteen universities debated in English and Urdu over three days at the Shah Latif Auditorium. The KUST team reached the semi-final of the English parliamentary round.',
        EVENT_IMG: '/demo/events/debate.jpg',
      },
      {
        EVENT_DATE: isoDate(2026, 10, 8),
        EVENT_TITLE: 'Seminar on Cyber Security Awareness',
        EVENT_DESC:
          'The IT Section and the Department of Computer Science held a seminar on protecting personal data, recognising phishing and using mobile banking safely, with speakers from the Federal Investigation Agency cyber crime wing.',
        EVENT_IMG: '/demo/events/seminar-hall.jpg',
      },
      {
        EVENT_DATE: isoDate(2026, 9, 22),
        EVENT_TITLE: 'Blood Donation Camp',
        EVENT_DESC:
          'Students and staff donated 260 bags of blood at a camp organised with the Civil Hospital Dadu and the Red Crescent, for thalassaemia patients of the district.',
        EVENT_IMG: '/demo/events/blood-donation.jpg',
      },
      {
        EVENT_DATE: isoDate(2026, 9, 10),
        EVENT_TITLE: 'Green Campus Tree Plantation Drive',
        EVENT_DESC:
          'The Vice Chancellor inaugurated the autumn plantation drive, in which students planted 3,000 neem, sukh chain and date palm saplings along the campus roads and hostels.',
        EVENT_IMG: '/demo/events/tree-plantation.jpg',
      },
    ],
    (row) => row.EVENT_DATE ?? '',
  );
}

export function popupRows(): PopupRow[] {
  return [{ HOME_POPUP_IMG: '/demo/home/admissions-open-2025-26.jpg' }];
}

export function informationRows(): InformationRow[] {
  return [
    {
      INFORMATION_TITLE: 'Admissions 2025-26: Online Registration Is Open',
      INFORMATION_DESC:
        'Applications are invited for admission to BE, BS, BBA, MBA, MS, MPhil and PhD programmes for the academic year 2025-26. Register on the online admission portal, pay the application fee of Rs. 4,000 by bank challan and download your admit slip for the entry test.',
      // The backend appends a cache-busting query string; the site strips it (docs/behaviour.md, Backend replies).
      INFORMATION_IMG: '/demo/home/information.jpg?v=3',
    },
  ];
}
