import type { DepartmentText } from './department-content';
import { VC_MESSAGE } from './home';
import { paragraphs } from './shared';

// The about texts, vision, mission and director's messages of the administration departments.
// Their CHAIRMAN_MSG is the head's message, shown as the Director Message.

export const ADMIN_TEXTS: Readonly<Record<string, DepartmentText>> = {
  'DEP-000040': {
    about: paragraphs(
      `The Office of the Vice Chancellor is the principal executive office of the university. The Vice Chancellor leads the university's academic and administrative affairs and chairs its Syndicate, Academic Council, Finance & Planning Committee and Selection Board.`,
      `The office coordinates the university's strategic plan, its relations with the Higher Education Commission and the Government of Sindh, and its partnerships with universities and organisations in Pakistan and abroad. It also oversees the internal audit, legal affairs and protocol sections.`,
    ),
    vision: `A university that serves the people of upper Sindh through excellent teaching, useful research and honest administration.`,
    mission: `To lead the university with integrity and transparency, to set its strategic direction, and to ensure that its resources serve its students, faculty and community.`,
    headMessage: VC_MESSAGE,
  },
  'DEP-000020': {
    about: paragraphs(
      `The Registrar Office is the custodian of the university's records and the secretariat of its statutory bodies: the Senate, the Syndicate, the Academic Council and the Selection Board. It maintains the records of students and employees and issues notifications of decisions.`,
      `The office handles the registration and enrolment of students, the verification of degrees and transcripts, the recruitment and service matters of employees, and the university's general administration and estate management.`,
    ),
    vision: `Efficient, transparent and student-friendly administration that supports the academic mission of the university.`,
    mission: `To maintain accurate records, to serve students and employees promptly and courteously, and to support the statutory bodies of the university in their work.`,
    headMessage: paragraphs(
      `The Registrar Office serves every student and employee of the university at some point, whether for enrolment, a degree verification or a service matter. We try to make each of those encounters quick, fair and courteous.`,
      `In the last two years we have moved degree verification and employee records to an online system, and most requests are now completed within five working days. We will continue to simplify our procedures.`,
      `Please visit our help desk in the Administration Block, or write to us by e-mail; we will respond as soon as we can.`,
    ),
  },
  'DEP-000021': {
    about: paragraphs(
      `The Directorate of Admissions manages admission to all undergraduate and postgraduate programmes of the university. It announces admissions, receives online applications, conducts the entry test and prepares the merit lists.`,
      `The directorate also runs the admissions help desk and the online admission portal, and organises awareness visits to colleges across Dadu, Jamshoro, Larkana and Qambar-Shahdadkot districts each spring.`,
    ),
    vision: `A fair, transparent and accessible admission process that brings talented students from every background to the university.`,
    mission: `To conduct admissions strictly on merit, to guide applicants clearly at every step, and to widen access to higher education for students from rural Sindh.`,
    headMessage: paragraphs(
      `Dear applicants, thank you for your interest in Kirthar University of Science & Technology. Admission to the university is decided entirely on merit, through an entry test and your academic record, and every merit list is published openly.`,
      `Please read the admission instructions carefully before you apply, keep your documents ready and check the eligibility criteria of your chosen programme. Our help desk answers questions by message on working days; please include your application ID in every message.`,
      `We wish you success in the entry test and look forward to welcoming you to the campus.`,
    ),
  },
  'DEP-000023': {
    about: paragraphs(
      `The Office of the Controller of Examinations conducts the semester examinations of all programmes, compiles and announces results, and issues transcripts, provisional certificates and degrees.`,
      `The office maintains the examination rules approved by the Academic Council, handles applications for re-totalling and improvement, and protects the integrity of the examination process through strict security of papers and results.`,
    ),
    vision: `Examinations and results that students and employers can trust completely.`,
    mission: `To conduct examinations fairly and securely, to announce results accurately and on time, and to issue documents promptly to students and graduates.`,
    headMessage: paragraphs(
      `The value of a degree depends on the trust that others place in it. The Office of the Controller of Examinations exists to protect that trust through fair, secure and timely examinations and accurate results.`,
      `Results of semester examinations are now announced within thirty days of the last paper, and transcripts can be requested online. Students are advised to read the examination rules and to keep their enrolment and fee records up to date.`,
      `I wish all our students success in their examinations.`,
    ),
  },
  'DEP-000024': {
    about: paragraphs(
      `The Directorate of Finance manages the university's budget, accounts, payroll, pensions and fee collection, and prepares the financial statements audited by the Auditor General of Pakistan.`,
      `It works with the Finance & Planning Committee and the Syndicate to prepare the annual budget, processes payments to suppliers and contractors, and manages the grants received from the Higher Education Commission and the Government of Sindh.`,
    ),
    vision: `Sound, transparent and accountable management of the university's finances.`,
    mission: `To manage the university's resources prudently and in line with the law, to serve students and employees efficiently, and to provide timely financial information for decision-making.`,
    headMessage: paragraphs(
      `The Directorate of Finance is responsible for every rupee the university receives and spends. We take that responsibility seriously, and we publish our budget and audited accounts every year.`,
      `Students can pay their fees through any branch of the university's partner banks or by mobile banking using the generated challan. Please keep your paid challans until your degree is issued.`,
      `Employees and suppliers are welcome to contact our accounts section for any question about salaries, pensions or payments.`,
    ),
  },
  'DEP-000025': {
    about: paragraphs(
      `The Office of Research, Innovation & Commercialization (ORIC) promotes and manages research at the university. It helps faculty members find funding, prepare proposals and manage grants, and it links researchers with industry, government and community partners.`,
      `ORIC manages the university's research policy and intellectual property, runs training on proposal writing and research ethics, and organises the annual Research Showcase. It also supports the commercialisation of research through licensing, consultancy and student start-ups.`,
    ),
    vision: `To make the university a source of knowledge, technology and innovation for the development of Sindh and Pakistan.`,
    mission: `To build a culture of research and innovation, to connect researchers with funding and partners, and to turn research into products, policies and services that benefit society.`,
    headMessage: paragraphs(
      `Universities are expected not only to teach but also to create knowledge and put it to use. ORIC exists to help our researchers do exactly that.`,
      `In the last year our faculty members won grants from the Higher Education Commission, the Sindh Higher Education Commission and international donors for work on flood resilience, clean water, solar energy and Sindhi language technology. Three patents have been filed and two student start-ups have signed their first commercial contracts.`,
      `I invite faculty members and students to visit ORIC with their ideas, and I invite industry and government to bring us their problems. We will do our best to connect the two.`,
    ),
  },
  'DEP-000026': {
    about: paragraphs(
      `The Quality Enhancement Cell (QEC) was established under the guidelines of the Higher Education Commission to ensure and improve the quality of education at the university.`,
      `QEC conducts self-assessment of academic programmes, collects feedback from students, alumni and employers, coordinates the visits of accreditation councils and implements the Higher Education Commission's quality assurance framework, including the institutional performance evaluation.`,
    ),
    vision: `A culture of quality in which every programme and service of the university meets national and international standards.`,
    mission: `To assure and enhance the quality of teaching, learning, research and services through systematic evaluation, honest feedback and continuous improvement.`,
    headMessage: paragraphs(
      `Quality is not a document we prepare for an inspection; it is the way we work every day. The Quality Enhancement Cell helps departments look honestly at their programmes, listen to their students and improve.`,
      `Every semester we invite students to evaluate their courses and teachers. These surveys are anonymous, and their results are shared with departments and used in real decisions. I urge every student to complete them thoughtfully.`,
      `I thank the self-assessment teams of all departments for their hard work, which led to the accreditation of all our engineering and computing programmes this year.`,
    ),
  },
  'DEP-000027': {
    about: paragraphs(
      `The Student Affairs & Media Cell (SAMC) looks after student life outside the classroom and manages the university's communication with the public and the media.`,
      `It supports more than twenty student societies, from debating, drama and literature to robotics, photography and community service. It organises orientation, cultural events such as Sindhi Cultural Day, and the annual convocation, and it publishes the university's news, newsletter and social media.`,
    ),
    vision: `A vibrant, inclusive and safe campus life that develops confident and responsible citizens.`,
    mission: `To support students' personal development through societies, events and services, to uphold discipline and student welfare, and to share the university's story accurately with the public.`,
    headMessage: paragraphs(
      `University is more than lectures and examinations. It is where many young people first live away from home, make lifelong friends and discover talents they did not know they had.`,
      `The Student Affairs & Media Cell supports that side of university life. Join a society, take part in a debate or a play, volunteer for a flood relief drive, or write for the newsletter. You will learn as much there as in any classroom.`,
      `Our office is open to every student who needs help or advice, and we take complaints of harassment or discrimination with the utmost seriousness.`,
    ),
  },
  'DEP-000022': {
    about: paragraphs(
      `The Student Financial Aid Office (SFAO) helps deserving students pay for their education. It manages need-based scholarships, merit scholarships and fee concessions from the Higher Education Commission, the Government of Sindh, the Benazir Income Support Programme, private donors and the university's own endowment fund.`,
      `The office announces scholarships, receives applications, verifies the financial need of applicants through interviews and home visits, and disburses awards transparently. In the academic year 2025-26 more than 1,900 students received financial aid.`,
    ),
    vision: `That no admitted student leaves the university because they cannot afford to stay.`,
    mission: `To identify students in financial need, to secure and distribute scholarships fairly and transparently, and to guide students through every step of the process.`,
    headMessage: paragraphs(
      `Talent is spread evenly across our society; money is not. The Student Financial Aid Office exists so that a student's ability, not their family's income, decides whether they can study at this university.`,
      `Scholarships are announced on the university website and notice boards at the start of each semester. Please apply on time, fill the forms honestly and keep copies of your documents. If your family's circumstances change during your studies, come and see us.`,
      `I thank the donors who have trusted us with their generosity, and I assure them that every rupee reaches a deserving student.`,
    ),
  },
  'DEP-000039': {
    about: paragraphs(
      `The Directorate of Postgraduate Studies (PGS) oversees the MS, ME, MPhil and PhD programmes of the university. It coordinates postgraduate admissions, the approval of research synopses, the appointment of supervisors and examiners, and the evaluation of theses.`,
      `The directorate implements the Higher Education Commission's graduate education policy, maintains the plagiarism checking service, and organises the annual research colloquium where postgraduate students present their work.`,
    ),
    vision: `Postgraduate education and research of high quality that strengthens the academic standing of the university.`,
    mission: `To maintain rigorous standards for postgraduate admission, supervision and evaluation, and to support postgraduate students throughout their research.`,
    headMessage: paragraphs(
      `Postgraduate study is a step from learning what is known to discovering what is not. It requires independence, persistence and honesty, and a good supervisor to guide the way.`,
      `The Directorate of Postgraduate Studies is here to make that journey clear and fair: timely synopsis approvals, qualified supervisors and examiners, and transparent evaluation of theses.`,
      `I encourage our postgraduate students to publish their work, to present it at conferences and to hold themselves to the highest standards of research integrity.`,
    ),
  },
  'DEP-000028': {
    about: paragraphs(
      `The Central Library holds more than 65,000 books, 4,000 bound volumes of journals and a special collection on the history, literature and culture of Sindh. It provides access to thousands of electronic journals and databases through the HEC National Digital Library.`,
      `The library has seating for 450 readers, a digital library with 60 workstations, separate reading halls for postgraduate students and a quiet study area that remains open until 10 p.m. during examinations.`,
    ),
    vision: `A modern library that gives every member of the university access to the knowledge they need.`,
    mission: `To build and preserve collections that support teaching and research, to provide easy access to print and electronic resources, and to teach the skills of finding and using information.`,
    headMessage: paragraphs(
      `A university is only as good as its library. Our Central Library is open to every student, teacher and researcher, and our staff are always ready to help you find what you need.`,
      `Apart from our print collection, you have free access on campus to thousands of electronic journals and books through the HEC National Digital Library. Ask at the reference desk for a short training session.`,
      `Please respect the quiet of the reading halls and return your books on time, so that others may use them too.`,
    ),
  },
  'DEP-000029': {
    about: paragraphs(
      `The IT Section manages the university's computing and network infrastructure: the campus fibre network, wireless access, e-mail, the data centre and the university's online systems for admissions, examinations, finance and human resources.`,
      `It also maintains the university website, provides technical support to departments and offices, and manages the university's software licences and cyber security.`,
    ),
    vision: `Reliable, secure and modern information technology services for every member of the university.`,
    mission: `To provide dependable network and computing services, to develop and maintain the university's information systems, and to protect the university's data.`,
    headMessage: paragraphs(
      `The IT Section keeps the university connected. Our campus network now reaches every academic block, hostel and office, and students can use the wireless network with their university accounts.`,
      `We are moving more services online every semester, from admissions and fee challans to transcripts and leave applications. Please report any problem to our help desk so we can fix it quickly.`,
      `Protect your password, be careful with suspicious e-mails, and never share your account with anyone.`,
    ),
  },
  'DEP-000030': {
    about: paragraphs(
      `The Directorate of Sports promotes physical education and sports at the university. It manages the sports complex, with its cricket ground, football field, indoor gymnasium and courts for badminton, volleyball, basketball and table tennis.`,
      `The directorate organises inter-departmental tournaments and the annual sports gala, and selects and trains university teams for inter-university competitions of the Higher Education Commission.`,
    ),
    vision: `A healthy and active university community with a strong sporting tradition.`,
    mission: `To provide facilities and coaching for sports and fitness, to encourage every student to take part, and to develop teams that represent the university with distinction.`,
    headMessage: paragraphs(
      `Sport teaches discipline, teamwork and resilience, lessons that last far longer than any trophy. The Directorate of Sports invites every student, whatever their level, to use our facilities and join a team.`,
      `Our cricket and volleyball teams reached the HEC inter-university finals this year, and our women's badminton team won the Sindh zone championship. We are proud of them all.`,
      `The sports complex is open every evening. Come and play.`,
    ),
  },
};
