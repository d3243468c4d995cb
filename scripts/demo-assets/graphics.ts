import {
  FONT,
  PALETTE,
  SERIF,
  circle,
  escapeXml,
  gradCap,
  hills,
  linearGradient,
  rect,
  svgDocument,
  text,
  type Random,
} from './svg';

// The logo, the fact icons, the admissions poster and the information banner overlay.

/** The crest: a green shield with a gold border, an open book under the Kirthar hills and a star. */
export function crest(size: number, idPrefix = 'crest'): string {
  const s = size / 200;
  const shield = `M${100 * s} ${18 * s} L${168 * s} ${40 * s} L${168 * s} ${104 * s} C${168 * s} ${146 * s} ${138 * s} ${172 * s} ${100 * s} ${188 * s} C${62 * s} ${172 * s} ${32 * s} ${146 * s} ${32 * s} ${104 * s} L${32 * s} ${40 * s} Z`;
  return (
    `<path d="${shield}" fill="url(#${idPrefix}-fill)" stroke="${PALETTE.gold}" stroke-width="${8 * s}" stroke-linejoin="round"/>` +
    `<polygon points="${46 * s},${98 * s} ${70 * s},${66 * s} ${86 * s},${84 * s} ${104 * s},${56 * s} ${126 * s},${88 * s} ${140 * s},${74 * s} ${154 * s},${98 * s}" fill="${PALETTE.goldLight}" opacity="0.9"/>` +
    `<polygon points="${100 * s},${34 * s} ${104 * s},${45 * s} ${115 * s},${45 * s} ${106 * s},${52 * s} ${109 * s},${63 * s} ${100 * s},${56 * s} ${91 * s},${63 * s} ${94 * s},${52 * s} ${85 * s},${45 * s} ${96 * s},${45 * s}" fill="${PALETTE.white}"/>` +
    `<path d="M${100 * s} ${112 * s} C${84 * s} ${102 * s} ${64 * s} ${102 * s} ${50 * s} ${108 * s} L${50 * s} ${150 * s} C${64 * s} ${144 * s} ${84 * s} ${144 * s} ${100 * s} ${154 * s} Z" fill="${PALETTE.white}"/>` +
    `<path d="M${100 * s} ${112 * s} C${116 * s} ${102 * s} ${136 * s} ${102 * s} ${150 * s} ${108 * s} L${150 * s} ${150 * s} C${136 * s} ${144 * s} ${116 * s} ${144 * s} ${100 * s} ${154 * s} Z" fill="${PALETTE.cream}"/>` +
    `<path d="M${100 * s} ${112 * s} L${100 * s} ${154 * s}" stroke="${PALETTE.gold}" stroke-width="${3 * s}"/>` +
    `<g stroke="${PALETTE.slateMid}" stroke-width="${2 * s}" opacity="0.6">` +
    [118, 126, 134]
      .map(
        (y) =>
          `<path d="M${60 * s} ${y * s} L${90 * s} ${(y + 3) * s} M${110 * s} ${(y + 3) * s} L${140 * s} ${y * s}"/>`,
      )
      .join('') +
    '</g>'
  );
}

export function crestDefs(idPrefix = 'crest'): string {
  return linearGradient(`${idPrefix}-fill`, [
    [0, PALETTE.greenMid],
    [1, PALETTE.greenDark],
  ]);
}

/** public/demo/logo.svg: the crest beside the university's name. Self-contained, no external references. */
export function logoSvg(): string {
  const body =
    crest(120) +
    // textLength keeps the lettering inside the box whichever serif or sans font is installed.
    `<text x="132" y="52" font-family="${SERIF}" font-size="23.5" font-weight="bold" fill="${PALETTE.green}" textLength="250" lengthAdjust="spacing">Kirthar University</text>` +
    `<text x="133" y="80" font-family="${FONT}" font-size="16" fill="${PALETTE.slate}" textLength="250" lengthAdjust="spacing">of Science &amp; Technology</text>` +
    rect(133, 90, 250, 2.5, PALETTE.gold) +
    `<text x="133" y="108" font-family="${FONT}" font-size="11" fill="${PALETTE.slateMid}" textLength="250" lengthAdjust="spacing">DADU · SINDH · PAKISTAN</text>`;
  return svgDocument(400, 120, body, crestDefs()).replace(
    '<svg ',
    '<svg role="img" aria-label="Kirthar University of Science &amp; Technology" ',
  );
}

export type IconName =
  'students' | 'faculty' | 'programmes' | 'departments' | 'publications' | 'alumni';

/** A 128 px round icon: gold ring, green disc, white glyph. */
export function iconSvg(name: IconName): string {
  const c = 64;
  let glyph = '';
  const figure = (x: number, y: number, r: number) =>
    circle(x, y, r, PALETTE.white) +
    `<path d="M${x - r * 1.7} ${y + r * 3.2} Q${x - r * 1.7} ${y + r * 1.3} ${x} ${y + r * 1.3} Q${x + r * 1.7} ${y + r * 1.3} ${x + r * 1.7} ${y + r * 3.2} Z" fill="${PALETTE.white}"/>`;
  switch (name) {
    case 'students':
      glyph = figure(44, 50, 8) + figure(84, 50, 8) + figure(64, 42, 10);
      break;
    case 'faculty':
      glyph =
        rect(30, 34, 50, 34, 'none', `stroke="${PALETTE.white}" stroke-width="4" rx="3"`) +
        `<path d="M38 58 L50 48 L60 54 L72 42" stroke="${PALETTE.goldLight}" stroke-width="4" fill="none"/>` +
        figure(88, 56, 8);
      break;
    case 'programmes':
      glyph = gradCap(64, 58, 70, PALETTE.white, PALETTE.goldLight);
      break;
    case 'departments':
      glyph =
        `<polygon points="64,28 100,46 28,46" fill="${PALETTE.white}"/>` +
        [38, 52, 66, 80].map((x) => rect(x, 50, 9, 36, PALETTE.white)).join('') +
        rect(30, 88, 68, 8, PALETTE.white);
      break;
    case 'publications':
      glyph = `<path d="M64 42 C54 36 42 36 32 40 L32 88 C42 84 54 84 64 90 Z" fill="${PALETTE.white}"/><path d="M64 42 C74 36 86 36 96 40 L96 88 C86 84 74 84 64 90 Z" fill="${PALETTE.cream}"/><path d="M64 42 L64 90" stroke="${PALETTE.gold}" stroke-width="3"/>`;
      break;
    case 'alumni':
      glyph = figure(64, 52, 11) + gradCap(64, 40, 40, PALETTE.goldLight, PALETTE.white);
      break;
  }
  return svgDocument(
    128,
    128,
    circle(c, c, 62, PALETTE.gold) + circle(c, c, 56, `url(#disc)`) + glyph,
    linearGradient('disc', [
      [0, PALETTE.greenMid],
      [1, PALETTE.greenDark],
    ]),
  );
}

/** The home popup: an "Admissions Open 2025-26" poster, 800 x 1000. */
export function admissionsPosterSvg(random: Random): string {
  const w = 800;
  const h = 1000;
  const programmes = ['BE  ·  BS  ·  BBA', 'MBA  ·  MS  ·  MPhil  ·  PhD'];
  const steps = [
    'Register online with your CNIC',
    'Pay the Rs. 4,000 application fee',
    'Download your admit slip',
    'Appear in the entry test',
  ];
  let body =
    rect(0, 0, w, h, 'url(#poster-bg)') +
    hills(random, w, h, 170, '#0a4a30') +
    hills(random, w, h, 90, '#083b26') +
    rect(24, 24, w - 48, h - 48, 'none', `stroke="${PALETTE.gold}" stroke-width="6" rx="18"`) +
    `<g transform="translate(330 56)">${crest(140, 'poster-crest')}</g>` +
    text(
      w / 2,
      232,
      'KIRTHAR UNIVERSITY OF SCIENCE & TECHNOLOGY',
      25,
      PALETTE.white,
      'text-anchor="middle" font-weight="bold" letter-spacing="1"',
    ) +
    text(w / 2, 266, 'Kirthar Road, Dadu, Sindh', 19, PALETTE.goldLight, 'text-anchor="middle"') +
    `<text x="${w / 2}" y="380" font-family="${SERIF}" font-size="92" font-weight="bold" fill="${PALETTE.goldLight}" text-anchor="middle">Admissions</text>` +
    `<text x="${w / 2}" y="470" font-family="${SERIF}" font-size="92" font-weight="bold" fill="${PALETTE.white}" text-anchor="middle">Open 2025-26</text>` +
    rect(160, 500, 480, 4, PALETTE.gold);
  programmes.forEach((line, index) => {
    body += text(
      w / 2,
      556 + index * 44,
      line,
      32,
      PALETTE.white,
      'text-anchor="middle" font-weight="bold" letter-spacing="1"',
    );
  });
  body += rect(120, 640, 560, 230, PALETTE.white, 'rx="14" opacity="0.96"');
  body += text(
    w / 2,
    684,
    'HOW TO APPLY',
    24,
    PALETTE.green,
    'text-anchor="middle" font-weight="bold" letter-spacing="3"',
  );
  steps.forEach((step, index) => {
    const y = 726 + index * 38;
    body +=
      circle(170, y - 8, 14, PALETTE.gold) +
      text(
        170,
        y - 2,
        String(index + 1),
        17,
        PALETTE.greenDark,
        'text-anchor="middle" font-weight="bold"',
      );
    body += text(200, y, step, 22, PALETTE.slate);
  });
  body +=
    gradCap(676, 112, 120, '#111827', PALETTE.gold, 12) +
    gradCap(124, 124, 90, '#111827', PALETTE.gold, -18);
  body +=
    rect(200, 900, 400, 56, PALETTE.gold, 'rx="28"') +
    text(
      w / 2,
      937,
      'APPLY ONLINE TODAY',
      24,
      PALETTE.greenDark,
      'text-anchor="middle" font-weight="bold" letter-spacing="2"',
    );
  return svgDocument(
    w,
    h,
    body,
    linearGradient('poster-bg', [
      [0, PALETTE.green],
      [1, PALETTE.greenDark],
    ]) + crestDefs('poster-crest'),
  );
}

/** A headline panel laid over the left of a scene (the information banner). */
export function headlineOverlay(
  sceneSvg: string,
  w: number,
  h: number,
  title: string,
  subtitle: string,
): string {
  const panel =
    `<rect x="0" y="0" width="${w * 0.5}" height="${h}" fill="url(#panel)"/>` +
    rect(56, h / 2 - 92, 90, 6, PALETTE.gold) +
    `<text x="56" y="${h / 2 - 20}" font-family="${SERIF}" font-size="52" font-weight="bold" fill="${PALETTE.white}">${escapeXml(title)}</text>` +
    `<text x="58" y="${h / 2 + 34}" font-family="${FONT}" font-size="26" fill="${PALETTE.goldLight}">${escapeXml(subtitle)}</text>`;
  const gradient =
    '<linearGradient id="panel" x1="0" y1="0" x2="1" y2="0">' +
    `<stop offset="0" stop-color="${PALETTE.greenDark}" stop-opacity="0.96"/>` +
    `<stop offset="0.7" stop-color="${PALETTE.green}" stop-opacity="0.88"/>` +
    `<stop offset="1" stop-color="${PALETTE.green}" stop-opacity="0"/></linearGradient>`;
  return sceneSvg.replace('<defs>', `<defs>${gradient}`).replace(/<\/svg>$/, `${panel}</svg>`);
}
