import {
  CLOTH_COLOURS,
  FONT,
  PALETTE,
  SKIN_TONES,
  choose,
  circle,
  linearGradient,
  svgDocument,
  type Random,
} from './svg';

// Portrait avatars: head and shoulders on a tinted background, with the person's initials.
// Women wear a dupatta or scarf; some men wear glasses or a beard; colours vary by name.

const BACKGROUNDS: readonly (readonly [string, string])[] = [
  [PALETTE.green, PALETTE.greenDark],
  ['#334155', '#1e293b'],
  ['#0f766e', '#134e4a'],
  ['#9a7b1c', '#6b5412'],
  ['#4b5563', '#1f2937'],
  ['#1e3a8a', '#172554'],
  ['#7c2d12', '#431407'],
];

const SCARVES = [
  '#f7f3e8',
  '#0b5d3b',
  '#9f1239',
  '#1e3a8a',
  '#c9a227',
  '#6d28d9',
  '#0f766e',
  '#334155',
] as const;

export function initialsOf(name: string): string {
  const words = name
    .replace(/^((Prof|Dr|Engr|Mr|Ms)\.\s*)+/, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`;
}

export function portraitSvg(name: string, female: boolean, random: Random, size = 400): string {
  const [top, bottom] = choose(random, BACKGROUNDS);
  const skin = choose(random, SKIN_TONES);
  const cloth = choose(
    random,
    CLOTH_COLOURS.filter((colour) => colour !== top),
  );
  const cx = size / 2;
  const headY = size * 0.42;
  const headR = size * 0.17;
  let figure = '';

  // Shoulders and clothes.
  figure += `<path d="M${size * 0.1} ${size} C${size * 0.12} ${size * 0.78} ${size * 0.28} ${size * 0.68} ${cx} ${size * 0.68} C${size * 0.72} ${size * 0.68} ${size * 0.88} ${size * 0.78} ${size * 0.9} ${size} Z" fill="${cloth}"/>`;
  figure += `<path d="M${cx - headR * 0.45} ${headY + headR * 0.8} L${cx + headR * 0.45} ${headY + headR * 0.8} L${cx + headR * 0.5} ${size * 0.7} Q${cx} ${size * 0.76} ${cx - headR * 0.5} ${size * 0.7} Z" fill="${skin}"/>`;

  if (female) {
    const scarf = choose(random, SCARVES);
    figure += `<path d="M${cx - headR * 1.45} ${size} L${cx - headR * 1.35} ${headY} C${cx - headR * 1.35} ${headY - headR * 1.7} ${cx + headR * 1.35} ${headY - headR * 1.7} ${cx + headR * 1.35} ${headY} L${cx + headR * 1.45} ${size} Z" fill="${scarf}"/>`;
    figure += `<ellipse cx="${cx}" cy="${headY + headR * 0.08}" rx="${headR * 0.86}" ry="${headR * 1.02}" fill="${skin}"/>`;
    figure += `<path d="M${cx - headR * 0.9} ${headY - headR * 0.2} C${cx - headR * 0.8} ${headY - headR * 1.05} ${cx + headR * 0.8} ${headY - headR * 1.05} ${cx + headR * 0.9} ${headY - headR * 0.2} C${cx + headR * 0.5} ${headY - headR * 0.75} ${cx - headR * 0.5} ${headY - headR * 0.75} ${cx - headR * 0.9} ${headY - headR * 0.2} Z" fill="#1f1b16"/>`;
  } else {
    figure += `<path d="M${cx - headR * 0.5} ${size * 0.69} L${cx} ${size * 0.8} L${cx + headR * 0.5} ${size * 0.69} Z" fill="${PALETTE.white}"/>`;
    if (random() < 0.5)
      figure += `<path d="M${cx - headR * 0.12} ${size * 0.72} L${cx + headR * 0.12} ${size * 0.72} L${cx + headR * 0.16} ${size * 0.95} L${cx} ${size} L${cx - headR * 0.16} ${size * 0.95} Z" fill="${choose(random, ['#9f1239', PALETTE.gold, '#1e3a8a', PALETTE.green])}"/>`;
    figure += `<ellipse cx="${cx - headR * 0.98}" cy="${headY + headR * 0.1}" rx="${headR * 0.16}" ry="${headR * 0.26}" fill="${skin}"/><ellipse cx="${cx + headR * 0.98}" cy="${headY + headR * 0.1}" rx="${headR * 0.16}" ry="${headR * 0.26}" fill="${skin}"/>`;
    figure += `<ellipse cx="${cx}" cy="${headY}" rx="${headR}" ry="${headR * 1.15}" fill="${skin}"/>`;
    const hair = choose(random, ['#1f1b16', '#2b2119', '#4b4b4b', '#9ca3af']);
    figure += `<path d="M${cx - headR * 1.02} ${headY - headR * 0.05} C${cx - headR * 1.1} ${headY - headR * 1.45} ${cx + headR * 1.1} ${headY - headR * 1.45} ${cx + headR * 1.02} ${headY - headR * 0.05} C${cx + headR * 0.8} ${headY - headR * 0.7} ${cx - headR * 0.8} ${headY - headR * 0.7} ${cx - headR * 1.02} ${headY - headR * 0.05} Z" fill="${hair}"/>`;
    const facialHair = random();
    if (facialHair < 0.3) {
      figure += `<path d="M${cx - headR * 0.95} ${headY + headR * 0.2} C${cx - headR * 0.9} ${headY + headR * 1.45} ${cx + headR * 0.9} ${headY + headR * 1.45} ${cx + headR * 0.95} ${headY + headR * 0.2} C${cx + headR * 0.6} ${headY + headR * 0.95} ${cx - headR * 0.6} ${headY + headR * 0.95} ${cx - headR * 0.95} ${headY + headR * 0.2} Z" fill="${hair}"/>`;
    } else if (facialHair < 0.6) {
      figure += `<path d="M${cx - headR * 0.38} ${headY + headR * 0.5} Q${cx} ${headY + headR * 0.32} ${cx + headR * 0.38} ${headY + headR * 0.5} Q${cx} ${headY + headR * 0.45} ${cx - headR * 0.38} ${headY + headR * 0.5} Z" fill="${hair}"/>`;
    }
  }

  // Eyes, a hint of a smile and, for some, glasses.
  const eyeY = headY + headR * 0.05;
  figure +=
    circle(cx - headR * 0.36, eyeY, headR * 0.08, '#1f1b16') +
    circle(cx + headR * 0.36, eyeY, headR * 0.08, '#1f1b16');
  figure += `<path d="M${cx - headR * 0.26} ${headY + headR * 0.62} Q${cx} ${headY + headR * 0.78} ${cx + headR * 0.26} ${headY + headR * 0.62}" stroke="#5b3a29" stroke-width="${size * 0.008}" fill="none" stroke-linecap="round"/>`;
  if (random() < 0.35) {
    figure +=
      `<g fill="none" stroke="#1f1b16" stroke-width="${size * 0.009}">` +
      circle(cx - headR * 0.36, eyeY, headR * 0.24, 'none') +
      circle(cx + headR * 0.36, eyeY, headR * 0.24, 'none') +
      `<path d="M${cx - headR * 0.12} ${eyeY} L${cx + headR * 0.12} ${eyeY}"/></g>`;
  }

  const badge =
    circle(
      size * 0.83,
      size * 0.83,
      size * 0.12,
      PALETTE.gold,
      `stroke="${PALETTE.white}" stroke-width="${size * 0.012}"`,
    ) +
    `<text x="${size * 0.83}" y="${size * 0.865}" font-family="${FONT}" font-size="${size * 0.09}" font-weight="bold" fill="${PALETTE.greenDark}" text-anchor="middle">${initialsOf(name)}</text>`;

  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>${circle(cx, size * 0.42, size * 0.36, '#ffffff', 'opacity="0.07"')}${figure}${badge}`,
    linearGradient('bg', [
      [0, top],
      [1, bottom],
    ]),
  );
}
