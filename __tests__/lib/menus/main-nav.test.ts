import { en } from '@/lib/i18n/en';
import { buildFooterQuickLinks, buildMainNav, PLACEHOLDER_PROSPECTUS } from '@/lib/menus/main-nav';
import { isMenuGroup, type MenuItem } from '@/lib/menus/types';

const input = {
  faculties: [{ id: 'FAC-000001', name: 'Faculty of Engineering' }],
  adminDepartments: [{ id: 'DEP-000030', title: 'Registrar Office' }],
  prospectusUrl: 'https://files.test/Prospectus%202025.pdf',
};

function group(items: MenuItem[], label: string) {
  const item = items.find((candidate) => candidate.label === label);
  if (!item || !isMenuGroup(item)) throw new Error(`no group ${label}`);
  return item.children;
}

describe('buildMainNav', () => {
  it('lists the bar of docs/behaviour.md, Layout, in order', () => {
    expect(buildMainNav(en, input).map((item) => item.label)).toEqual([
      'Home',
      'Academics',
      'Administration',
      'Admissions',
      'ORIC',
      'QEC',
      'SAMC',
      'SFAO',
      'PGS',
      'Careers',
      'News & Events',
    ]);
  });

  it('links the quick links to their fixed department ids', () => {
    const links = Object.fromEntries(
      buildMainNav(en, input).flatMap((item) =>
        isMenuGroup(item) ? [] : [[item.label, item.href]],
      ),
    );
    expect(links).toMatchObject({
      ORIC: '/AdmHome?id=DEP-000025',
      QEC: '/AdmHome?id=DEP-000026',
      SAMC: '/AdmHome?id=DEP-000027',
      SFAO: '/AdmHome?id=DEP-000022',
      PGS: '/AdmHome?id=DEP-000039',
      Careers: '/',
      'News & Events': '/NewsEvents',
    });
  });

  it('builds Academics from the faculties and Administration from the departments', () => {
    const nav = buildMainNav(en, input);
    expect(group(nav, 'Academics')).toEqual([
      { label: 'Faculty of Engineering', href: '/FacHome?id=FAC-000001' },
      { label: 'All programmes', href: '/ProgrammeFinder' },
    ]);
    expect(group(nav, 'Administration')).toEqual([
      { label: 'Registrar Office', href: '/AdmHome?id=DEP-000030' },
    ]);
  });

  it('opens the prospectus in a new tab, or the placeholder pdf when there is none', () => {
    expect(group(buildMainNav(en, input), 'Admissions')).toEqual([
      { label: 'About Admission', href: '/AdmissionHome' },
      { label: 'Find a programme', href: '/ProgrammeFinder' },
      { label: 'Prospectus', href: 'https://files.test/Prospectus%202025.pdf', newTab: true },
    ]);
    expect(group(buildMainNav(en, { ...input, prospectusUrl: null }), 'Admissions')[2]).toEqual({
      label: 'Prospectus',
      href: PLACEHOLDER_PROSPECTUS,
      newTab: true,
    });
  });
});

describe('buildFooterQuickLinks', () => {
  it('lists About Us, ORIC, QEC, SAMC, SFAO and Contact Us', () => {
    expect(buildFooterQuickLinks(en).map((link) => link.label)).toEqual([
      'About Us',
      'ORIC',
      'QEC',
      'SAMC',
      'SFAO',
      'Contact Us',
    ]);
  });
});
