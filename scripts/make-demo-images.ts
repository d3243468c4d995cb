/**
 * Writes the imagery and documents of the bundled demo backend under public/demo/ (and
 * public/prospectus-placeholder.pdf): SVG scenes rendered to JPEG with sharp, PNG icons, a
 * portrait for every person of the demo data set, one-page PDFs and the logo.
 *
 *   npx tsx scripts/make-demo-images.ts
 *
 * The output is deterministic: run it again after changing the data set and commit the result.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PEOPLE } from '../lib/demo-api/data/people';
import { seededRandom } from '../lib/demo-api/data/shared';
import { DOCUMENTS, PLACEHOLDER_PROSPECTUS } from './demo-assets/documents';
import {
  admissionsPosterSvg,
  headlineOverlay,
  iconSvg,
  logoSvg,
  type IconName,
} from './demo-assets/graphics';
import { makePdf } from './demo-assets/pdf';
import { portraitSvg } from './demo-assets/portraits';
import * as scenes from './demo-assets/scenes';
import type { Scene } from './demo-assets/scenes';

const PUBLIC = join(process.cwd(), 'public');
const DEMO = join(PUBLIC, 'demo');
const FOOTER =
  'Demonstration document of Kirthar University of Science & Technology, a fictional university.';

type Job = { path: string; render: () => Promise<Buffer> | Buffer };

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
const png = (svg: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();

function sceneJob(path: string, scene: Scene, width: number, height: number): Job {
  return { path, render: () => jpeg(scene(width, height, seededRandom(path))) };
}

const SLIDES: Record<string, Scene> = {
  'main-campus': scenes.campus,
  convocation: scenes.convocation,
  laboratories: scenes.laboratory,
  'central-library': scenes.library,
};

const CAMPUS: Record<string, Scene> = {
  'central-library': scenes.library,
  'academic-block': scenes.campus,
  hostels: scenes.hostels,
  'sports-complex': scenes.sports,
  auditorium: scenes.auditorium,
  cafeteria: scenes.cafeteria,
};

const NEWS: Record<string, Scene> = {
  'irrigation-agreement': scenes.handshake,
  orientation: scenes.orientation,
  hackathon: scenes.computerLab,
  'independence-day': scenes.flagDay,
  convocation: scenes.convocation,
  accreditation: scenes.certificate,
  'manchar-grant': scenes.lake,
  'cultural-day': scenes.culturalDay,
  badminton: scenes.badminton,
};

const EVENTS: Record<string, Scene> = {
  conference: scenes.conference,
  'job-fair': scenes.jobFair,
  debate: scenes.debate,
  'seminar-hall': scenes.seminarHall,
  'blood-donation': scenes.bloodDonation,
  'tree-plantation': scenes.treePlantation,
  'site-visit': scenes.barrage,
  exhibition: scenes.exhibition,
  'field-camp': scenes.fieldCamp,
  workshop: scenes.workshop,
  'lab-session': scenes.laboratory,
  hackathon: scenes.computerLab,
  orientation: scenes.orientation,
  convocation: scenes.convocation,
  training: scenes.classroom,
  'sports-gala': scenes.sports,
  'cultural-day': scenes.culturalDay,
  'guest-lecture': scenes.guestLecture,
  'panel-discussion': scenes.panelDiscussion,
  webinar: scenes.webinar,
};

const ICONS: IconName[] = [
  'students',
  'faculty',
  'programmes',
  'departments',
  'publications',
  'alumni',
];

function jobs(): Job[] {
  const list: Job[] = [];
  for (const [name, scene] of Object.entries(SLIDES))
    list.push(sceneJob(`demo/slider/${name}.jpg`, scene, 1600, 600));
  for (const [name, scene] of Object.entries(CAMPUS))
    list.push(sceneJob(`demo/campus/${name}.jpg`, scene, 800, 500));
  for (const [name, scene] of Object.entries(NEWS))
    list.push(sceneJob(`demo/news/${name}.jpg`, scene, 800, 500));
  for (const [name, scene] of Object.entries(EVENTS))
    list.push(sceneJob(`demo/events/${name}.jpg`, scene, 800, 500));

  list.push({
    path: 'demo/home/information.jpg',
    render: () =>
      jpeg(
        headlineOverlay(
          scenes.gateway(1200, 500, seededRandom('information')),
          1200,
          500,
          'Admissions 2025-26',
          'Online registration is now open',
        ),
      ),
  });
  list.push({
    path: 'demo/home/admissions-open-2025-26.jpg',
    render: () => jpeg(admissionsPosterSvg(seededRandom('poster'))),
  });
  for (const icon of ICONS)
    list.push({ path: `demo/icons/${icon}.png`, render: () => png(iconSvg(icon)) });

  const portraits = new Set<string>();
  for (const person of PEOPLE) {
    if (!person.photo || portraits.has(person.photo)) continue;
    portraits.add(person.photo);
    const path = person.photo.replace(/^\//, '');
    list.push({
      path,
      render: () =>
        jpeg(portraitSvg(person.name, person.gender === 'female', seededRandom(person.name))),
    });
  }

  list.push({ path: 'demo/logo.svg', render: () => Buffer.from(logoSvg()) });
  for (const [sitePath, pages] of Object.entries(DOCUMENTS)) {
    const title = pages[0]?.title ?? 'Document';
    list.push({ path: sitePath.replace(/^\//, ''), render: () => makePdf(title, pages, FOOTER) });
  }
  list.push({
    path: 'prospectus-placeholder.pdf',
    render: () => makePdf('Prospectus', PLACEHOLDER_PROSPECTUS, FOOTER),
  });
  return list;
}

async function sizeOf(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? await sizeOf(path) : (await stat(path)).size;
  }
  return total;
}

async function main(): Promise<void> {
  // Start clean so renamed or removed images do not linger in the commit.
  await rm(DEMO, { recursive: true, force: true });
  const all = jobs();
  const batch = 8;
  for (let start = 0; start < all.length; start += batch) {
    await Promise.all(
      all.slice(start, start + batch).map(async (job) => {
        const target = join(PUBLIC, job.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, await job.render());
      }),
    );
  }
  const total = await sizeOf(DEMO);
  console.log(`Wrote ${all.length} files; public/demo is ${(total / 1024 / 1024).toFixed(2)} MB.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
