/** @jest-environment node */
import AccessibilityPage, { generateMetadata } from '@/app/[lang]/Accessibility/page';
import { ACCESSIBILITY_REVIEWED } from '@/lib/content/accessibility';
import { formatNewsDate } from '@/lib/i18n/format';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { alternateLanguages, inLanguage } from '../support/languages';
import { renderHtml } from '../support/render';
import { setPageLanguage } from '../support/root-params';
import { contact } from './fixtures';
import { linksIn, shownText } from './helpers';

// The accessibility statement (/Accessibility, /ur/Accessibility, /sd/Accessibility; issue 53):
// the same page in every language, its words read from that language's dictionary, never
// written here. The contact under "Report a problem" is the backend's CONTACT_GET row, as the
// footer shows it, and the spec's loading text when the backend fails.

const { logged } = withNockBackend();

async function renderStatement(lang: Language, replies: BackendReplies) {
  setPageLanguage(lang);
  const calls = stubBackend(replies);
  const view = renderHtml(await AccessibilityPage());
  // The trail, named in the page's language.
  const breadcrumbs = view.document.querySelector(
    `nav[aria-label="${DICTIONARIES[lang].breadcrumbs.label}"]`,
  );
  return { ...view, breadcrumbs, calls };
}

type View = Awaited<ReturnType<typeof renderStatement>>;

function section(view: View, heading: string): Element {
  const found = view.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!found) throw new Error(`no section headed ${heading}`);
  return found;
}

/** The links of the report section: [shown text, href, lang, dir]. */
function reportLinks(view: View, lang: Language) {
  return [
    ...section(view, DICTIONARIES[lang].accessibility.reportHeading).querySelectorAll('a'),
  ].map((link) => [
    shownText(link),
    link.getAttribute('href'),
    link.getAttribute('lang'),
    link.getAttribute('dir'),
  ]);
}

describe.each(LANGUAGE_CODES.map((lang) => [lang]))('the accessibility statement in %s', (lang) => {
  const t = DICTIONARIES[lang];
  const a = t.accessibility;
  // The backend's details are English: marked as such on pages in other languages.
  const [sentLang, sentDir] = lang === 'en' ? [null, null] : ['en', 'ltr'];

  it('is headed by the statement, under a trail Home › the page', async () => {
    const view = await renderStatement(lang, { CONTACT_GET: [contact] });
    expect(view.getAllByRole('heading', { level: 1 }).map(shownText)).toEqual([a.heading]);
    expect(linksIn(view.breadcrumbs as Element)).toEqual([
      [t.breadcrumbs.home, inLanguage('/', lang)],
    ]);
    expect(shownText(view.breadcrumbs?.querySelector('[aria-current="page"]'))).toBe(
      t.pages['/Accessibility'],
    );
  });

  it('names the standard it aims at, WCAG 2.2 level AA, and says it is not fully met', async () => {
    const view = await renderStatement(lang, { CONTACT_GET: [contact] });
    const standard = shownText(section(view, a.standardHeading));
    expect(standard).toContain(a.standard);
    expect(standard).toContain(a.status);
    expect(a.standard).toMatch(/\(WCAG\) 2\.2\b/);
    expect(a.standard).toMatch(/\bAA\b/);
  });

  it('says how it is checked, what works and what does not, as lists', async () => {
    const view = await renderStatement(lang, { CONTACT_GET: [contact] });
    for (const [heading, items] of [
      [a.checksHeading, a.checks],
      [a.worksHeading, a.works],
      [a.gapsHeading, a.gaps],
    ] as const) {
      expect([...section(view, heading).querySelectorAll('li')].map(shownText)).toEqual(items);
    }
    // The checks the suites really run, by name.
    expect(a.checks.join(' ')).toMatch(/axe-core[\s\S]*Nu HTML Checker[\s\S]*375[\s\S]*320/);
  });

  it("gives the backend's email and phone numbers to report a problem, with what to tell", async () => {
    const view = await renderStatement(lang, { CONTACT_GET: [contact] });
    expect(reportLinks(view, lang)).toEqual([
      [contact.CONTACT_EMAIL, `mailto:${contact.CONTACT_EMAIL}`, sentLang, sentDir],
      [contact.CONTACT_NO, 'tel:03014710100', sentLang, sentDir],
      [contact.CONTACT_NO_2, 'tel:0254711234', sentLang, sentDir],
    ]);
    const report = section(view, a.reportHeading);
    expect([...report.querySelectorAll('dt')].map(shownText)).toEqual([
      t.contact.email,
      t.contact.mobile,
      t.contact.phone,
    ]);
    expect(shownText(report.querySelector('h3'))).toBe(a.includeHeading);
    expect([...report.querySelectorAll('li')].map(shownText)).toEqual(a.include);
    expect(view.calls.filter((call) => call.fn === 'CONTACT_GET')).toHaveLength(1);
  });

  it("shows the page's own 'not available' for a detail the row leaves out", async () => {
    const view = await renderStatement(lang, {
      CONTACT_GET: [{ ...contact, CONTACT_EMAIL: '', CONTACT_NO_2: null }],
    });
    expect(reportLinks(view, lang)).toEqual([
      [contact.CONTACT_NO, 'tel:03014710100', sentLang, sentDir],
    ]);
    expect([...section(view, a.reportHeading).querySelectorAll('dd')].map(shownText)).toEqual([
      t.fallback.cell,
      contact.CONTACT_NO,
      t.fallback.cell,
    ]);
  });

  it('keeps the whole statement, with the loading text in place of the contact, when CONTACT_GET fails', async () => {
    const view = await renderStatement(lang, {});
    const report = section(view, a.reportHeading);
    expect(shownText(report.querySelector('.fallback-text'))).toBe(t.fallback.loadingContact);
    expect(report.querySelectorAll('a, dl')).toHaveLength(0);
    expect([...report.querySelectorAll('li')].map(shownText)).toEqual(a.include);
    expect(shownText(section(view, a.standardHeading))).toContain(a.standard);
    expect(logged().join('\n')).toContain('CONTACT_GET');
  });

  it('says when it was last reviewed: the fixed date, written in the language', async () => {
    const view = await renderStatement(lang, { CONTACT_GET: [contact] });
    const time = view.document.querySelector(`time[datetime="${ACCESSIBILITY_REVIEWED}"]`);
    expect(ACCESSIBILITY_REVIEWED).toBe('2026-11-28');
    expect(shownText(time)).toBe(formatNewsDate(ACCESSIBILITY_REVIEWED, lang));
    expect(shownText(time?.parentElement)).toBe(
      a.reviewed.replace('{date}', formatNewsDate(ACCESSIBILITY_REVIEWED, lang)),
    );
  });

  it('is titled and described in the language, its canonical link its own, naming the page in every language', async () => {
    setPageLanguage(lang);
    const metadata = await generateMetadata();
    expect(metadata.title).toBe(a.heading);
    expect(metadata.description).toBe(a.metaDescription(t.site.name));
    expect(metadata.alternates?.canonical).toBe(inLanguage('/Accessibility', lang));
    expect(metadata.alternates?.languages).toEqual(alternateLanguages('/Accessibility'));
  });
});
