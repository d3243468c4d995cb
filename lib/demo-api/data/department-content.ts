import { paragraphs } from './shared';

// The about texts, vision, mission and chairman's messages of the academic departments.

export type DepartmentText = {
  about: string;
  /** Left out on purpose for one department: the page shows its fallback. */
  vision?: string;
  mission: string;
  /** Left out on purpose for one department: the page shows its fallback. */
  headMessage?: string;
};

export const ACADEMIC_TEXTS: Readonly<Record<string, DepartmentText>> = {
  'DEP-000001': {
    about: paragraphs(
      `The Department of Civil Engineering was the first department of the university, founded together with it in 2012. It offers a four-year Bachelor of Engineering accredited by the Pakistan Engineering Council, a Master of Engineering in Structural Engineering and a PhD programme, and has graduated more than 1,200 engineers.`,
      `The department's laboratories cover structures, concrete technology, soil mechanics, hydraulics, transportation and surveying. Students spend a summer survey camp in the foothills of the Kirthar range and visit the Sukkur and Kotri barrages, the Right Bank Outfall Drain and major construction sites as part of their studies.`,
      `After the floods of 2022 the department led the structural assessment of more than four hundred schools and health facilities in Dadu district. That work continues today in research on flood-resilient housing, low-cost building materials and the rehabilitation of canal structures.`,
    ),
    vision: `To be a leading centre of civil engineering education and research in Sindh, known for graduates and ideas that build safe, resilient and sustainable communities.`,
    mission: `To educate civil engineers with strong fundamentals, practical skill and professional integrity, to conduct research that addresses the infrastructure and water challenges of the region, and to serve the public through sound technical advice.`,
    headMessage: paragraphs(
      `Welcome to the Department of Civil Engineering. Civil engineers design and build the things a society cannot live without: roads and bridges, water supply and drainage, schools, hospitals and homes. Few places show the value of that work as clearly as the Indus plain, where a single flood season can undo years of progress.`,
      `Our curriculum follows the outcome-based framework of the Pakistan Engineering Council, but our real aim is simpler: graduates who can think through a problem, calculate with care, work on a site with confidence and take responsibility for public safety. Our faculty members combine teaching with consultancy for provincial departments, which keeps our classrooms close to practice.`,
      `I encourage our students to make full use of our laboratories, to take part in the survey camp and in the American Concrete Institute student chapter, and to seek internships every summer. To prospective students I say: if you want to see your work stand for generations, you have chosen the right profession.`,
    ),
  },
  'DEP-000002': {
    about: paragraphs(
      `The Department of Electrical Engineering offers a PEC-accredited Bachelor of Engineering with specialisations in power and electronics, and a Master of Engineering in Electrical Power Engineering. It is home to about 480 undergraduate and 40 postgraduate students.`,
      `Its laboratories include electrical machines, power systems and protection, power electronics, control systems, digital electronics, microprocessors and communication systems. A rooftop solar installation of 60 kW on the engineering block serves both as a power source and as a teaching and research facility.`,
      `The department works closely with the Hyderabad and Sukkur electric supply companies and the National Transmission & Despatch Company, whose engineers teach short courses and co-supervise final-year projects on grid reliability, loss reduction and distributed generation.`,
    ),
    vision: `To be recognised nationally for excellence in electrical engineering education and for research that brings clean, reliable and affordable energy to every community.`,
    mission: `To prepare competent and ethical electrical engineers through a balanced programme of theory and practice, to advance knowledge in power, electronics and control, and to partner with industry and government for the development of Sindh.`,
    headMessage: paragraphs(
      `Dear students, it gives me great pleasure to welcome you to the Department of Electrical Engineering. Electricity is the backbone of modern life, and Pakistan's energy transition is one of the great engineering tasks of our time. Our graduates will help decide how that transition is carried out.`,
      `We have invested steadily in our laboratories, and I am proud that our students build real hardware: inverters, protection relays, motor drives and embedded controllers. Our teachers are active researchers in renewable integration, smart metering and power quality, and they bring that work into their lectures.`,
      `Engineering is demanding, and I will not pretend otherwise. But our faculty members keep their doors open, our senior students mentor the juniors, and our alumni network in the power sector is generous with advice and internships. Work hard, stay curious and you will find your place here.`,
    ),
  },
  'DEP-000003': {
    about: paragraphs(
      `The Department of Mechanical Engineering was established in 2015 and offers a four-year Bachelor of Engineering accredited by the Pakistan Engineering Council. Its teaching covers thermodynamics, fluid mechanics, machine design, manufacturing, and heat and mass transfer.`,
      `The department maintains a well-equipped workshop with lathes, milling machines, welding bays and a CNC router, together with laboratories for thermodynamics, refrigeration and air conditioning, internal combustion engines and mechanics of materials. A computer-aided design studio gives every student access to industry-standard modelling software.`,
      `Much of the department's project work is rooted in local needs: low-cost threshers and seed drills for smallholders, solar dryers for dates and chillies, and efficient cookstoves for rural households.`,
    ),
    vision: `To develop mechanical engineers who design and make machines and systems that improve livelihoods, with a special concern for agriculture and energy in rural Sindh.`,
    mission: `To provide hands-on mechanical engineering education grounded in sound science, to encourage design and innovation through projects with local industry and farmers, and to instil professional responsibility in every graduate.`,
    headMessage: paragraphs(
      `Welcome to the Department of Mechanical Engineering. Mechanical engineering is the art of making things move, and it touches almost every industry, from sugar mills and cement plants to vehicles, pumps and power stations.`,
      `We believe that an engineer must be able to use both a computer and a spanner. Our students model their designs in CAD, analyse them with simulation tools and then build them in our workshop. Each year our final-year teams present machines that farmers and small manufacturers around Dadu can actually use.`,
      `I invite you to visit our workshop during the annual project exhibition and see what our students have made. I also thank our industrial partners, who host our students every summer and help us keep our curriculum current.`,
    ),
  },
  'DEP-000004': {
    about: paragraphs(
      `The Department of Software Engineering offers a four-year BS Software Engineering programme that teaches the disciplined development of reliable software: requirements, design, construction, testing, maintenance and project management.`,
      `Students learn in small studios where they work in agile teams on real projects, many of them commissioned by local schools, hospitals, traders and government offices. The department's software incubation space has launched eleven student start-ups, including a bilingual Sindhi-English school management system now used by more than forty schools.`,
      `Faculty research interests include software testing, human-computer interaction for low-literacy users, mobile health and the engineering of machine-learning systems.`,
    ),
    vision: `To be a centre of excellence in software engineering that produces professionals capable of building dependable software for Pakistan and the world.`,
    mission: `To teach the principles and practices of software engineering through project-based learning, to foster innovation and entrepreneurship, and to contribute software solutions to the social and economic needs of the region.`,
    headMessage: paragraphs(
      `Welcome to the Department of Software Engineering. Software now runs our banks, hospitals, farms and governments, and the difference between good and bad software can be the difference between trust and failure. Our programme is built to teach how good software is made.`,
      `From the first semester our students write code, and from the second year they write it in teams, using version control, code reviews, automated tests and continuous integration, exactly as professional teams do. By the time they graduate they have delivered several complete projects to real users.`,
      `Pakistan's software exports are growing quickly, and our graduates now work in Karachi, Lahore, Islamabad and abroad, as well as remotely from Dadu itself. I look forward to welcoming you to our studios.`,
    ),
  },
  'DEP-000005': {
    about: paragraphs(
      `The Department of Computer Science is the largest department of the Faculty of Science & Information Technology, with over 900 students in its BS Computer Science, BS Artificial Intelligence and MS Computer Science programmes, all designed to the guidelines of the National Computing Education Accreditation Council.`,
      `The department operates six computing laboratories, a networking laboratory, a GPU server for deep learning and a robotics corner. Its students regularly reach the national finals of the ACM ICPC Asia Topi regional contest and organise an annual hackathon that draws teams from universities across Sindh.`,
      `Research groups in the department work on natural language processing for Sindhi and Urdu, computer vision for agriculture, network security and educational technology, with funding from the Higher Education Commission and the Ignite national technology fund.`,
    ),
    vision: `To be a leading computer science department in Pakistan, recognised for quality education, impactful research and graduates who shape the digital future.`,
    mission: `To provide a rigorous and up-to-date computing education, to advance knowledge through research in computing and artificial intelligence, and to apply that knowledge for the benefit of society.`,
    headMessage: paragraphs(
      `It is my privilege to welcome you to the Department of Computer Science. Computing has changed every field of human activity, and artificial intelligence is now changing computing itself. It has never been a more exciting time to study our subject.`,
      `Our programmes give equal weight to foundations and to practice. You will study algorithms, theory of computation and mathematics, because these do not go out of date; and you will build web applications, mobile apps, databases and machine-learning models, because that is how ideas reach people.`,
      `I am especially proud of our students' work on Sindhi language technology: spell checkers, text-to-speech and machine translation tools for a language spoken by more than thirty million people. This is what a university in Sindh should do. Join us, and help us do more.`,
    ),
  },
  'DEP-000006': {
    about: paragraphs(
      `The Department of Mathematics & Statistics offers BS and MPhil programmes in Mathematics and teaches the mathematics and statistics courses of every engineering and science programme in the university.`,
      `Its teaching ranges from pure mathematics (algebra, analysis and topology) to applied fields such as numerical analysis, mathematical modelling, operations research and statistical inference. A statistical consulting unit helps researchers across the university design surveys and experiments and analyse their data.`,
    ),
    vision: `To promote mathematical and statistical thinking as the foundation of science, technology and informed decision-making in society.`,
    mission: `To offer high-quality programmes in mathematics and statistics, to support teaching and research across the university, and to prepare graduates for careers in education, research, finance and data analysis.`,
    headMessage: paragraphs(
      `Welcome to the Department of Mathematics & Statistics. Mathematics is often called the language of science, but it is also a subject of great beauty in its own right. We hope our students will come to enjoy both sides of it.`,
      `Our graduates teach in schools and colleges across Sindh, work as analysts in banks and telecom companies, and continue to research degrees at home and abroad. The demand for people who can reason with numbers and data has never been higher.`,
      `To our students: mathematics rewards patience and practice. Attend your tutorials, work through the problems yourself and do not hesitate to ask for help. Our faculty members are here for you.`,
    ),
  },
  'DEP-000007': {
    about: paragraphs(
      `The Department of Physics offers BS and MPhil programmes in Physics. It seeks to give students a deep understanding of the physical world, from classical mechanics and electromagnetism to quantum mechanics, solid-state physics and modern optics.`,
      `The department's laboratories support experiments in mechanics, optics, electronics, nuclear physics and materials science. A thin-film deposition system and a UV-visible spectrophotometer, acquired through a Higher Education Commission research grant, support postgraduate work on materials for solar cells.`,
      `Physics graduates of the university teach in colleges and schools, work in laboratories of the Pakistan Atomic Energy Commission and the Pakistan Council of Scientific & Industrial Research, and pursue doctoral studies in Pakistan and abroad.`,
    ),
    vision: `To advance the understanding of nature through excellent teaching and research in physics, and to inspire scientific curiosity in the region.`,
    mission: `To provide a strong education in theoretical and experimental physics, to conduct research in materials and renewable energy, and to promote science literacy through outreach to schools and colleges.`,
  },
  'DEP-000008': {
    about: paragraphs(
      `The Department of Environmental Sciences offers a four-year BS programme that studies the interactions between people and their environment, combining biology, chemistry, geology, ecology and social science.`,
      `The district of Dadu offers a living laboratory: Manchar Lake, the largest freshwater lake in Pakistan, the Kirthar National Park and the irrigated plains of the Indus. Students carry out field studies of water quality, soil salinity, biodiversity and air pollution, and the department's environmental monitoring laboratory analyses samples for local government and NGOs.`,
      `The department works on the restoration of Manchar Lake, on climate adaptation in flood-affected villages and on safe drinking water, and it runs the university's green campus initiative.`,
    ),
    vision: `To be a centre of environmental education and research that helps the communities of Sindh live sustainably with their land, water and climate.`,
    mission: `To educate environmental scientists with strong field and laboratory skills, to generate knowledge on the environmental problems of the region, and to work with communities and institutions for practical solutions.`,
    headMessage: paragraphs(
      `Welcome to the Department of Environmental Sciences. Our region lives with the consequences of environmental change every day: floods, heat waves, a shrinking and polluted Manchar Lake and unsafe groundwater. Understanding these problems is the first step to solving them.`,
      `Our students learn in the field as much as in the classroom. They sample water at Manchar, count birds in the Kirthar National Park, interview farmers about salinity and present their findings to the people who can act on them.`,
      `I hope that every graduate of this department will carry with them a sense of responsibility for the environment we share. The work is urgent, and there is room in it for everyone.`,
    ),
  },
  'DEP-000009': {
    about: paragraphs(
      `The Department of Business Administration offers a four-year BBA (Hons) and a two-year MBA programme. Its curriculum covers accounting, finance, marketing, human resource management, operations and entrepreneurship, with a strong emphasis on case-based teaching.`,
      `Students complete an eight-week internship with banks, telecom companies, FMCG distributors, rice mills and development organisations. The department's Entrepreneurship Centre supports student start-ups with mentoring, seed grants and links to the National Incubation Centre network.`,
      `The annual Dadu Business Conference, organised by the department's students, brings together business leaders, bankers and policy makers to discuss the economy of upper Sindh.`,
    ),
    vision: `To develop responsible business leaders and entrepreneurs who create value for their organisations and their communities.`,
    mission: `To deliver a practical, ethical and globally informed business education, to promote entrepreneurship and applied research, and to build partnerships with business and the public sector.`,
    headMessage: paragraphs(
      `Welcome to the Department of Business Administration. Business is about people: understanding what they need, organising them to provide it and earning their trust. Our programmes are designed to teach those skills through cases, projects and real experience.`,
      `Our students present business plans to bankers, audit the books of local enterprises as part of their coursework, and run the campus store and the annual business conference. Many of our graduates now manage branches of national banks; others run their own businesses in Dadu, Larkana and Karachi.`,
      `I invite young people with ambition and energy to join us, and I invite employers to work with us as mentors, hosts for internships and recruiters.`,
    ),
  },
  'DEP-000010': {
    about: paragraphs(
      `The Department of English offers a four-year BS English programme in language and literature, and teaches the functional English, communication skills and technical writing courses taken by every undergraduate at the university.`,
      `The programme introduces students to British, American and world literatures in English, including the writing of Pakistani authors, alongside linguistics, applied linguistics and English language teaching. Students translate Sindhi poetry into English, from Shah Abdul Latif Bhittai to contemporary poets, as part of the translation studies course.`,
      `The department runs the university's Writing Centre, where trained student tutors help their peers with essays, reports and theses, and publishes the student literary magazine Kirthar Review.`,
    ),
    vision: `To foster critical thinking, creativity and effective communication through the study of English language and literature.`,
    mission: `To offer a rich programme in literature, linguistics and language teaching, to strengthen the communication skills of all students of the university, and to promote the literary heritage of Sindh through translation and research.`,
    headMessage: paragraphs(
      `Welcome to the Department of English. Literature teaches us to see the world through other eyes, and language gives us the means to share what we see. Both are at the heart of an educated life.`,
      `Our students read widely, write often and speak with confidence. They leave us as teachers, journalists, civil servants, content writers and researchers, and many of them continue to MPhil studies in linguistics and literature.`,
      `I am especially proud of our translation projects, which carry the poetry of Sindh to new readers. I hope you will join us in reading, writing and thinking together.`,
    ),
  },
  'DEP-000011': {
    about: paragraphs(
      `The Department of Economics offers BS and MPhil programmes in Economics. It teaches micro- and macroeconomics, econometrics, development economics, public finance and agricultural economics, with a focus on the economy of Sindh.`,
      `Students learn to work with data from the Pakistan Bureau of Statistics, the State Bank of Pakistan and household surveys, and they carry out their own field surveys in the villages of Dadu district. The department has studied the economic impact of the 2022 floods, crop insurance for smallholders and the informal labour market.`,
    ),
    mission: `To educate economists who can analyse economic problems rigorously, to produce research that informs public policy in Sindh, and to engage with policy makers and communities.`,
    headMessage: paragraphs(
      `Welcome to the Department of Economics. Economics asks how societies use their scarce resources, and few questions matter more in a province where millions still live in poverty.`,
      `Our programme combines theory with careful empirical work. Our students learn to gather data, to test ideas against evidence and to present their conclusions clearly to people who make decisions.`,
      `Our graduates work in banks, the civil service, development organisations and research institutes. I hope you will join them, and bring your own questions about how our economy can work better for everyone.`,
    ),
  },
  'DEP-000012': {
    about: paragraphs(
      `The Department of Education was established in 2025 to prepare well-trained teachers, school leaders and education researchers for Sindh. Its first programme, a four-year B.Ed. (Hons), has been approved by the university's Academic Council and will admit its first students once accreditation is complete.`,
      `Until then the department offers professional development courses for serving teachers in partnership with the School Education & Literacy Department, and it is preparing a study of learning outcomes in the primary schools of Dadu district.`,
    ),
    vision: `To improve the quality of school education in Sindh by preparing reflective, skilled and caring teachers and school leaders.`,
    mission: `To offer teacher education grounded in research and classroom practice, to support serving teachers through professional development, and to study and improve the learning of children in our region.`,
    headMessage: paragraphs(
      `Welcome to the Department of Education, the university's youngest department. Every other profession depends on good teachers, and Sindh needs many more of them.`,
      `We are building our programme carefully, with the help of experienced teachers, head teachers and education officers. Our aim is a teacher education that is practical, rooted in real classrooms and respectful of the children and communities our graduates will serve.`,
      `I invite teachers, parents and anyone who cares about education to follow our progress and to work with us.`,
    ),
  },
};
