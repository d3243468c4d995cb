/** @jest-environment node */
import AboutUsPage from '@/app/[lang]/AboutUs/page';
import { stubBackend, withNockBackend } from '../support/appapi';
import { renderHtml } from '../support/render';
import { homeAbout, upstreamFile } from './fixtures';
import { hasOwnText, imageUrl, shownText } from './helpers';

withNockBackend();

async function renderAboutUs(about: unknown) {
  stubBackend(about === undefined ? {} : { HOME_ABOUT_GET: about });
  return renderHtml(await AboutUsPage());
}

type View = Awaited<ReturnType<typeof renderAboutUs>>;

function section(view: View, heading: string) {
  const found = view.getByRole('heading', { name: heading }).closest('section');
  if (!found) throw new Error(`no section headed ${heading}`);
  return found;
}

describe('/AboutUs', () => {
  it('shows the title and the description', async () => {
    const view = await renderAboutUs([homeAbout]);

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('About KUST');
    expect(view.getByText('KUST is a public university in Dadu.')).toBeTruthy();
    expect(view.getByText('It offers engineering and science degrees.')).toBeTruthy();
  });

  it('shows the vision and the mission', async () => {
    const view = await renderAboutUs([homeAbout]);

    expect(shownText(section(view, 'Our Vision'))).toBe(
      'Our VisionA university that serves every district of Sindh.',
    );
    expect(shownText(section(view, 'Our Mission'))).toBe(
      'Our MissionTeaching, research and service to the community.',
    );
  });

  it("shows the vice chancellor's message, whole, with the name and photo", async () => {
    const view = await renderAboutUs([homeAbout]);
    const vc = section(view, "Vice Chancellor's Message");

    expect(hasOwnText(vc, 'Prof. Dr. Abdul Qadir')).toBe(true);
    expect(view.getByText('Welcome to the university.')).toBeTruthy();
    expect(view.getByText('Our doors are open to every talented student.')).toBeTruthy();
    expect(view.getByText('Welcome to the university.').closest('.clamp')).toBeNull();
    expect(imageUrl(vc.querySelector('img'))).toBe(upstreamFile('Uploads/vc.jpg').image);
  });

  it("falls back for missing fields: vision, mission, 'N/A' for the name and the message text", async () => {
    const view = await renderAboutUs([{ ABOUT_TITLE: 'About KUST', ABOUT_DESC: 'Text.' }]);

    expect(view.getByText('Vision is not available at the moment.')).toBeTruthy();
    expect(view.getByText('Mission is not available at the moment.')).toBeTruthy();
    expect(hasOwnText(section(view, "Vice Chancellor's Message"), 'N/A')).toBe(true);
    expect(view.getByText('Message is not available at the moment.')).toBeTruthy();
  });

  it("shows 'Loading contact information...' when HOME_ABOUT_GET fails", async () => {
    const view = await renderAboutUs(undefined);

    expect(view.getByText('Loading contact information...')).toBeTruthy();
    expect(view.queryByText('Vision is not available at the moment.')).toBeNull();
  });
});
