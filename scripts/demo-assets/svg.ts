// SVG building blocks for the demo imagery: a shared palette and small shape helpers that
// return SVG markup. Every helper is deterministic; variety comes from a seeded generator.

export const PALETTE = {
  green: '#0b5d3b',
  greenDark: '#073d27',
  greenMid: '#1f7a50',
  greenLight: '#4f9f74',
  leaf: '#3f8f5a',
  gold: '#c9a227',
  goldLight: '#e6c65a',
  cream: '#f7f3e8',
  sand: '#e8dcc0',
  brick: '#c98f5b',
  white: '#ffffff',
  slate: '#334155',
  slateMid: '#64748b',
  slateLight: '#cbd5e1',
  sky: '#dcebe3',
  water: '#5b9bb5',
} as const;

export const SKIN_TONES = ['#e0b48a', '#d1a173', '#c68642', '#b07a4f', '#8d5524'] as const;
export const CLOTH_COLOURS = [
  '#0b5d3b',
  '#334155',
  '#7c2d12',
  '#1e3a8a',
  '#c9a227',
  '#475569',
  '#0f766e',
  '#9f1239',
  '#f7f3e8',
] as const;

export const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';
export const SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif";

export type Random = () => number;

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

export function choose<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('choose() needs a non-empty list');
  return item;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  vertical = true,
): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra = '',
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

/** A sky from `top` to `bottom` over the whole picture. */
export function sky(
  id: string,
  w: number,
  h: number,
  top: string,
  bottom: string,
): { defs: string; body: string } {
  return {
    defs: linearGradient(id, [
      [0, top],
      [1, bottom],
    ]),
    body: rect(0, 0, w, h, `url(#${id})`),
  };
}

/** The Kirthar hills: a jagged ridge along the horizon. */
export function hills(
  random: Random,
  w: number,
  baseY: number,
  height: number,
  fill: string,
): string {
  const points: string[] = [`0,${baseY}`];
  let x = 0;
  while (x < w) {
    const step = between(random, w / 14, w / 7);
    points.push(
      `${(x + step / 2).toFixed(0)},${(baseY - between(random, height * 0.45, height)).toFixed(0)}`,
    );
    x += step;
    points.push(`${x.toFixed(0)},${(baseY - between(random, 0, height * 0.35)).toFixed(0)}`);
  }
  points.push(`${w},${baseY}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  cols: number,
  fill: string,
): string {
  const cellW = w / cols;
  const cellH = h / rows;
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      out += rect(
        x + col * cellW + cellW * 0.22,
        y + row * cellH + cellH * 0.2,
        cellW * 0.56,
        cellH * 0.55,
        fill,
        'rx="2"',
      );
    }
  }
  return out;
}

/** A row of pointed arches, as on the facades of Sindh's older colleges. */
export function arches(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  fill: string,
): string {
  const span = w / count;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const left = x + i * span + span * 0.15;
    const right = x + (i + 1) * span - span * 0.15;
    const mid = (left + right) / 2;
    const springY = y + h * 0.35;
    out += `<path d="M${left.toFixed(1)} ${(y + h).toFixed(1)} L${left.toFixed(1)} ${springY.toFixed(1)} Q${left.toFixed(1)} ${(y + h * 0.08).toFixed(1)} ${mid.toFixed(1)} ${y.toFixed(1)} Q${right.toFixed(1)} ${(y + h * 0.08).toFixed(1)} ${right.toFixed(1)} ${springY.toFixed(1)} L${right.toFixed(1)} ${(y + h).toFixed(1)} Z" fill="${fill}"/>`;
  }
  return out;
}

export function dome(cx: number, baseY: number, r: number, fill: string, finial: string): string {
  return (
    `<path d="M${cx - r} ${baseY} C${cx - r} ${baseY - r * 1.25} ${cx - r * 0.2} ${baseY - r * 1.35} ${cx} ${baseY - r * 1.55} C${cx + r * 0.2} ${baseY - r * 1.35} ${cx + r} ${baseY - r * 1.25} ${cx + r} ${baseY} Z" fill="${fill}"/>` +
    rect(cx - 1.5, baseY - r * 1.85, 3, r * 0.35, finial) +
    circle(cx, baseY - r * 1.6, r * 0.08, finial)
  );
}

export type BlockOptions = {
  x: number;
  y: number;
  w: number;
  h: number;
  wall: string;
  trim: string;
  glass: string;
  floors: number;
  bays: number;
};

/** A plain academic block with a parapet and a window grid. */
export function block(options: BlockOptions): string {
  const { x, y, w, h, wall, trim, glass, floors, bays } = options;
  return (
    rect(x, y, w, h, wall) +
    rect(x - 4, y - 8, w + 8, 10, trim) +
    windows(x + 6, y + 10, w - 12, h - 20, floors, bays, glass) +
    rect(x, y + h - 6, w, 6, trim)
  );
}

/** The main building: arcaded ground floor, windows above, a dome and a clock tower. */
export function mainBuilding(cx: number, groundY: number, scale: number): string {
  const w = 520 * scale;
  const h = 150 * scale;
  const x = cx - w / 2;
  const y = groundY - h;
  const towerW = 54 * scale;
  const towerH = 250 * scale;
  return (
    rect(x, y, w, h, PALETTE.cream) +
    rect(x - 6 * scale, y - 12 * scale, w + 12 * scale, 14 * scale, PALETTE.gold) +
    windows(x + 10 * scale, y + 8 * scale, w - 20 * scale, h * 0.42, 1, 12, PALETTE.greenDark) +
    arches(x + 10 * scale, y + h * 0.5, w - 20 * scale, h * 0.5, 12, PALETTE.green) +
    dome(cx - 170 * scale, y - 12 * scale, 36 * scale, PALETTE.green, PALETTE.gold) +
    dome(cx + 170 * scale, y - 12 * scale, 36 * scale, PALETTE.green, PALETTE.gold) +
    rect(cx - towerW / 2, groundY - towerH, towerW, towerH, PALETTE.cream) +
    rect(
      cx - towerW / 2 - 5 * scale,
      groundY - towerH - 10 * scale,
      towerW + 10 * scale,
      12 * scale,
      PALETTE.gold,
    ) +
    circle(
      cx,
      groundY - towerH + 42 * scale,
      18 * scale,
      PALETTE.white,
      `stroke="${PALETTE.gold}" stroke-width="${4 * scale}"`,
    ) +
    `<path d="M${cx} ${groundY - towerH + 42 * scale} L${cx} ${groundY - towerH + 30 * scale} M${cx} ${groundY - towerH + 42 * scale} L${cx + 9 * scale} ${groundY - towerH + 46 * scale}" stroke="${PALETTE.slate}" stroke-width="${2.5 * scale}" stroke-linecap="round"/>` +
    arches(
      cx - towerW / 2 + 6 * scale,
      groundY - towerH + 80 * scale,
      towerW - 12 * scale,
      60 * scale,
      1,
      PALETTE.green,
    ) +
    dome(cx, groundY - towerH - 10 * scale, 30 * scale, PALETTE.green, PALETTE.gold) +
    arches(cx - 40 * scale, groundY - 90 * scale, 80 * scale, 90 * scale, 1, PALETTE.greenDark)
  );
}

export function tree(x: number, groundY: number, size: number, leaf: string): string {
  return (
    rect(x - size * 0.07, groundY - size * 0.9, size * 0.14, size * 0.9, '#6b4f2f') +
    circle(x, groundY - size * 1.05, size * 0.42, leaf) +
    circle(x - size * 0.3, groundY - size * 0.8, size * 0.3, leaf) +
    circle(x + size * 0.3, groundY - size * 0.82, size * 0.32, leaf)
  );
}

export function palm(x: number, groundY: number, size: number, leaf: string): string {
  const topY = groundY - size;
  let fronds = '';
  for (const angle of [-150, -120, -90, -60, -30, -170, -10]) {
    const radians = (angle * Math.PI) / 180;
    const ex = x + Math.cos(radians) * size * 0.45;
    const ey = topY + Math.sin(radians) * size * 0.28 + size * 0.12;
    fronds += `<path d="M${x} ${topY} Q${(x + ex) / 2} ${Math.min(topY, ey) - size * 0.12} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${leaf}" stroke-width="${(size * 0.06).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${x - size * 0.04} ${groundY} Q${x + size * 0.06} ${groundY - size * 0.5} ${x} ${topY} L${x + size * 0.03} ${topY} Q${x + size * 0.1} ${groundY - size * 0.5} ${x + size * 0.05} ${groundY} Z" fill="#7a5c3a"/>${fronds}`;
}

/** A standing figure seen from the front, `height` pixels tall. */
export function person(
  x: number,
  groundY: number,
  height: number,
  cloth: string,
  skin: string,
  scarf?: string,
): string {
  const head = height * 0.11;
  const headY = groundY - height + head;
  const shoulders = height * 0.17;
  const body = `<path d="M${x - shoulders} ${groundY - height * 0.45} Q${x - shoulders} ${headY + head * 1.5} ${x} ${headY + head * 1.4} Q${x + shoulders} ${headY + head * 1.5} ${x + shoulders} ${groundY - height * 0.45} L${x + shoulders * 0.7} ${groundY - height * 0.42} L${x + shoulders * 0.6} ${groundY} L${x - shoulders * 0.6} ${groundY} L${x - shoulders * 0.7} ${groundY - height * 0.42} Z" fill="${cloth}"/>`;
  const headShape = scarf
    ? circle(x, headY, head * 1.2, scarf) + circle(x, headY + head * 0.1, head * 0.8, skin)
    : circle(x, headY, head, skin) +
      `<path d="M${x - head} ${headY - head * 0.1} Q${x} ${headY - head * 1.5} ${x + head} ${headY - head * 0.1} Z" fill="#1f1b16"/>`;
  return body + headShape;
}

/** A seated figure seen from behind (an audience member): head and shoulders only. */
export function audienceHead(
  x: number,
  y: number,
  size: number,
  cloth: string,
  hair: string,
): string {
  return (
    `<path d="M${x - size} ${y + size * 1.6} Q${x - size} ${y + size * 0.6} ${x} ${y + size * 0.6} Q${x + size} ${y + size * 0.6} ${x + size} ${y + size * 1.6} Z" fill="${cloth}"/>` +
    circle(x, y, size * 0.5, hair)
  );
}

export function gradCap(
  cx: number,
  cy: number,
  size: number,
  fill: string,
  tassel: string,
  angle = 0,
): string {
  return (
    `<g transform="rotate(${angle} ${cx} ${cy})">` +
    `<path d="M${cx - size * 0.32} ${cy + size * 0.05} L${cx - size * 0.32} ${cy + size * 0.3} Q${cx} ${cy + size * 0.45} ${cx + size * 0.32} ${cy + size * 0.3} L${cx + size * 0.32} ${cy + size * 0.05} Z" fill="${fill}"/>` +
    `<polygon points="${cx - size * 0.6},${cy} ${cx},${cy - size * 0.25} ${cx + size * 0.6},${cy} ${cx},${cy + size * 0.25}" fill="${fill}"/>` +
    `<path d="M${cx} ${cy} L${cx + size * 0.45} ${cy + size * 0.05} L${cx + size * 0.45} ${cy + size * 0.4}" stroke="${tassel}" stroke-width="${size * 0.04}" fill="none"/>` +
    circle(cx + size * 0.45, cy + size * 0.43, size * 0.05, tassel) +
    '</g>'
  );
}

export function flask(x: number, baseY: number, size: number, liquid: string): string {
  const neck = size * 0.14;
  return (
    `<path d="M${x - neck} ${baseY - size} L${x - neck} ${baseY - size * 0.6} L${x - size * 0.45} ${baseY} L${x + size * 0.45} ${baseY} L${x + neck} ${baseY - size * 0.6} L${x + neck} ${baseY - size} Z" fill="#eef6f8" stroke="${PALETTE.slateMid}" stroke-width="2"/>` +
    `<path d="M${x - size * 0.3} ${baseY - size * 0.3} L${x + size * 0.3} ${baseY - size * 0.3} L${x + size * 0.43} ${baseY - 2} L${x - size * 0.43} ${baseY - 2} Z" fill="${liquid}"/>`
  );
}

/** A desktop monitor on a stand, with a few lines of "code" or a chart on its screen. */
export function monitor(random: Random, x: number, y: number, w: number, chart = false): string {
  const h = w * 0.62;
  let screen =
    rect(x, y, w, h, PALETTE.slate, 'rx="4"') + rect(x + 4, y + 4, w - 8, h - 8, '#0f172a');
  if (chart) {
    for (let i = 0; i < 5; i += 1) {
      const barH = between(random, 0.2, 0.75) * (h - 16);
      screen += rect(
        x + 10 + i * ((w - 20) / 5),
        y + h - 8 - barH,
        (w - 20) / 5 - 4,
        barH,
        i % 2 ? PALETTE.gold : PALETTE.greenLight,
      );
    }
  } else {
    for (let line = 0; line < 5; line += 1) {
      const indent = line % 3 === 0 ? 0 : w * 0.08;
      screen += rect(
        x + 10 + indent,
        y + 10 + (line * (h - 20)) / 5,
        between(random, 0.25, 0.6) * w,
        3.5,
        choose(random, [PALETTE.goldLight, PALETTE.greenLight, '#93c5fd', PALETTE.slateLight]),
      );
    }
  }
  return (
    screen +
    rect(x + w / 2 - 4, y + h, 8, 12, PALETTE.slateMid) +
    rect(x + w / 2 - 20, y + h + 12, 40, 4, PALETTE.slateMid)
  );
}

export function bookshelf(random: Random, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, '#6b4f2f');
  const shelves = 5;
  const shelfH = (h - 10) / shelves;
  for (let s = 0; s < shelves; s += 1) {
    const top = y + 5 + s * shelfH;
    out += rect(x + 5, top, w - 10, shelfH - 6, '#4a3520');
    let bx = x + 7;
    while (bx < x + w - 14) {
      const bw = between(random, 5, 11);
      const bh = between(random, shelfH * 0.55, shelfH * 0.85);
      out += rect(
        bx,
        top + shelfH - 6 - bh,
        bw,
        bh,
        choose(random, [
          PALETTE.green,
          PALETTE.gold,
          '#7c2d12',
          '#1e3a8a',
          PALETTE.cream,
          PALETTE.slate,
          '#0f766e',
        ]),
      );
      bx += bw + 1.5;
    }
  }
  return out;
}

/** The Ajrak print of Sindh: crimson and indigo with a repeated star motif. */
export function ajrakPattern(id: string, size = 40): string {
  const half = size / 2;
  return (
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
    rect(0, 0, size, size, '#8b1a1a') +
    `<polygon points="${half},3 ${half + 6},${half - 6} ${size - 3},${half} ${half + 6},${half + 6} ${half},${size - 3} ${half - 6},${half + 6} 3,${half} ${half - 6},${half - 6}" fill="#1e1b4b"/>` +
    circle(half, half, 4, PALETTE.white) +
    circle(0, 0, 3, PALETTE.white) +
    circle(size, 0, 3, PALETTE.white) +
    circle(0, size, 3, PALETTE.white) +
    circle(size, size, 3, PALETTE.white) +
    '</pattern>'
  );
}

/** A small gold "KUST" tag in a corner, so the imagery reads as one set. */
export function cornerMark(w: number, h: number, scale = 1): string {
  const boxW = 74 * scale;
  const boxH = 26 * scale;
  return (
    rect(
      w - boxW - 14 * scale,
      h - boxH - 14 * scale,
      boxW,
      boxH,
      PALETTE.green,
      `rx="${4 * scale}" opacity="0.9"`,
    ) +
    text(
      w - boxW / 2 - 14 * scale,
      h - 14 * scale - boxH * 0.3,
      'KUST',
      16 * scale,
      PALETTE.goldLight,
      `text-anchor="middle" font-weight="bold" letter-spacing="${2 * scale}"`,
    )
  );
}
