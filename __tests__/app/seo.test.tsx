/** @jest-environment node */
import type { Metadata } from 'next';
import { generateMetadata as rootMetadata } from '@/app/[lang]/layout';
import { generateMetadata as homeMetadata } from '@/app/[lang]/page';
import { generateMetadata as aboutUsMetadata } from '@/app/[lang]/AboutUs/page';
import { generateMetadata as contactUsMetadata } from '@/app/[lang]/ContactUs/page';
import { generateMetadata as newsEventsMetadata } from '@/app/[lang]/NewsEvents/page';
import { generateMetadata as facilitiesMetadata } from '@/app/[lang]/FacilitiesHome/page';
import { generateMetadata as admissionHomeMetadata } from '@/app/[lang]/(admission)/AdmissionHome/page';
import { generateMetadata as instructionMetadata } from '@/app/[lang]/(admission)/Instruction/page';
import { generateMetadata as helpDeskMetadata } from '@/app/[lang]/(admission)/HelpDesk/page';
import { generateMetadata as eligibilityMetadata } from '@/app/[lang]/(admission)/EligibilityCriteria/page';
import { generateMetadata as dptHomeMetadata } from '@/app/[lang]/department/[id]/DptHome/page';
import { generateMetadata as admHomeMetadata } from '@/app/[lang]/department/[id]/AdmHome/page';
import { generateMetadata as downloadsMetadata } from '@/app/[lang]/department/[id]/Downloads/page';
import { generateMetadata as eventsMetadata } from '@/app/[lang]/department/[id]/Events/page';
import { generateMetadata as seminarsMetadata } from '@/app/[lang]/department/[id]/Seminars/page';
import { generateMetadata as peosMetadata } from '@/app/[lang]/department/[id]/PEOS/page';
import { generateMetadata as plosMetadata } from '@/app/[lang]/department/[id]/PLOS/page';
import { generateMetadata as chairmanMetadata } from '@/app/[lang]/department/[id]/ChairmanMessage/page';
import { generateMetadata as directorMetadata } from '@/app/[lang]/department/[id]/DirectorMessage/page';
import { generateMetadata as missionVisionMetadata } from '@/app/[lang]/department/[id]/MissionVision/page';
import { generateMetadata as facultyMetadata } from '@/app/[lang]/department/[id]/Faculty/page';
import { generateMetadata as programsMetadata } from '@/app/[lang]/department/[id]/Programs/page';
import { generateMetadata as projectsMetadata } from '@/app/[lang]/department/[id]/ResearchProjects/page';
import { generateMetadata as publicationsMetadata } from '@/app/[lang]/department/[id]/Publications/page';
import { generateMetadata as facHomeMetadata } from '@/app/[lang]/faculty/[id]/FacHome/page';
import { generateMetadata as deanMetadata } from '@/app/[lang]/faculty/[id]/DeanMessage/page';
import { generateMetadata as proHomeMetadata } from '@/app/[lang]/programme/[id]/ProHome/page';
import robots from '@/app/robots';
import { stubBackend, withNockBackend } from '../support/appapi';
import { idProps, type IdProps } from '../support/render';
import { setPageLanguage } from '../support/root-params';
import {
  DEPT_ID,
  FACULTY_ID,
  PROGRAMME_ID,
  bannerTitle,
  departmentAbout,
  facultyDetail,
  homeAbout,
  programme,
} from './fixtures';

// The home page imports the slider, whose swiper CSS (extensionless 'swiper/css') jest cannot
// load; its metadata does not need it.
jest.mock('@/components/home/hero-slider', () => ({ HeroSlider: () => null }));

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

type MetadataOf = (props: IdProps) => Promise<Metadata>;

/** The Open Graph fields as plain data (Next types them as a union of shapes). */
const og = (metadata: Metadata) =>
  (metadata.openGraph ?? {}) as {
    title?: unknown;
    description?: unknown;
    url?: unknown;
    type?: unknown;
  };

const departmentPages: [string, MetadataOf][] = [
  ['/DptHome', dptHomeMetadata],
  ['/AdmHome', admHomeMetadata],
  ['/Downloads', downloadsMetadata],
  ['/Events', eventsMetadata],
  ['/Seminars', seminarsMetadata],
  ['/PEOS', peosMetadata],
  ['/PLOS', plosMetadata],
  ['/ChairmanMessage', chairmanMetadata],
  ['/DirectorMessage', directorMetadata],
  ['/MissionVision', missionVisionMetadata],
  ['/Faculty', facultyMetadata],
  ['/Programs', programsMetadata],
  ['/ResearchProjects', projectsMetadata],
  ['/Publications', publicationsMetadata],
];

describe('metadata of the id pages', () => {
  it.each(departmentPages)(
    "titles %s with the department's name and gives its public canonical link and Open Graph tags",
    async (path, metadataOf) => {
      stubBackend({
        DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
        DPT_ABOUT_GET: [departmentAbout],
      });
      const metadata = await metadataOf(idProps(DEPT_ID));

      expect(metadata.title).toEqual(expect.stringContaining('Computer Science'));
      expect(typeof metadata.description).toBe('string');
      expect((metadata.description ?? '').length).toBeGreaterThan(10);
      expect(metadata.alternates?.canonical).toBe(`${path}?id=DEP-000001`);
      expect(og(metadata)).toMatchObject({
        title: expect.stringContaining('Computer Science'),
        description: metadata.description,
        url: `${path}?id=DEP-000001`,
      });
      expect(metadata.robots).toBeUndefined();
    },
  );

  it.each([
    ...departmentPages,
    ['/FacHome', facHomeMetadata],
    ['/DeanMessage', deanMetadata],
    ['/ProHome', proHomeMetadata],
  ] as [string, MetadataOf][])(
    'tells search engines not to index %s for an id the backend does not know',
    async (path, metadataOf) => {
      stubBackend({
        DPT_FACULTY_NAME_GET: [],
        DPT_ABOUT_GET: [],
        FACULTY_GET_ALL: [],
        PROGRAM_GET_ALL: [],
      });
      const metadata = await metadataOf(idProps('DEP-F3K9Q2ZL'));

      expect(metadata.robots).toEqual({ index: false });
      expect(metadata.title).toEqual(expect.any(String));
      expect(metadata.alternates?.canonical).toBe(`${path}?id=DEP-F3K9Q2ZL`);
    },
  );

  it("titles /DptHome with the department's name and describes it with its about text", async () => {
    stubBackend({
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
      DPT_ABOUT_GET: [departmentAbout],
    });
    const metadata = await dptHomeMetadata(idProps(DEPT_ID));

    expect(metadata.title).toBe('Computer Science');
    expect(metadata.description).toBe('The department teaches computing. It was founded in 2012.');
    expect(metadata.alternates?.canonical).toBe('/DptHome?id=DEP-000001');
  });

  it.each([
    ['/FacHome', facHomeMetadata],
    ['/DeanMessage', deanMetadata],
  ] as [string, MetadataOf][])("titles %s with the faculty's name", async (path, metadataOf) => {
    const calls = stubBackend({
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
      FACULTY_GET_ALL: [facultyDetail],
    });
    const metadata = await metadataOf(idProps(FACULTY_ID));

    expect(metadata.title).toEqual(expect.stringContaining('Faculty of Engineering'));
    expect((metadata.description ?? '').length).toBeGreaterThan(10);
    expect(metadata.alternates?.canonical).toBe(`${path}?id=FAC-000002`);
    expect(og(metadata).url).toBe(`${path}?id=FAC-000002`);
    expect(metadata.robots).toBeUndefined();
    expect(calls.find((call) => call.fn === 'DPT_FACULTY_NAME_GET')?.fields.Typ).toBe('');
  });

  it('titles /ProHome with the programme and describes it with the programme description', async () => {
    stubBackend({ PROGRAM_GET_ALL: [programme] });
    const metadata = await proHomeMetadata(idProps(PROGRAMME_ID));

    expect(metadata.title).toBe('BS Computer Science');
    expect(metadata.robots).toBeUndefined();
    expect(metadata.description).toBe(
      'A four-year programme in computing. Eight semesters of study.',
    );
    expect(metadata.alternates?.canonical).toBe('/ProHome?id=PGM-000011');
    expect(og(metadata)).toMatchObject({
      title: expect.stringContaining('BS Computer Science'),
      url: '/ProHome?id=PGM-000011',
    });
  });

  it("frames the backend's English name in Urdu on an Urdu page: the page's own word first, an Urdu description (issue 26)", async () => {
    setPageLanguage('ur');
    stubBackend({
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
      DPT_ABOUT_GET: [departmentAbout],
      PROGRAM_GET_ALL: [programme],
    });
    const department = await dptHomeMetadata(idProps(DEPT_ID));
    expect(department.title).toBe('شعبہ – Computer Science');
    expect(department.description).toContain('Computer Science');
    expect(department.description).toMatch(/^[^A-Za-z]*کیرتھر/);
    expect(department.description).not.toContain('The department teaches computing');
    const subpage = await peosMetadata(idProps(DEPT_ID));
    expect(subpage.title).toBe('پروگرام کے تعلیمی مقاصد (PEOs) – Computer Science');
    const programmePage = await proHomeMetadata(idProps(PROGRAMME_ID));
    expect(programmePage.title).toBe('پروگرام – BS Computer Science');
    expect(programmePage.description).not.toContain('A four-year programme');
    expect(og(programmePage).title).toEqual(
      expect.stringContaining('پروگرام – BS Computer Science'),
    );
  });

  it('still gives a title, a description and the canonical link when the backend fails', async () => {
    stubBackend({});
    const metadata = await facultyMetadata(idProps(DEPT_ID));

    expect(metadata.title).toBe('Faculty');
    expect((metadata.description ?? '').length).toBeGreaterThan(10);
    expect(metadata.alternates?.canonical).toBe('/Faculty?id=DEP-000001');
  });
});

describe('metadata of the pages without id', () => {
  it('sets SITE_URL as the base of every link and a title template naming the university', async () => {
    const metadata = await rootMetadata();
    expect(metadata.metadataBase?.toString()).toBe(`${SITE}/`);
    expect(metadata.title).toEqual({
      default: 'Kirthar University of Science & Technology',
      template: '%s | KUST',
    });
  });

  it('describes the home page with the about text', async () => {
    stubBackend({ HOME_ABOUT_GET: [homeAbout] });
    const metadata = await homeMetadata();
    expect(metadata.alternates?.canonical).toBe('/');
    expect(metadata.description).toBe(
      'KUST is a public university in Dadu. It offers engineering and science degrees.',
    );
  });

  it.each([
    [
      '/AboutUs',
      'About Us',
      async () => {
        stubBackend({});
        return aboutUsMetadata();
      },
    ],
    ['/ContactUs', 'Contact Us', async () => contactUsMetadata()],
    ['/NewsEvents', 'News & Events', async () => newsEventsMetadata()],
    ['/FacilitiesHome', 'Facilities', async () => facilitiesMetadata()],
    ['/AdmissionHome', 'How to Apply – Admissions 2025-26', async () => admissionHomeMetadata()],
    ['/Instruction', 'Online Registration Instructions', async () => instructionMetadata()],
    ['/HelpDesk', 'Portal Help Desk', async () => helpDeskMetadata()],
    ['/EligibilityCriteria', 'Eligibility Criteria', async () => eligibilityMetadata()],
  ] as [string, string, () => Promise<Metadata>][])(
    'gives %s its title, a description and its canonical link',
    async (path, title, read) => {
      const metadata = await read();
      expect(metadata.title).toBe(title);
      expect((metadata.description ?? '').length).toBeGreaterThan(10);
      expect(metadata.alternates?.canonical).toBe(path);
      expect(og(metadata).url).toBe(path);
    },
  );
});

describe('robots', () => {
  it('allows every page and names the sitemap under SITE_URL', () => {
    expect(robots()).toMatchObject({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${SITE}/sitemap.xml`,
    });
  });
});
