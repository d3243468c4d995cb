// A minimal PDF writer: A4 pages of wrapped text in the standard Helvetica fonts, with the
// university's green header band. No dates or random ids, so the output is byte-stable.

export type PdfPage = {
  title: string;
  /** Paragraphs, wrapped to the page width and separated by a blank line. */
  paragraphs: readonly string[];
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const WRAP_AT = 88;

function ascii(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[·•]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, '');
}

function escapePdf(text: string): string {
  return ascii(text).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(page: PdfPage, pageNumber: number, pageCount: number, footer: string): string {
  const ops: string[] = [];
  // Header band: deep green with a gold rule.
  ops.push('0.043 0.365 0.231 rg', `0 ${PAGE_HEIGHT - 70} ${PAGE_WIDTH} 70 re f`);
  ops.push('0.788 0.635 0.153 rg', `0 ${PAGE_HEIGHT - 76} ${PAGE_WIDTH} 6 re f`);
  ops.push(
    'BT',
    '/F2 15 Tf',
    '1 1 1 rg',
    `${MARGIN} ${PAGE_HEIGHT - 42} Td`,
    '(KIRTHAR UNIVERSITY OF SCIENCE & TECHNOLOGY) Tj',
    'ET',
  );
  ops.push(
    'BT',
    '/F1 9 Tf',
    '0.9 0.95 0.92 rg',
    `${MARGIN} ${PAGE_HEIGHT - 58} Td`,
    '(Kirthar Road, Dadu, Sindh, Pakistan) Tj',
    'ET',
  );
  // Title.
  ops.push(
    'BT',
    '/F2 18 Tf',
    '0.043 0.365 0.231 rg',
    `${MARGIN} ${PAGE_HEIGHT - 120} Td`,
    `(${escapePdf(page.title)}) Tj`,
    'ET',
  );
  // Body.
  ops.push('BT', '/F1 11 Tf', '0.2 0.255 0.333 rg', '15 TL', `${MARGIN} ${PAGE_HEIGHT - 150} Td`);
  let first = true;
  for (const paragraph of page.paragraphs) {
    // Paragraphs are already separated by a blank line; empty ones add nothing.
    if (!paragraph.trim()) continue;
    const lines = wrap(paragraph, WRAP_AT);
    if (!first) ops.push('T*');
    for (const line of lines) {
      ops.push(first ? `(${escapePdf(line)}) Tj` : `T* (${escapePdf(line)}) Tj`);
      first = false;
    }
  }
  ops.push('ET');
  // Footer.
  ops.push('0.788 0.635 0.153 rg', `${MARGIN} 52 ${PAGE_WIDTH - 2 * MARGIN} 1 re f`);
  ops.push(
    'BT',
    '/F3 8 Tf',
    '0.39 0.45 0.55 rg',
    `${MARGIN} 38 Td`,
    `(${escapePdf(footer)}) Tj`,
    'ET',
  );
  ops.push(
    'BT',
    '/F1 8 Tf',
    '0.39 0.45 0.55 rg',
    `${PAGE_WIDTH - MARGIN - 50} 38 Td`,
    `(Page ${pageNumber} of ${pageCount}) Tj`,
    'ET',
  );
  return ops.join('\n');
}

export function makePdf(title: string, pages: readonly PdfPage[], footer: string): Buffer {
  const objects: string[] = [];
  const fontIds = [3, 4, 5];
  const firstPageId = 7;
  const pageIds = pages.map((_, index) => firstPageId + index * 2);

  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>';
  objects[6] = `<< /Title (${escapePdf(title)}) /Producer (scripts/make-demo-images.ts) >>`;
  pages.forEach((page, index) => {
    const pageId = pageIds[index] ?? 0;
    const content = pageContent(page, index + 1, pages.length, footer);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${fontIds[0]} 0 R /F2 ${fontIds[1]} 0 R /F3 ${fontIds[2]} 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
