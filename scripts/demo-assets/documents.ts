import { FILES } from '../../lib/demo-api/data/files';
import type { PdfPage } from './pdf';

// The text of every downloadable demo document, keyed by its site path.

type FilePath = (typeof FILES)[keyof typeof FILES];

const one = (title: string, ...paragraphs: string[]): PdfPage[] => [{ title, paragraphs }];

export const DOCUMENTS: Readonly<Record<FilePath, PdfPage[]>> = {
  [FILES.academicCalendar]: one(
    'Academic Calendar 2025-26',
    'Fall Semester 2025',
    'Classes begin: Monday, 22 September 2025. Mid-semester examinations: 10-15 November 2025. Last day of classes: 9 January 2026. Final examinations: 12-24 January 2026.',
    '',
    'Spring Semester 2026',
    'Classes begin: Monday, 9 February 2026. Mid-semester examinations: 30 March - 4 April 2026. Last day of classes: 29 May 2026. Final examinations: 1-12 June 2026.',
    '',
    'Holidays follow the notifications of the Government of Sindh. Eid holidays will be announced by the Registrar Office.',
  ),
  [FILES.feeStructure]: one(
    'Fee Structure 2025-26',
    'Semester fees for students admitted in 2025-26 (Pakistani rupees):',
    'BE programmes: 48,000 per semester. BS computing programmes: 42,000. BS science programmes: 36,000. BBA (Hons), BS English, BS Economics: 34,000. MBA: 45,000. MS, ME and MPhil: 55,000. PhD: 70,000.',
    '',
    'Admission fee (once): 15,000. Security deposit (refundable): 5,000. Application form fee: 4,000, non-refundable, paid by bank challan.',
    'Hostel charges: 18,000 per semester, mess charges extra.',
    'Fees are paid through the generated bank challan at any branch of the partner banks, or by mobile banking.',
  ),
  [FILES.admissionInstructions]: one(
    'Admission Instructions 2025-26',
    '1. Register on the online admission portal using your CNIC number without dashes.',
    '2. Fill in your personal and academic details and choose up to three programmes in order of preference.',
    '3. Download the bank challan and pay the application fee of Rs. 4,000 (non-refundable).',
    '4. Upload your photograph and documents and submit the form. Keep a printed copy with four passport-size photographs.',
    '5. Download your admit slip, which is also sent by e-mail, and appear in the entry test.',
    '6. Merit lists are published on the university website. Passing the entry test does not guarantee admission.',
    '',
    'Eligibility: at least 60% marks in HSC for BE programmes and at least 50% for BS programmes.',
  ),
  [FILES.engineeringOutlines]: one(
    'Course Outlines: Faculty of Engineering',
    'This document lists the course learning outcomes, contents, recommended books and assessment scheme of every course of the BE programmes in Civil, Electrical and Mechanical Engineering, following the curriculum of the Higher Education Commission and the Pakistan Engineering Council.',
    '',
    'Assessment (theory courses): sessional work 20%, mid-semester examination 30%, final examination 50%.',
    'Assessment (laboratory courses): laboratory reports 40%, open-ended lab 20%, final lab examination and viva 40%.',
  ),
  [FILES.csOutline]: one(
    'Course Outlines: Computing Programmes',
    'Course outlines of the BS Computer Science, BS Artificial Intelligence and BS Software Engineering programmes, designed to the guidelines of the National Computing Education Accreditation Council.',
    '',
    'Each outline gives the course learning outcomes and their mapping to programme learning outcomes, a week-by-week plan, the textbooks and the assessment scheme.',
  ),
  [FILES.scienceOutlines]: one(
    'Course Outlines: Faculty of Science & Information Technology',
    'Course outlines of the BS and MPhil programmes in Mathematics, Physics and Environmental Sciences, with learning outcomes, contents, laboratory work and recommended books.',
  ),
  [FILES.socialSciencesOutlines]: one(
    'Course Outlines: Faculty of Social Sciences & Management',
    'Course outlines of the BBA (Hons), MBA, BS English and BS Economics programmes, with learning outcomes, weekly plans, readings and assessment schemes.',
  ),
  [FILES.obeManual]: one(
    'Outcome-Based Education Manual',
    'This manual explains how programmes of the university define programme educational objectives (PEOs), programme learning outcomes (PLOs) and course learning outcomes (CLOs), how CLOs are mapped to PLOs, and how attainment is measured and used for continuous improvement.',
    '',
    'A PLO is considered attained by a student who scores at least 50% in the assessments mapped to it.',
  ),
  [FILES.projectGuidelines]: one(
    'Final Year Project Guidelines',
    'Groups of three or four students propose a project in the seventh semester, supervised by a faculty member and, where possible, co-supervised by an industry partner.',
    'Milestones: proposal defence (week 4), mid-term evaluation (week 16), final report and demonstration (end of the eighth semester).',
    'The report follows the university template and is checked for plagiarism before submission.',
  ),
  [FILES.labSafety]: one(
    'Laboratory Safety Rules',
    'Wear closed shoes and a laboratory coat. Do not eat or drink in laboratories. Follow the instructions of the laboratory engineer at all times. Report every accident, however minor. Know the location of fire extinguishers, first-aid boxes and emergency exits. Switch off equipment after use.',
  ),
  [FILES.thesisGuidelines]: one(
    'Thesis Writing Guidelines',
    'The thesis is written in English, on A4 paper, in 12-point type with 1.5 line spacing. It contains an abstract, introduction, literature review, methodology, results, discussion, conclusions and references in a consistent citation style.',
    'The similarity index reported by the plagiarism checking service must not exceed 19%, with no single source above 5%.',
  ),
  [FILES.synopsisFormat]: one(
    'Research Synopsis Format',
    'A synopsis of no more than 3,000 words containing: title, introduction and background, problem statement, objectives, brief literature review, methodology, expected outcomes, work plan and references. It is presented before the departmental research committee and approved by the Board of Advanced Studies & Research.',
  ),
  [FILES.researchGrantForm]: one(
    'Research Grant Application Form',
    'Applicant, department and co-investigators. Title of the project. Summary (250 words). Objectives. Methodology. Expected outputs and beneficiaries. Budget with justification. Work plan. Declaration of the applicant and endorsement of the chairman.',
    'Submit to the Office of Research, Innovation & Commercialization.',
  ),
  [FILES.researchPolicy]: one(
    'Research & Intellectual Property Policy',
    'The policy sets out the university’s commitment to research integrity, the approval of research involving human participants, the ownership and sharing of intellectual property arising from university research, and the distribution of income from licensing and commercialisation.',
  ),
  [FILES.scholarshipForm]: one(
    'Need-Based Scholarship Application Form',
    'Student name, roll number, programme and semester. Family details: members, occupation and monthly income of each earning member. Assets and expenses. Other scholarships received. Documents: income certificate, utility bills, CNIC copies of parents. Declaration by the student and the guardian.',
    'Incomplete or false applications will be rejected.',
  ),
  [FILES.examinationRules]: one(
    'Semester Examination Rules',
    'A student must attend at least 75% of the classes of a course to sit its final examination. Use of unfair means leads to cancellation of the paper and further disciplinary action. Results are announced within thirty days of the last paper. Applications for re-totalling are accepted within fifteen days of the result.',
  ),
  [FILES.transcriptForm]: one(
    'Transcript Request Form',
    'Name, father’s name, roll number, programme and year of graduation. Number of copies required. Urgent or normal service. Attach the paid fee challan and a copy of the CNIC.',
  ),
  [FILES.degreeVerificationForm]: one(
    'Degree Verification Form',
    'For employers and institutions: name of the graduate, degree, year and roll number, with a copy of the degree and transcript. Verification is completed within five working days and the result is sent by e-mail.',
  ),
  [FILES.selfAssessmentManual]: one(
    'Self-Assessment Manual',
    'The manual describes the self-assessment of academic programmes under the quality assurance framework of the Higher Education Commission: the programme team, the criteria and standards, the surveys of students, alumni and employers, the self-assessment report and the implementation plan.',
  ),
  [FILES.codeOfConduct]: one(
    'Student Code of Conduct',
    'Students are expected to be honest in their academic work, respectful towards fellow students, teachers and staff, and careful with university property. Harassment, discrimination, ragging, political violence and the possession of weapons or drugs are strictly prohibited and punishable under the university’s discipline rules.',
  ),
  [FILES.societyForm]: one(
    'Student Society Registration Form',
    'Name and objectives of the society. Names, roll numbers and signatures of the founding members (at least fifteen). Faculty advisor. Planned activities for the year. Endorsed by the Student Affairs & Media Cell.',
  ),
  [FILES.libraryForm]: one(
    'Library Membership Form',
    'Name, roll number or employee number, department and contact details. Students may borrow three books for fourteen days; faculty members six books for one month. Lost or damaged books must be replaced or paid for.',
  ),
  [FILES.budget]: one(
    'Annual Budget 2025-26 (Summary)',
    'Total budget: Rs. 3.2 billion. Recurring grant from the Higher Education Commission and the Government of Sindh: 58%. Fees and own income: 34%. Development grants: 8%.',
    'Major heads of expenditure: salaries and pensions 61%, academic and research activities 14%, operations and maintenance 12%, scholarships 6%, development 7%.',
  ),
  [FILES.sportsCalendar]: one(
    'Sports Calendar 2025-26',
    'Inter-departmental cricket: October-November 2025. Badminton and table tennis: December 2025. Annual sports gala: March 2026. HEC inter-university trials: announced on notice boards.',
  ),
  [FILES.actAndStatutes]: one(
    'Kirthar University of Science & Technology Act and Statutes (Extract)',
    'The university is a body corporate established by an Act of the Provincial Assembly of Sindh. Its authorities are the Senate, the Syndicate, the Academic Council, the Board of Faculties, the Board of Advanced Studies & Research, the Selection Board and the Finance & Planning Committee.',
    'The Vice Chancellor is the principal executive and academic officer of the university.',
  ),
  [FILES.prospectus]: [
    {
      title: 'Prospectus 2025-26',
      paragraphs: [
        'Kirthar University of Science & Technology (KUST) is a public sector university on Kirthar Road, Dadu, recognised by the Higher Education Commission of Pakistan.',
        '',
        'Contents: 1. The university. 2. Faculties and programmes. 3. Admission and eligibility. 4. Fees and financial aid. 5. Campus life.',
        '',
        'Admissions 2025-26 are open. Apply online on the admission portal.',
      ],
    },
    {
      title: 'Faculties and Programmes',
      paragraphs: [
        'Faculty of Engineering: BE Civil Engineering, ME Structural Engineering, PhD Civil Engineering, BE Electrical Engineering, ME Electrical Power Engineering, BE Mechanical Engineering, BS Software Engineering.',
        '',
        'Faculty of Science & Information Technology: BS Computer Science, BS Artificial Intelligence, MS Computer Science, BS Mathematics, MPhil Mathematics, BS Physics, MPhil Physics, BS Environmental Sciences.',
        '',
        'Faculty of Social Sciences & Management: BBA (Hons), MBA (2 Years), BS English (Language & Literature), BS Economics, MPhil Economics.',
      ],
    },
    {
      title: 'Admission, Fees and Financial Aid',
      paragraphs: [
        'Eligibility: at least 60% marks in HSC for BE programmes and at least 50% for BS programmes. Admission is on merit, based on the entry test and academic record.',
        '',
        'Application fee: Rs. 4,000 (non-refundable), paid by bank challan.',
        '',
        'More than 1,900 students received need-based or merit scholarships in 2025-26 through the Student Financial Aid Office.',
      ],
    },
  ],
};

export const PLACEHOLDER_PROSPECTUS: PdfPage[] = one(
  'Prospectus',
  'The prospectus for the coming academic year will be published soon.',
  '',
  'Please visit the Admissions section of the website again, or contact the Directorate of Admissions for any question about programmes, eligibility and fees.',
);
