import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

// Icon files read from their bytes, as a browser would: what format they really are, their
// size and their pixels (PNG: 8-bit RGB or RGBA, not interlaced, as sharp writes them; ICO:
// PNG or 32-bit bitmap images).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const publicFile = (url: string): Buffer => readFileSync(join(process.cwd(), 'public', url));

export type Pixels = { width: number; height: number; rgba: Buffer };

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);

/** A PNG's pixels as RGBA; throws when the bytes are no PNG of the kind sharp writes. */
export function pngPixels(bytes: Buffer): Pixels {
  if (!isPng(bytes)) throw new Error('not a PNG');
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('PNG without IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, interlace] = [
    header.readUInt8(8),
    header.readUInt8(9),
    header.readUInt8(12),
  ];
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (depth !== 8 || !channels || interlace !== 0)
    throw new Error(`PNG kind not read here: depth ${depth}, colour type ${colourType}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw.readUInt8(y * (stride + 1));
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows.readUInt8(y * stride + x - channels) : 0;
      const up = y > 0 ? rows.readUInt8((y - 1) * stride + x) : 0;
      const upLeft = x >= channels && y > 0 ? rows.readUInt8((y - 1) * stride + x - channels) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth()
                : 0;
      rows[y * stride + x] = (line.readUInt8(x) + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: rows };
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) rows.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return { width, height, rgba };
}

export type IcoImage = {
  format: 'png' | 'bmp';
  width: number;
  height: number;
  bitsPerPixel: number;
  pixels: Pixels;
};

/** The images of an ICO file, each as its own data describes it; throws when it is no icon file. */
export function icoImages(bytes: Buffer): IcoImage[] {
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1)
    throw new Error('not an ICO file');
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = bytes.readUInt32LE(entry + 8);
    const image = bytes.subarray(
      bytes.readUInt32LE(entry + 12),
      bytes.readUInt32LE(entry + 12) + size,
    );
    if (image.length !== size) throw new Error('ICO image past the end of the file');
    if (isPng(image)) {
      const pixels = pngPixels(image);
      return {
        format: 'png',
        width: pixels.width,
        height: pixels.height,
        bitsPerPixel: 32,
        pixels,
      };
    }
    // BITMAPINFOHEADER; its height counts the colour rows and the mask's.
    if (image.readUInt32LE(0) !== 40) throw new Error('ICO image neither PNG nor bitmap');
    const width = image.readInt32LE(4);
    const height = image.readInt32LE(8) / 2;
    const bitsPerPixel = image.readUInt16LE(14);
    const rgba = Buffer.alloc(width * height * 4);
    if (bitsPerPixel === 32) {
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const from = 40 + ((height - 1 - y) * width + x) * 4;
          const to = (y * width + x) * 4;
          for (const [channel, source] of [
            [0, 2],
            [1, 1],
            [2, 0],
            [3, 3],
          ] as const)
            rgba[to + channel] = image.readUInt8(from + source);
        }
      }
    }
    return { format: 'bmp', width, height, bitsPerPixel, pixels: { width, height, rgba } };
  });
}

/** The RGBA of one pixel. */
export function pixelAt(
  { width, rgba }: Pixels,
  x: number,
  y: number,
): [number, number, number, number] {
  const at = (y * width + x) * 4;
  return [
    rgba.readUInt8(at),
    rgba.readUInt8(at + 1),
    rgba.readUInt8(at + 2),
    rgba.readUInt8(at + 3),
  ];
}

/** How many pixels are not fully transparent. */
export function drawnPixels({ rgba }: Pixels): number {
  let count = 0;
  for (let at = 3; at < rgba.length; at += 4) if (rgba.readUInt8(at) > 0) count += 1;
  return count;
}
