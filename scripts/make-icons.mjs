// Draws the site's icons from the logo (public/logo.svg) with sharp, Next's own image library
// (nothing else to install; the site itself only serves the files written here):
//   public/icons/icon-192.png, icon-512.png   the manifests' "any" icons (Android launcher, splash)
//   public/icons/icon-maskable-512.png         "maskable": the logo inside the central 80 % circle
//                                              that every launcher mask keeps
//   public/apple-touch-icon.png                180 px, opaque white: iOS shows transparency as black
//   public/logo-crest.png                      144 × 168, transparent, 8-bit palette: the header's
//                                              crest and the logo search engines read (lib/content/brand.ts)
//   public/favicon.ico                         16, 32 and 48 px, transparent, as 32-bit bitmaps
//                                              (the ICO form every reader of /favicon.ico knows)
// The manifests (lib/seo/web-manifest.ts) and the layout's <head> link them.
// Run it after changing public/logo.svg: node scripts/make-icons.mjs
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const LOGO = new URL('../public/logo.svg', import.meta.url).pathname;
const PUBLIC = new URL('../public/', import.meta.url).pathname;
/** --surface of app/globals.css: the white the header shows the logo on. */
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/** The logo, `logoSize` px tall, centred on a `size` px square of `background`. */
function drawn(size, logoSize, background) {
  return sharp(LOGO, { density: 1200 })
    .resize({ height: logoSize, fit: 'inside' })
    .png()
    .toBuffer()
    .then((logo) =>
      sharp({ create: { width: size, height: size, channels: 4, background } }).composite([
        { input: logo, gravity: 'center' },
      ]),
    );
}

async function png(size, logoSize, background, file) {
  await (
    await drawn(size, logoSize, background)
  )
    .png({ compressionLevel: 9 })
    .toFile(`${PUBLIC}${file}`);
}

/** One ICO image: a BITMAPINFOHEADER, BGRA rows bottom up, then the 1-bit mask (1 = transparent). */
async function icoBitmap(size) {
  const { data } = await (
    await drawn(size, size, CLEAR)
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const maskRow = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour rows and mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  const pixels = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(maskRow * size);
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y;
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = (row * size + x) * 4;
      pixels[to] = data[from + 2];
      pixels[to + 1] = data[from + 1];
      pixels[to + 2] = data[from];
      pixels[to + 3] = data[from + 3];
      if (data[from + 3] === 0) mask[row * maskRow + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return Buffer.concat([header, pixels, mask]);
}

async function ico(sizes, file) {
  const images = await Promise.all(sizes.map(icoBitmap));
  const directory = Buffer.alloc(6 + 16 * sizes.length);
  directory.writeUInt16LE(1, 2); // type 1: icon
  directory.writeUInt16LE(sizes.length, 4);
  let offset = directory.length;
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index;
    directory.writeUInt8(size, entry);
    directory.writeUInt8(size, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(images[index].length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += images[index].length;
  });
  await writeFile(`${PUBLIC}${file}`, Buffer.concat([directory, ...images]));
}

await png(192, 168, WHITE, 'icons/icon-192.png');
await sharp(LOGO, { density: 1200 })
  .resize({ height: 168 })
  .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
  .toFile(`${PUBLIC}logo-crest.png`);
await png(512, 448, WHITE, 'icons/icon-512.png');
await png(512, 320, WHITE, 'icons/icon-maskable-512.png');
await png(180, 140, WHITE, 'apple-touch-icon.png');
await ico([16, 32, 48], 'favicon.ico');
console.log('icons written to public/: icons/, logo-crest.png, apple-touch-icon.png, favicon.ico');
