// The backend's rows with its own field names; any may be missing, null, or a number sent as
// text (docs/behaviour.md, Backend replies).

export type Maybe<T> = T | null | undefined;
export type NumberLike = Maybe<number | string>;

export type FacultyRow = { FACULTY_ID?: Maybe<string>; FACULTY_NAME?: Maybe<string> };
export type DepartmentRow = { DeptID?: Maybe<string>; DeptTitle?: Maybe<string> };
export type ProspectusRow = { PROSPECTUS_FILE?: Maybe<string>; prospectus_file?: Maybe<string> };
/** DPT_FACULTY_NAME_GET: the banner title of a department or faculty id. */
export type BannerTitleRow = { TITLE?: Maybe<string>; DeptTitle?: Maybe<string> };
/** DPT_NAME_GET: the department name lookup that drives the side menu. */
export type DepartmentNameRow = {
  TITLE?: Maybe<string>;
  DeptTitle?: Maybe<string>;
  /** '1' means academic. */
  IsAcademic?: Maybe<string | number>;
};
export type ProgramRow = {
  PGM_ID?: Maybe<string>;
  PGM_TITLE?: Maybe<string>;
  DeptID?: Maybe<string>;
  PROGRAM_DESC?: Maybe<string>;
};
export type ContactRow = {
  CONTACT_ADD?: Maybe<string>;
  CONTACT_EMAIL?: Maybe<string>;
  CONTACT_NO?: Maybe<string>;
  CONTACT_NO_2?: Maybe<string>;
  CONTACT_WEBSITE?: Maybe<string>;
  FB_LINK?: Maybe<string>;
  YT_LINK?: Maybe<string>;
  TW_LINK?: Maybe<string>;
  LD_LINK?: Maybe<string>;
};
export type SliderRow = { SLIDER_IMG?: Maybe<string> };
export type AboutRow = {
  ABOUT_TITLE?: Maybe<string>;
  ABOUT_DESC?: Maybe<string>;
  ABOUT_VISION?: Maybe<string>;
  ABOUT_MISSION?: Maybe<string>;
  ABOUT_LINK?: Maybe<string>;
  VC_NAME?: Maybe<string>;
  VC_MESSAGE?: Maybe<string>;
  VC_IMG?: Maybe<string>;
};
export type NewsRow = {
  NEWS_DATE?: Maybe<string>;
  NEWS_IMG?: Maybe<string>;
  NEWS_TITLE?: Maybe<string>;
};
export type FactRow = {
  FACT_ICO?: Maybe<string>;
  FACT_TITLE?: Maybe<string>;
  FACT_NO?: NumberLike;
};
export type CampusRow = { CAMPUS_IMG?: Maybe<string>; CAMPUS_TITLE?: Maybe<string> };
export type HomeEventRow = {
  EVENT_DATE?: Maybe<string>;
  EVENT_TITLE?: Maybe<string>;
  EVENT_DESC?: Maybe<string>;
  EVENT_IMG?: Maybe<string>;
};
export type PopupRow = { HOME_POPUP_IMG?: Maybe<string> };
export type InformationRow = {
  INFORMATION_TITLE?: Maybe<string>;
  INFORMATION_DESC?: Maybe<string>;
  INFORMATION_IMG?: Maybe<string>;
};
export type DepartmentAboutRow = {
  DeptTitle?: Maybe<string>;
  deptTitle?: Maybe<string>;
  departmentTitle?: Maybe<string>;
  ABOUT_DESC?: Maybe<string>;
  ABOUT_VISION?: Maybe<string>;
  ABOUT_MISSION?: Maybe<string>;
  CHAIRMAN_MSG?: Maybe<string>;
  Photo?: Maybe<string>;
  FirstName?: Maybe<string>;
};
export type FacultyDetailRow = {
  FACULTY_DESC?: Maybe<string>;
  DEAN_MESSAGE?: Maybe<string>;
  Photo?: Maybe<string>;
  FirstName?: Maybe<string>;
};
/** FACULTY_PROGRAMS_GET: the departments of a faculty. */
export type FacultyDepartmentRow = { DeptTitle?: Maybe<string>; DPT_ID?: Maybe<string> };
export type DownloadRow = { DOWNLOAD_TITLE?: Maybe<string>; DOWNLOAD_FILE?: Maybe<string> };
export type DepartmentEventRow = {
  CREATE_DATE?: Maybe<string>;
  DPT_EVENT_IMG?: Maybe<string>;
  DPT_EVENT_TITLE?: Maybe<string>;
};
export type SeminarRow = {
  CREATE_DATE?: Maybe<string>;
  SEMINARS_IMG?: Maybe<string>;
  SEMINARS_TITLE?: Maybe<string>;
  SEMINARS_DESC?: Maybe<string>;
};
export type PeoRow = { PEOS_TITLE?: Maybe<string> };
export type PloRow = { PLOS_TITLE?: Maybe<string> };
export type EmployeeRow = {
  Photo?: Maybe<string>;
  FirstName?: Maybe<string>;
  DesTitle?: Maybe<string>;
  Email?: Maybe<string>;
  Mobile?: Maybe<string>;
};
export type CourseRow = {
  YEAR_TITLE?: Maybe<string>;
  CODE?: Maybe<string>;
  COURSE_TITLE?: Maybe<string>;
  /** Credit hours. */
  THEORY?: NumberLike;
  LAB?: NumberLike;
};
export type ProjectRow = {
  PROJECT_TITLE?: Maybe<string>;
  PRO_SUPERVISOR?: Maybe<string>;
  PRO_CO_SUPERVISOR?: Maybe<string>;
  PRO_MEMBERS?: Maybe<string>;
  PRO_REMARKS?: Maybe<string>;
};
export type PublicationRow = {
  PUB_TITLE?: Maybe<string>;
  PUB_BY?: Maybe<string>;
  PUB_NO?: Maybe<string>;
  PUB_YEAR?: NumberLike;
};

/** Each upstream function's body fields (besides authKey) and the row type it answers with. */
export type AppApiFunctions = {
  FACULTY_GET: { fields: Record<string, never>; row: FacultyRow };
  DPT_NAME_GET_ADMIN: { fields: Record<string, never>; row: DepartmentRow };
  PROSPECTUS_GET: { fields: Record<string, never>; row: ProspectusRow };
  DPT_FACULTY_NAME_GET: { fields: { ID: string; Typ: 'DEPT' | '' }; row: BannerTitleRow };
  PROGRAM_GET_ALL: { fields: { PGM_ID: string }; row: ProgramRow };
  CONTACT_GET: { fields: Record<string, never>; row: ContactRow };
  HOME_SLIDER_GET: { fields: Record<string, never>; row: SliderRow };
  HOME_ABOUT_GET: { fields: Record<string, never>; row: AboutRow };
  HOME_NEWS_GET: { fields: Record<string, never>; row: NewsRow };
  HOME_NEWS_GET_ALL: { fields: Record<string, never>; row: NewsRow };
  HOME_FACT_GET: { fields: Record<string, never>; row: FactRow };
  HOME_CAMPUS_GET: { fields: Record<string, never>; row: CampusRow };
  HOME_EVENT_GET: { fields: Record<string, never>; row: HomeEventRow };
  HOME_POPUP_GET: { fields: Record<string, never>; row: PopupRow };
  DPT_INFORMATION_GET: { fields: Record<string, never>; row: InformationRow };
  DPT_NAME_GET: { fields: { ID: string }; row: DepartmentNameRow };
  FACULTY_PROGRAMS_GET: { fields: { ID: string }; row: FacultyDepartmentRow };
  DPT_DOWNLOAD_GET: { fields: { ID: string }; row: DownloadRow };
  DPT_EVENT_GET: { fields: { ID: string }; row: DepartmentEventRow };
  DPT_SEMINARS_GET: { fields: { ID: string }; row: SeminarRow };
  DPT_ABOUT_GET: { fields: { ID: string }; row: DepartmentAboutRow };
  DEPARTMENT_PROGRAMS_GET: { fields: { DeptID: string }; row: ProgramRow };
  DPT_PEOS_GET: { fields: { ID: string }; row: PeoRow };
  DPT_PLOS_GET: { fields: { ID: string }; row: PloRow };
  DPT_EMP_GET: { fields: { ID: string; CatID: string }; row: EmployeeRow };
  DPT_PROGRAMS_GET: { fields: { ID: string }; row: CourseRow };
  DPT_PROJECT_GET: { fields: { ID: string }; row: ProjectRow };
  DPT_PUBLICATION_GET: { fields: { ID: string }; row: PublicationRow };
  FACULTY_GET_ALL: { fields: { ID: string }; row: FacultyDetailRow };
};

export type AppApiFunctionName = keyof AppApiFunctions;
export type FieldsOf<F extends AppApiFunctionName> = AppApiFunctions[F]['fields'];
export type RowOf<F extends AppApiFunctionName> = AppApiFunctions[F]['row'];
