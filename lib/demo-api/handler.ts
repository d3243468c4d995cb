import type { AppApiFunctionName, RowOf } from '@/lib/appapi/types';
import { contactRows, prospectusReply } from './data/contact';
import { courseRows } from './data/courses';
import { departmentAboutRows } from './data/department-about';
import { downloadRows, eventRows, seminarRows } from './data/department-updates';
import {
  adminDepartmentRows,
  bannerTitleRows,
  departmentNameRows,
  facultyDepartmentRows,
} from './data/departments';
import { facultyDetailRows, facultyRows, findFaculty } from './data/faculties';
import {
  aboutRows,
  allNewsRows,
  campusRows,
  factRows,
  homeEventRows,
  informationRows,
  newsRows,
  popupRows,
  sliderRows,
} from './data/home';
import { peoRows, ploRows } from './data/obe';
import { employeeRows } from './data/people';
import { departmentProgrammeRows, programmeRows } from './data/programmes';
import { projectRows, publicationRows } from './data/research';

// The bundled demo backend: answers AppAPI calls (docs/behaviour.md, Upstream protocol) from the
// demo data set as the real ASP.NET web service does, status codes and quirks included. It runs
// in-process when APPAPI_URL is unset and behind scripts/demo-api-server.ts: no Next in it.

export const DEMO_API_KEY = 'kust-demo-key';

type Reply<F extends AppApiFunctionName> = RowOf<F>[] | { d: RowOf<F>[] };

type WebMethod<F extends AppApiFunctionName> = {
  /** Body fields the method takes; ASMX answers 500 when one is absent. */
  params: readonly string[];
  reply: (fields: URLSearchParams) => Reply<F>;
};

const field = (fields: URLSearchParams, name: string) => fields.get(name) ?? '';
const byId = <F extends AppApiFunctionName>(rows: (id: string) => RowOf<F>[]): WebMethod<F> => ({
  params: ['ID'],
  reply: (fields) => rows(field(fields, 'ID')),
});
const noFields = <F extends AppApiFunctionName>(rows: () => Reply<F>): WebMethod<F> => ({
  params: [],
  reply: () => rows(),
});

const METHODS: { [F in AppApiFunctionName]: WebMethod<F> } = {
  FACULTY_GET: noFields(facultyRows),
  DPT_NAME_GET_ADMIN: noFields(adminDepartmentRows),
  PROSPECTUS_GET: noFields(prospectusReply),
  DPT_FACULTY_NAME_GET: {
    params: ['ID', 'Typ'],
    reply: (fields) =>
      bannerTitleRows(field(fields, 'ID'), field(fields, 'Typ'), (id) => findFaculty(id)?.name),
  },
  PROGRAM_GET_ALL: {
    params: ['PGM_ID'],
    reply: (fields) => programmeRows(field(fields, 'PGM_ID')),
  },
  CONTACT_GET: noFields(contactRows),
  HOME_SLIDER_GET: noFields(sliderRows),
  HOME_ABOUT_GET: noFields(aboutRows),
  HOME_NEWS_GET: noFields(newsRows),
  HOME_NEWS_GET_ALL: noFields(allNewsRows),
  HOME_FACT_GET: noFields(factRows),
  HOME_CAMPUS_GET: noFields(campusRows),
  HOME_EVENT_GET: noFields(homeEventRows),
  HOME_POPUP_GET: noFields(popupRows),
  DPT_INFORMATION_GET: noFields(informationRows),
  DPT_NAME_GET: byId(departmentNameRows),
  FACULTY_PROGRAMS_GET: byId(facultyDepartmentRows),
  DPT_DOWNLOAD_GET: byId(downloadRows),
  DPT_EVENT_GET: byId(eventRows),
  DPT_SEMINARS_GET: byId(seminarRows),
  DPT_ABOUT_GET: byId(departmentAboutRows),
  DEPARTMENT_PROGRAMS_GET: {
    params: ['DeptID'],
    reply: (fields) => departmentProgrammeRows(field(fields, 'DeptID')),
  },
  DPT_PEOS_GET: byId(peoRows),
  DPT_PLOS_GET: byId(ploRows),
  DPT_EMP_GET: {
    params: ['ID', 'CatID'],
    reply: (fields) => employeeRows(field(fields, 'ID'), field(fields, 'CatID')),
  },
  DPT_PROGRAMS_GET: byId(courseRows),
  DPT_PROJECT_GET: byId(projectRows),
  DPT_PUBLICATION_GET: byId(publicationRows),
  FACULTY_GET_ALL: byId(facultyDetailRows),
};

function isMethodName(name: string): name is AppApiFunctionName {
  return Object.prototype.hasOwnProperty.call(METHODS, name);
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Answers one AppAPI request: `POST …/AppAPI.asmx/{fn}` with a form-encoded body. */
export async function handleDemoRequest(request: Request): Promise<Response> {
  const match = /\/AppAPI\.asmx\/([^/]+)$/i.exec(new URL(request.url).pathname);
  if (request.method !== 'POST' || !match?.[1]) return json({ Message: 'Not found.' }, 404);

  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    return json({ Message: 'Not found.' }, 404);
  }
  // ASP.NET resolves the web method before the method's own code can check the key.
  if (!isMethodName(name)) return json({ Message: `Unknown web method ${name}.` }, 500);

  const fields = new URLSearchParams(await request.text());
  if (fields.get('authKey') !== DEMO_API_KEY)
    return json({ Message: 'Authentication failed.' }, 401);

  const method: WebMethod<AppApiFunctionName> = METHODS[name];
  const missing = method.params.find((param) => !fields.has(param));
  if (missing) return json({ Message: `Missing parameter: ${missing}.` }, 500);

  return json(method.reply(fields));
}
