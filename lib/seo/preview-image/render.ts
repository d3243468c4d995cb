import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp, { type OverlayOptions } from 'sharp';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { PreviewContent } from './content';
import { PREVIEW_SIZE } from './paths';

// The preview image of a page (issue 26): 1200×630, the university's green with its gold rule,
// the logo, the university, what the page is and its name. Text is set by sharp's libvips with
// Pango, HarfBuzz and FriBidi, which join Arabic-script letters and order right-to-left lines
// as a browser does (Satori, behind next/og, lays Urdu out left to right). The fonts are the
// site's own files (Noto Sans, Noto Naskh Arabic: the Naskh the pages ask for first), never the
// server's, so that the image is the same on every host, Vercel's included.

// Paths from process.cwd(), which Next's file tracing follows into the deployed bundle.
const fontFile = (pkg: string, file: string) => join(process.cwd(), 'node_modules', pkg, file);
const FONTS = [
  fontFile('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  fontFile('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  fontFile('@expo-google-fonts/noto-naskh-arabic', '400Regular/NotoNaskhArabic_400Regular.ttf'),
  fontFile('@expo-google-fonts/noto-naskh-arabic', '700Bold/NotoNaskhArabic_700Bold.ttf'),
];

const COLOURS = {
  green: '#063d27',
  greenLight: '#0b5d3b',
  gold: '#c9a227',
  goldLight: '#e4cf7f',
  mint: '#cfe3d7',
  white: '#ffffff',
};
const MARGIN = 80;
const TEXT_WIDTH = PREVIEW_SIZE.width - 2 * MARGIN;
/** The name's sizes, largest first: the first whose lines fit NAME_MAX_HEIGHT is used. */
const NAME_SIZES = [64, 54, 46, 40];
const NAME_MAX_HEIGHT = 270;
/**
 * The most letters of a name that are set: about four lines at the smallest size. A longer name
 * (a backend's 2,000 characters) is cut at a word with '…', then cut again until it fits the
 * block; it never runs over the host line (issue 34, N13).
 */
const NAME_MAX_LETTERS = 160;
/**
 * Combining marks kept on one letter: an Urdu or Sindhi letter carries one to three. A backend's
 * stack of thousands on each letter took Pango seconds of CPU per image, and 5,000 on one letter
 * failed it (issue 49, N22).
 */
const MAX_MARKS = 4;
/**
 * Code points of one letter set, at most: a letter with its marks, the longest emoji sequence
 * (10). A name is read no further than this many per letter set, so the work per name has a
 * bound whatever its shape (issue 49, N22).
 */
const CODE_POINTS_PER_LETTER = 10;

/** Images are made one or two at a time: each takes a core for ~0.1 s. */
const rendering = pLimit(2);
/**
 * Renders that may wait for one of the two: about half a second of work. Past it the route
 * answers with the site's image at once rather than queueing without bound (issue 34, N11).
 */
const MAX_WAITING = 6;

/** No room for another render now: the site's image stands in. */
export class PreviewBusyError extends Error {
  override name = 'PreviewBusyError';
}

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const MARK = /\p{M}/u;

/** The first `count` code points of `text` (a pair of surrogates is one). */
function leadingCodePoints(text: string, count: number): string {
  let end = 0;
  for (let read = 0; read < count && end < text.length; read += 1)
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/**
 * `letter` with no more than MAX_MARKS combining marks and CODE_POINTS_PER_LETTER code points: its
 * first ones. Pango failed one cluster of a thousand (Hangul jamo make one as well as marks do).
 */
function boundedLetter(letter: string): string {
  if (letter.length <= MAX_MARKS) return letter;
  let marks = 0;
  let count = 0;
  let kept = '';
  for (const char of letter) {
    const mark = MARK.test(char);
    if (mark) marks += 1;
    if (mark && marks > MAX_MARKS) continue;
    count += 1;
    if (count > CODE_POINTS_PER_LETTER) break;
    kept += char;
  }
  return kept;
}

/**
 * `text` as Pango can set it: control characters (a NUL failed the whole image) and lone
 * surrogates become spaces, runs of spaces one; a letter keeps MAX_MARKS combining marks and
 * CODE_POINTS_PER_LETTER code points at most; past `maxLetters` letters it is cut at the last word
 * that fits (or mid-word for one long word) and ends with '…'. Only the first
 * CODE_POINTS_PER_LETTER × `maxLetters` code points are read: what Pango gets has a bound whatever
 * the name's shape (issue 49, N22).
 */
export function settableText(text: string, maxLetters: number): string {
  const head = leadingCodePoints(text, Math.max(1, maxLetters) * CODE_POINTS_PER_LETTER);
  const clean = head
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const graphemes = [...letters.segment(clean)].map(({ segment }) => boundedLetter(segment));
  if (head.length === text.length && graphemes.length <= maxLetters) return graphemes.join('');
  const cut = graphemes.slice(0, Math.max(1, maxLetters)).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${(atWord.length >= cut.length / 2 ? atWord : cut).replace(/[\s\p{P}]+$/u, '')}…`;
}

let fontsReady: Promise<void> | null = null;

/**
 * libvips adds a `fontfile` to the process's fontconfig once; each text then finds every font
 * by its family, and falls back from one to the other inside a line (Urdu with an English name).
 */
function loadFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const fontfile of FONTS)
      await sharp({ text: { text: '.', fontfile, font: 'Noto Sans' } })
        .png()
        .toBuffer();
  })();
  return fontsReady;
}

/** Pango markup of plain text: the backend's names never become markup. */
function markup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f]/u;

/** Whether `text` starts (its first strong letter) right to left, as Pango's auto direction reads it. */
function startsRightToLeft(text: string): boolean {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return true;
    if (LTR_LETTER.test(char)) return false;
  }
  return false;
}

type TextBlock = { data: Buffer; width: number; height: number };

type TextStyle = { size: number; bold: boolean; colour: string; rtlImage: boolean; width?: number };

async function textBlock(
  text: string,
  { size, bold, colour, rtlImage, width = TEXT_WIDTH }: TextStyle,
): Promise<TextBlock> {
  const rtlText = startsRightToLeft(text);
  const families = rtlText ? 'Noto Naskh Arabic,Noto Sans' : 'Noto Sans,Noto Naskh Arabic';
  // Pango mirrors 'left' for a right-to-left paragraph: each line keeps to the image's start side.
  const align = rtlImage === rtlText ? 'left' : 'right';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${markup(text)}</span>`,
      font: `${families} ${bold ? 'Bold ' : ''}${size}`,
      width,
      align,
      // At words, and inside a word too long for a line (a name of one 2,000-letter word).
      wrap: 'word-char',
      rgba: true,
      // Arabic-script lines need more room between them than Latin ones.
      spacing: Math.round(size * (rtlText ? 0.3 : 0.2)),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The name at the largest size whose lines fit; at the smallest size, cut shorter until it fits,
 * and never taller than NAME_MAX_HEIGHT (the last lines are clipped if all else failed).
 */
async function nameBlock(name: string, rtlImage: boolean): Promise<TextBlock> {
  const style = { bold: true, colour: COLOURS.white, rtlImage };
  for (const size of NAME_SIZES.slice(0, -1)) {
    const block = await textBlock(name, { ...style, size });
    if (block.height <= NAME_MAX_HEIGHT) return block;
  }
  const smallest = NAME_SIZES[NAME_SIZES.length - 1] ?? 40;
  let text = name;
  let block = await textBlock(text, { ...style, size: smallest });
  for (let attempt = 0; attempt < 3 && block.height > NAME_MAX_HEIGHT; attempt += 1) {
    const count = [...letters.segment(text.replace(/…$/u, ''))].length;
    text = settableText(
      text.replace(/…$/u, ''),
      Math.floor((count * NAME_MAX_HEIGHT * 0.9) / block.height),
    );
    block = await textBlock(text, { ...style, size: smallest });
  }
  if (block.height <= NAME_MAX_HEIGHT && block.width <= TEXT_WIDTH) return block;
  const { data, info } = await sharp(block.data)
    .extract({
      left: 0,
      top: 0,
      width: Math.min(block.width, TEXT_WIDTH),
      height: Math.min(block.height, NAME_MAX_HEIGHT),
    })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function background(): Buffer {
  const { width, height } = PREVIEW_SIZE;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.green}"/><stop offset="1" stop-color="${COLOURS.greenLight}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<rect y="${height - 18}" width="${width}" height="18" fill="${COLOURS.gold}"/></svg>`,
  );
}

let logo: Promise<Buffer> | null = null;

/** The crest from public/logo.svg, 84 px wide. */
function logoImage(): Promise<Buffer> {
  logo ??= sharp(readFileSync(join(process.cwd(), 'public', 'logo.svg')), { density: 216 })
    .resize({ width: 84 })
    .png()
    .toBuffer();
  return logo;
}

/**
 * The PNG of `content`: 1200×630, a palette of at most 256 colours (a flat design: ~15–40 KB).
 * Mirrored for a right-to-left language: the logo at the right, every line from the right.
 * Rejects with a PreviewBusyError when MAX_WAITING renders are waiting already.
 */
export function renderPreview(content: PreviewContent): Promise<Buffer> {
  if (rendering.pendingCount >= MAX_WAITING)
    return Promise.reject(new PreviewBusyError(`${rendering.pendingCount} preview images waiting`));
  return rendering(async () => {
    await loadFonts();
    const rtl = LANGUAGES[content.lang].dir === 'rtl';
    const headerInset = MARGIN + 84 + 28;
    const [crest, header, kicker, name, host] = await Promise.all([
      logoImage(),
      textBlock(content.header, {
        size: 30,
        bold: true,
        colour: COLOURS.goldLight,
        rtlImage: rtl,
        width: PREVIEW_SIZE.width - headerInset - MARGIN,
      }),
      content.kicker
        ? textBlock(content.kicker, { size: 30, bold: false, colour: COLOURS.mint, rtlImage: rtl })
        : null,
      nameBlock(settableText(content.name, NAME_MAX_LETTERS), rtl),
      textBlock(content.host, { size: 26, bold: false, colour: COLOURS.mint, rtlImage: rtl }),
    ]);
    const crestSize = await sharp(crest).metadata();
    const crestWidth = crestSize.width ?? 84;
    const crestHeight = crestSize.height ?? 98;
    // x of a block that starts at the image's start side, `inset` px in.
    const at = (width: number, inset = MARGIN) =>
      rtl ? PREVIEW_SIZE.width - inset - width : inset;
    const nameTop = content.kicker ? 258 : 224;
    const layers: OverlayOptions[] = [
      { input: crest, top: 64, left: at(crestWidth) },
      {
        input: header.data,
        top: 64 + Math.round((crestHeight - header.height) / 2),
        left: at(header.width, headerInset),
      },
      ...(kicker ? [{ input: kicker.data, top: 200, left: at(kicker.width) }] : []),
      { input: name.data, top: nameTop, left: at(name.width) },
      { input: host.data, top: PREVIEW_SIZE.height - 18 - 36 - host.height, left: at(host.width) },
    ];
    return sharp(background())
      .composite(layers)
      .png({ palette: true, compressionLevel: 9, effort: 7 })
      .toBuffer();
  });
}
