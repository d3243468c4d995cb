/** @jest-environment node */
import MissionVisionPage from '@/app/[lang]/department/[id]/MissionVision/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { DEPT_ID, departmentAbout } from '../fixtures';
import { shownText } from '../helpers';

withNockBackend();

async function renderMissionVision() {
  return renderHtml(await MissionVisionPage(idProps(DEPT_ID)));
}

/** The text of the section headed `heading`. */
function sectionText(
  view: Awaited<ReturnType<typeof renderMissionVision>>,
  heading: string,
): string {
  return shownText(view.getByRole('heading', { name: heading }).closest('section'));
}

describe('/MissionVision', () => {
  it("shows the department's vision and mission under their headings", async () => {
    stubBackend({ DPT_ABOUT_GET: [departmentAbout] });
    const view = await renderMissionVision();

    expect(sectionText(view, 'Vision')).toBe('VisionTo be a leading centre of computing in Sindh.');
    expect(sectionText(view, 'Mission')).toBe(
      'MissionTo educate computing professionals who serve society.',
    );
  });

  it("falls back to 'Vision is not available at the moment.' and 'Mission is not available at the moment.' when the backend fails", async () => {
    stubBackend({});
    const view = await renderMissionVision();

    expect(sectionText(view, 'Vision')).toBe('VisionVision is not available at the moment.');
    expect(sectionText(view, 'Mission')).toBe('MissionMission is not available at the moment.');
  });

  it('falls back for the statement that is missing and keeps the other', async () => {
    stubBackend({ DPT_ABOUT_GET: [{ ...departmentAbout, ABOUT_MISSION: '  ' }] });
    const view = await renderMissionVision();

    expect(view.getByText('To be a leading centre of computing in Sindh.')).toBeTruthy();
    expect(view.getByText('Mission is not available at the moment.')).toBeTruthy();
    expect(view.queryByText('Vision is not available at the moment.')).toBeNull();
  });
});
