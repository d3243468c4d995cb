import { en } from '@/lib/i18n/en';
import { buildSideMenu, departmentMenuContext } from '@/lib/menus/side-menu';
import { isMenuGroup, type MenuItem } from '@/lib/menus/types';

/** The menu as readable lines: 'Label -> href', sub-items indented. */
function outline(items: MenuItem[]): string[] {
  return items.flatMap((item) =>
    isMenuGroup(item)
      ? [item.label, ...item.children.map((child) => `  ${child.label} -> ${child.href}`)]
      : [`${item.label} -> ${item.href}`],
  );
}

describe('buildSideMenu', () => {
  it('gives an academic department Home, About, OBE, Faculty, Course Scheme, R&D, Updates and Downloads', () => {
    const menu = buildSideMenu(en, { kind: 'academic-department', id: 'DEP-000001' });
    expect(menu.title).toBe(en.menus.title);
    expect(outline(menu.items)).toEqual([
      'Home -> /DptHome?id=DEP-000001',
      'About',
      '  Chairman Message -> /ChairmanMessage?id=DEP-000001',
      '  Mission Vision -> /MissionVision?id=DEP-000001',
      'OBE',
      '  PEOS -> /PEOS?id=DEP-000001',
      '  PLOS -> /PLOS?id=DEP-000001',
      'Faculty -> /Faculty?id=DEP-000001',
      'Course Scheme -> /Programs?id=DEP-000001',
      'Research & Development',
      '  Publications -> /Publications?id=DEP-000001',
      '  Research Projects -> /ResearchProjects?id=DEP-000001',
      'Updates',
      '  Events -> /Events?id=DEP-000001',
      '  Seminars -> /Seminars?id=DEP-000001',
      'Downloads -> /Downloads?id=DEP-000001',
    ]);
  });

  it('gives an administration department About Us, Team and Downloads', () => {
    const menu = buildSideMenu(en, {
      kind: 'administration-department',
      id: 'DEP-000030',
      hasDirectorMessage: false,
    });
    expect(outline(menu.items)).toEqual([
      'About Us -> /AdmHome?id=DEP-000030',
      'Team -> /Faculty?id=DEP-000030',
      'Downloads -> /Downloads?id=DEP-000030',
    ]);
  });

  it('adds Director Message for the departments that have one', () => {
    const menu = buildSideMenu(en, {
      kind: 'administration-department',
      id: 'DEP-000025',
      hasDirectorMessage: true,
    });
    expect(outline(menu.items)).toContain('Director Message -> /DirectorMessage?id=DEP-000025');
  });

  it('gives a faculty Home, Dean Message and its departments', () => {
    const menu = buildSideMenu(en, {
      kind: 'faculty',
      id: 'FAC-000001',
      departments: [
        { id: 'DEP-000001', title: 'Computer Science' },
        { id: 'DEP-000002', title: 'Electrical Engineering' },
      ],
    });
    expect(outline(menu.items)).toEqual([
      'Home -> /FacHome?id=FAC-000001',
      'Dean Message -> /DeanMessage?id=FAC-000001',
      'Departments',
      '  Computer Science -> /DptHome?id=DEP-000001',
      '  Electrical Engineering -> /DptHome?id=DEP-000002',
    ]);
  });

  it('gives programme pages only Home', () => {
    expect(outline(buildSideMenu(en, { kind: 'programme', id: 'PGM-000004' }).items)).toEqual([
      'Home -> /ProHome?id=PGM-000004',
    ]);
  });

  it('gives the admission pages their six links, the VC message with its department id', () => {
    expect(
      outline(buildSideMenu(en, { kind: 'admission', vcMessageDeptId: 'DEP-000040' }).items),
    ).toEqual([
      'Instruction -> /Instruction',
      'Portal Help Desk -> /HelpDesk',
      'Admission Policy -> /AdmissionHome',
      'Self-Finance Scheme -> /AdmissionHome#self-finance',
      'Eligibility Criteria -> /EligibilityCriteria',
      'Vice Chancellor Message -> /DirectorMessage?id=DEP-000040',
    ]);
  });

  it('gives the facilities page its six facilities', () => {
    expect(buildSideMenu(en, { kind: 'facilities' }).items.map((item) => item.label)).toEqual([
      'Library',
      'Scholarship',
      'Hostel',
      'Transport',
      'Sports',
      'IT-Facilities',
    ]);
  });

  it('encodes the id in menu links', () => {
    expect(outline(buildSideMenu(en, { kind: 'programme', id: 'a b&c' }).items)).toEqual([
      'Home -> /ProHome?id=a%20b%26c',
    ]);
  });
});

describe('departmentMenuContext', () => {
  const directorIds = ['DEP-000025'];

  it("chooses the academic menu when IsAcademic is '1' (string or number)", () => {
    expect(departmentMenuContext('DEP-1', { IsAcademic: '1' }, directorIds)).toEqual({
      kind: 'academic-department',
      id: 'DEP-1',
    });
    expect(departmentMenuContext('DEP-1', { IsAcademic: 1 }, directorIds)?.kind).toBe(
      'academic-department',
    );
  });

  it('chooses the administration menu otherwise, with Director Message only for the configured ids', () => {
    expect(departmentMenuContext('DEP-000025', { IsAcademic: '0' }, directorIds)).toEqual({
      kind: 'administration-department',
      id: 'DEP-000025',
      hasDirectorMessage: true,
    });
    expect(departmentMenuContext('DEP-000031', { IsAcademic: null }, directorIds)).toMatchObject({
      hasDirectorMessage: false,
    });
  });

  it('gives null when the lookup found nothing, so the faculty menu is built instead', () => {
    expect(departmentMenuContext('FAC-000001', null, directorIds)).toBeNull();
  });
});
