import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp, { type OverlayOptions } from 'sharp';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { PreviewContent } from './content';
import { PREVIEW_SIZE } from './paths';
import { letterCount, settableText } from './settable-text';

// sharp's Pango sets the text, not next/og: Satori lays Urdu out left to right. The fonts are the
// site's own, never the server's, so the image is the same on every host (docs/sharing.md).

// From process.cwd(), which Next's file tracing follows into the deployed bundle.
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
const NAME_SIZES = [64, 54, 46, 40];
const NAME_MAX_HEIGHT = 270;
/** About four lines at the smallest size; a longer name is cut at a word. */
const NAME_MAX_LETTERS = 160;

const rendering = pLimit(2);
/** Past this many waiting, the route answers with the site's image rather than queue. */
const MAX_WAITING = 6;

export class PreviewBusyError extends Error {
  override name = 'PreviewBusyError';
}

let fontsReady: Promise<void> | null = null;

/** Each `fontfile` joins the process's fontconfig once; a line then falls back between them. */
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

/** Whether the first strong letter is right to left, as Pango's auto direction reads it. */
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

/** The largest size whose lines fit; at the smallest, cut shorter, and clipped as a last resort. */
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
    const count = letterCount(text.replace(/…$/u, ''));
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

function logoImage(): Promise<Buffer> {
  logo ??= sharp(readFileSync(join(process.cwd(), 'public', 'logo.svg')), { density: 216 })
    .resize({ width: 84 })
    .png()
    .toBuffer();
  return logo;
}

/** Mirrored for a right-to-left language; rejects with PreviewBusyError when the queue is full. */
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
