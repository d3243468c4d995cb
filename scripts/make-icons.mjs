// Draws the web app manifest's icons (app/manifest.ts) from the logo, with sharp (Next's own
// image library): 192 and 512 px for Android's launcher and splash screen, and a 512 px
// "maskable" one whose logo sits inside the central 80 % that every icon mask keeps.
// Run it after changing public/logo.svg: node scripts/make-icons.mjs
import sharp from 'sharp';

const LOGO = new URL('../public/logo.svg', import.meta.url).pathname;
const OUT = new URL('../public/icons/', import.meta.url).pathname;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The logo, `logoSize` px tall, centred on a `size` px square of `background`. */
async function icon(size, logoSize, background, file) {
  const logo = await sharp(LOGO, { density: 1200 }).resize({ height: logoSize, fit: 'inside' }).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${file}`);
}

await icon(192, 168, WHITE, 'icon-192.png');
await icon(512, 448, WHITE, 'icon-512.png');
await icon(512, 320, WHITE, 'icon-maskable-512.png');
console.log('icons written to public/icons/');
