import {
  PALETTE,
  SKIN_TONES,
  CLOTH_COLOURS,
  ajrakPattern,
  arches,
  audienceHead,
  between,
  block,
  bookshelf,
  choose,
  circle,
  cornerMark,
  dome,
  flask,
  gradCap,
  hills,
  linearGradient,
  mainBuilding,
  monitor,
  palm,
  person,
  rect,
  sky,
  svgDocument,
  text,
  tree,
  windows,
  type Random,
} from './svg';

// Scenes of campus life, drawn at any size: each takes the picture's width and height and a
// seeded generator, and returns a complete SVG document.

export type Scene = (w: number, h: number, random: Random) => string;

type Layer = { defs: string; body: string };

const HAIR = ['#1f1b16', '#2b2119', '#3b2f25', '#111111'] as const;

function crowd(
  random: Random,
  w: number,
  groundY: number,
  height: number,
  count: number,
  spread: [number, number] = [0.05, 0.95],
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = w * between(random, spread[0], spread[1]);
    const scale = between(random, 0.85, 1.1);
    const scarf = random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined;
    out += person(
      x,
      groundY + between(random, -4, 6),
      height * scale,
      choose(random, CLOTH_COLOURS),
      choose(random, SKIN_TONES),
      scarf,
    );
  }
  return out;
}

function audience(random: Random, w: number, startY: number, rows: number, size: number): string {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    const y = startY + row * size * 1.3;
    const s = size * (1 + row * 0.18);
    for (let x = s * 0.8 + (row % 2) * s; x < w; x += s * 2.1) {
      out += audienceHead(
        x + between(random, -6, 6),
        y,
        s,
        choose(random, CLOTH_COLOURS),
        choose(random, HAIR),
      );
    }
  }
  return out;
}

function outdoor(random: Random, w: number, h: number, groundY: number, warm = false): Layer {
  const top = warm ? '#f6d58b' : '#bcd9cb';
  const bottom = warm ? '#fbefd2' : '#eef5f0';
  const skyLayer = sky('sky', w, h, top, bottom);
  const s = h / 500;
  return {
    defs:
      skyLayer.defs +
      linearGradient('lawn', [
        [0, '#5e9e6e'],
        [1, '#3f7d52'],
      ]),
    body:
      skyLayer.body +
      circle(
        w * between(random, 0.7, 0.9),
        h * 0.16,
        38 * s,
        warm ? '#fff3c4' : '#fffbea',
        'opacity="0.9"',
      ) +
      hills(random, w, groundY - 40 * s, 110 * s, '#a9c5b6') +
      hills(random, w, groundY - 10 * s, 70 * s, '#86ab97') +
      rect(0, groundY, w, h - groundY, 'url(#lawn)'),
  };
}

function indoorWall(w: number, h: number, floorY: number, wall: string, floor: string): Layer {
  return {
    defs:
      linearGradient('wall', [
        [0, wall],
        [1, PALETTE.cream],
      ]) +
      linearGradient('floor', [
        [0, floor],
        [1, '#5b4636'],
      ]),
    body:
      rect(0, 0, w, floorY, 'url(#wall)') +
      rect(0, floorY, w, h - floorY, 'url(#floor)') +
      rect(0, floorY - 6, w, 6, '#8a7a66'),
  };
}

function finish(w: number, h: number, layers: Layer[]): string {
  const defs = layers.map((layer) => layer.defs).join('');
  const body = layers.map((layer) => layer.body).join('');
  return svgDocument(w, h, body + cornerMark(w, h, h / 500), defs);
}

function paintedBanner(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  size: number,
): string {
  return (
    rect(x, y, w, h, PALETTE.green, 'rx="6"') +
    rect(x + 6, y + 6, w - 12, h - 12, 'none', `stroke="${PALETTE.gold}" stroke-width="3" rx="4"`) +
    text(
      x + w / 2,
      y + h / 2 + size * 0.36,
      label,
      size,
      PALETTE.white,
      'text-anchor="middle" font-weight="bold" letter-spacing="2"',
    )
  );
}

export const campus: Scene = (w, h, random) => {
  const groundY = h * 0.8;
  const s = h / 500;
  const base = outdoor(random, w, h, groundY);
  let body = '';
  for (let x = -40 * s; x < w; x += 330 * s) {
    if (Math.abs(x + 120 * s - w / 2) < 330 * s) continue;
    body += block({
      x,
      y: groundY - 150 * s,
      w: 240 * s,
      h: 150 * s,
      wall: choose(random, [PALETTE.sand, '#e9e2cf', PALETTE.cream]),
      trim: PALETTE.green,
      glass: '#2c5f4a',
      floors: 4,
      bays: 7,
    });
  }
  body += mainBuilding(w / 2, groundY, s * 0.95);
  body += `<polygon points="${w / 2 - 40 * s},${groundY} ${w / 2 + 40 * s},${groundY} ${w / 2 + 140 * s},${h} ${w / 2 - 140 * s},${h}" fill="${PALETTE.sand}"/>`;
  for (let x = 20 * s; x < w; x += between(random, 90, 150) * s) {
    if (Math.abs(x - w / 2) < 300 * s) continue;
    body +=
      random() < 0.5
        ? palm(x, groundY + 12 * s, 120 * s, PALETTE.leaf)
        : tree(x, groundY + 14 * s, 70 * s, choose(random, [PALETTE.leaf, '#2f7a48', '#4a9a63']));
  }
  body += crowd(random, w, h * 0.95, 70 * s, Math.round(w / 200), [0.3, 0.7]);
  return finish(w, h, [base, { defs: '', body }]);
};

export const convocation: Scene = (w, h, random) => {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient('stage', [
      [0, PALETTE.greenDark],
      [1, PALETTE.green],
    ]),
    body: rect(0, 0, w, h, 'url(#stage)') + rect(0, h * 0.42, w, 14 * s, PALETTE.gold),
  };
  let body = paintedBanner(w / 2 - 220 * s, 40 * s, 440 * s, 70 * s, 'CONVOCATION', 34 * s);
  for (let i = 0; i < (14 * (w / h)) / 1.6; i += 1) {
    const x = between(random, 0.04, 0.96) * w;
    // Keep the flying caps clear of the banner.
    const y =
      Math.abs(x - w / 2) < 270 * s
        ? between(random, 0.28, 0.37) * h
        : between(random, 0.08, 0.37) * h;
    body += gradCap(
      x,
      y,
      between(random, 40, 64) * s,
      '#111827',
      PALETTE.gold,
      between(random, -35, 35),
    );
  }
  for (let row = 0; row < 3; row += 1) {
    const y = h * 0.62 + row * 60 * s;
    for (let x = 30 * s + (row % 2) * 40 * s; x < w; x += 80 * s) {
      body += audienceHead(x, y, 26 * s * (1 + row * 0.15), '#111827', choose(random, HAIR));
      body += gradCap(x, y - 14 * s, 36 * s * (1 + row * 0.15), '#111827', PALETTE.gold);
    }
  }
  return finish(w, h, [back, { defs: '', body }]);
};

export const laboratory: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.72;
  const base = indoorWall(w, h, floorY, '#dbe7e0', '#9c8a74');
  let body = '';
  for (let x = 40 * s; x < w - 100 * s; x += 260 * s)
    body += rect(
      x,
      40 * s,
      180 * s,
      120 * s,
      '#bfe0ee',
      `stroke="${PALETTE.white}" stroke-width="${6 * s}"`,
    );
  body +=
    rect(0, floorY - 130 * s, w, 18 * s, PALETTE.slate) +
    rect(0, floorY - 112 * s, w, 112 * s, '#cfd8d3');
  for (let x = 30 * s; x < w; x += 90 * s)
    body += rect(x, floorY - 104 * s, 70 * s, 96 * s, '#b9c5bf', 'rx="3"');
  for (let x = 60 * s; x < w; x += between(random, 70, 130) * s) {
    body +=
      random() < 0.35
        ? monitor(random, x - 40 * s, floorY - 200 * s, 80 * s, true)
        : flask(
            x,
            floorY - 130 * s,
            between(random, 40, 70) * s,
            choose(random, ['#34d399', '#fbbf24', '#60a5fa', '#f87171', '#a78bfa']),
          );
  }
  for (let i = 0; i < Math.max(3, Math.round(w / 260)); i += 1) {
    body += person(
      w * between(random, 0.1, 0.9),
      h * 0.98,
      230 * s,
      PALETTE.white,
      choose(random, SKIN_TONES),
      random() < 0.45 ? choose(random, CLOTH_COLOURS) : undefined,
    );
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const library: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.7;
  const base = indoorWall(w, h, floorY, '#efe4cc', '#8b6b4a');
  let body = '';
  for (let x = 10 * s; x < w; x += 150 * s)
    body += bookshelf(random, x, 40 * s, 140 * s, floorY - 60 * s);
  body += rect(0, 0, w, 26 * s, PALETTE.green) + rect(0, 26 * s, w, 6 * s, PALETTE.gold);
  for (let x = 60 * s; x < w; x += 300 * s) {
    body +=
      rect(x, floorY + 40 * s, 240 * s, 20 * s, '#6b4f2f') +
      rect(x + 10 * s, floorY + 60 * s, 10 * s, 70 * s, '#4a3520') +
      rect(x + 220 * s, floorY + 60 * s, 10 * s, 70 * s, '#4a3520');
    for (const lx of [x + 60 * s, x + 180 * s]) {
      body +=
        `<path d="M${lx - 18 * s} ${floorY + 10 * s} L${lx + 18 * s} ${floorY + 10 * s} L${lx + 10 * s} ${floorY - 6 * s} L${lx - 10 * s} ${floorY - 6 * s} Z" fill="${PALETTE.green}"/>` +
        rect(lx - 2 * s, floorY + 10 * s, 4 * s, 30 * s, PALETTE.gold);
      body += audienceHead(
        lx,
        floorY + 6 * s,
        24 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, HAIR),
      );
    }
  }
  return finish(w, h, [base, { defs: '', body }]);
};

function hall(
  w: number,
  h: number,
  random: Random,
  screen: 'chart' | 'panel' | 'speaker' | 'debate',
): string {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient('hall', [
      [0, '#24313f'],
      [1, '#3c4c5e'],
    ]),
    body: rect(0, 0, w, h, 'url(#hall)') + rect(0, h * 0.58, w, h * 0.42, '#2a2320'),
  };
  let body = '';
  const screenW = Math.min(w * 0.5, 420 * s);
  body +=
    rect(w / 2 - screenW / 2, 40 * s, screenW, screenW * 0.5, '#e8eef3') +
    rect(w / 2 - screenW / 2, 40 * s, screenW, 10 * s, PALETTE.green);
  if (screen === 'chart' || screen === 'speaker') {
    for (let i = 0; i < 6; i += 1) {
      const barH = between(random, 0.2, 0.75) * screenW * 0.4;
      body += rect(
        w / 2 - screenW / 2 + 24 * s + (i * (screenW - 48 * s)) / 6,
        40 * s + screenW * 0.5 - 12 * s - barH,
        (screenW - 48 * s) / 6 - 8 * s,
        barH,
        i % 2 ? PALETTE.gold : PALETTE.green,
      );
    }
  } else {
    body += text(
      w / 2,
      40 * s + (screen === 'panel' ? 48 : screenW * 0.3) * s,
      screen === 'panel' ? 'PANEL DISCUSSION' : 'DEBATING CHAMPIONSHIP',
      22 * s,
      PALETTE.green,
      'text-anchor="middle" font-weight="bold"',
    );
  }
  const stageY = h * 0.58;
  body += rect(0, stageY - 8 * s, w, 16 * s, '#5b4636');
  if (screen === 'panel') {
    body +=
      rect(w / 2 - 260 * s, stageY - 70 * s, 520 * s, 60 * s, PALETTE.green) +
      rect(w / 2 - 260 * s, stageY - 74 * s, 520 * s, 8 * s, PALETTE.gold);
    for (let i = 0; i < 4; i += 1) {
      const px = w / 2 - 195 * s + i * 130 * s;
      body += person(
        px,
        stageY - 66 * s,
        105 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, SKIN_TONES),
        random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined,
      );
    }
    body +=
      rect(w / 2 - 260 * s, stageY - 70 * s, 520 * s, 60 * s, PALETTE.green) +
      rect(w / 2 - 260 * s, stageY - 74 * s, 520 * s, 8 * s, PALETTE.gold);
  } else {
    const podiums = screen === 'debate' ? [w * 0.22, w * 0.78] : [w * 0.8];
    for (const px of podiums) {
      body += person(
        px,
        stageY - 4 * s,
        170 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, SKIN_TONES),
        random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined,
      );
      body +=
        `<polygon points="${px - 45 * s},${stageY - 100 * s} ${px + 45 * s},${stageY - 100 * s} ${px + 35 * s},${stageY} ${px - 35 * s},${stageY}" fill="${PALETTE.green}"/>` +
        rect(px - 50 * s, stageY - 106 * s, 100 * s, 10 * s, PALETTE.gold);
    }
  }
  body += audience(random, w, h * 0.72, 3, 34 * s);
  return finish(w, h, [back, { defs: '', body }]);
}

export const seminarHall: Scene = (w, h, random) => hall(w, h, random, 'chart');
export const guestLecture: Scene = (w, h, random) => hall(w, h, random, 'speaker');
export const panelDiscussion: Scene = (w, h, random) => hall(w, h, random, 'panel');
export const debate: Scene = (w, h, random) => hall(w, h, random, 'debate');

export const conference: Scene = (w, h, random) => {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient('conf', [
      [0, PALETTE.greenDark],
      [1, '#0f2e22'],
    ]),
    body: rect(0, 0, w, h, 'url(#conf)'),
  };
  let body = paintedBanner(
    w / 2 - 300 * s,
    36 * s,
    600 * s,
    80 * s,
    'INTERNATIONAL CONFERENCE',
    28 * s,
  );
  body += text(
    w / 2,
    146 * s,
    'Water  ·  Climate  ·  Resilience',
    22 * s,
    PALETTE.goldLight,
    'text-anchor="middle"',
  );
  const stageY = h * 0.6;
  body += rect(0, stageY, w, h - stageY, '#2a2320');
  for (let i = 0; i < 5; i += 1) {
    body += person(
      w / 2 - 240 * s + i * 120 * s,
      stageY - 30 * s,
      110 * s,
      choose(random, CLOTH_COLOURS),
      choose(random, SKIN_TONES),
      random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined,
    );
  }
  body +=
    rect(w / 2 - 300 * s, stageY - 70 * s, 600 * s, 70 * s, PALETTE.cream) +
    rect(w / 2 - 300 * s, stageY - 74 * s, 600 * s, 8 * s, PALETTE.gold);
  body += audience(random, w, h * 0.74, 3, 32 * s);
  return finish(w, h, [back, { defs: '', body }]);
};

export const classroom: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.75;
  const base = indoorWall(w, h, floorY, '#e3ece6', '#9c8a74');
  let body = rect(
    w * 0.15,
    50 * s,
    w * 0.5,
    200 * s,
    PALETTE.white,
    `stroke="${PALETTE.slateMid}" stroke-width="${6 * s}"`,
  );
  body += `<path d="M${w * 0.2} ${200 * s} L${w * 0.3} ${140 * s} L${w * 0.4} ${170 * s} L${w * 0.5} ${100 * s} L${w * 0.6} ${120 * s}" stroke="${PALETTE.green}" stroke-width="${5 * s}" fill="none"/>`;
  body +=
    rect(w * 0.2, 80 * s, w * 0.18, 8 * s, PALETTE.slateMid) +
    rect(w * 0.2, 96 * s, w * 0.12, 8 * s, PALETTE.slateLight);
  body += person(
    w * 0.78,
    floorY + 10 * s,
    240 * s,
    choose(random, CLOTH_COLOURS),
    choose(random, SKIN_TONES),
    random() < 0.5 ? PALETTE.gold : undefined,
  );
  body += audience(random, w, h * 0.7, 3, 34 * s);
  return finish(w, h, [base, { defs: '', body }]);
};

export const computerLab: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.62;
  const base = indoorWall(w, h, floorY, '#d9e4ec', '#6f6a63');
  let body = paintedBanner(w / 2 - 170 * s, 26 * s, 340 * s, 56 * s, 'HACKATHON', 28 * s);
  for (let row = 0; row < 2; row += 1) {
    const y = floorY - 40 * s + row * 130 * s;
    const mw = 110 * s * (1 + row * 0.25);
    for (let x = 20 * s + row * 30 * s; x < w - mw; x += mw * 1.35) {
      body += monitor(random, x, y - mw * 0.62 - 16 * s, mw);
      body += rect(x - 20 * s, y, mw + 40 * s, 12 * s, '#8b6b4a');
      body += audienceHead(
        x + mw / 2,
        y + 30 * s,
        30 * s * (1 + row * 0.25),
        choose(random, CLOTH_COLOURS),
        choose(random, HAIR),
      );
    }
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const sports: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.5;
  const base = outdoor(random, w, h, groundY, true);
  let body = '';
  for (let i = 0; i < 8; i += 1)
    body += rect(
      0,
      groundY + (i * (h - groundY)) / 8,
      w,
      (h - groundY) / 16,
      '#4f9162',
      'opacity="0.5"',
    );
  body +=
    rect(0, groundY - 70 * s, w, 70 * s, PALETTE.slate) +
    windows(0, groundY - 66 * s, w, 60 * s, 3, Math.round(w / 40), '#94a3b8');
  for (const lx of [w * 0.08, w * 0.92])
    body +=
      rect(lx - 4 * s, groundY - 220 * s, 8 * s, 220 * s, PALETTE.slateMid) +
      rect(lx - 40 * s, groundY - 250 * s, 80 * s, 36 * s, PALETTE.slate) +
      windows(lx - 40 * s, groundY - 250 * s, 80 * s, 36 * s, 2, 4, '#fef9c3');
  body += rect(w / 2 - 14 * s, groundY + 60 * s, 28 * s, 200 * s, '#d6c7a1');
  body +=
    rect(w / 2 - 10 * s, groundY + 40 * s, 3 * s, 40 * s, PALETTE.cream) +
    rect(w / 2 - 1 * s, groundY + 40 * s, 3 * s, 40 * s, PALETTE.cream) +
    rect(w / 2 + 8 * s, groundY + 40 * s, 3 * s, 40 * s, PALETTE.cream);
  for (let i = 0; i < 6; i += 1)
    body += person(
      w * between(random, 0.15, 0.85),
      h * between(random, 0.75, 0.97),
      150 * s,
      choose(random, [PALETTE.white, PALETTE.green]),
      choose(random, SKIN_TONES),
    );
  return finish(w, h, [base, { defs: '', body }]);
};

export const badminton: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.45;
  const back: Layer = {
    defs: linearGradient('gym', [
      [0, '#cfd8dc'],
      [1, '#eef2f3'],
    ]),
    body:
      rect(0, 0, w, floorY, 'url(#gym)') +
      rect(0, floorY, w, h - floorY, '#1f6e52') +
      windows(0, 20 * s, w, 120 * s, 1, 6, '#fef3c7'),
  };
  let body = `<polygon points="${w * 0.2},${floorY + 20 * s} ${w * 0.8},${floorY + 20 * s} ${w * 0.95},${h - 10 * s} ${w * 0.05},${h - 10 * s}" fill="none" stroke="${PALETTE.white}" stroke-width="${4 * s}"/>`;
  body +=
    rect(w * 0.1, h * 0.62, w * 0.8, 4 * s, PALETTE.white) +
    rect(
      w * 0.1,
      h * 0.5,
      w * 0.8,
      60 * s,
      'none',
      `stroke="${PALETTE.cream}" stroke-width="${2 * s}" stroke-dasharray="${4 * s} ${4 * s}"`,
    );
  body +=
    rect(w * 0.1 - 3 * s, h * 0.48, 6 * s, 120 * s, PALETTE.slate) +
    rect(w * 0.9 - 3 * s, h * 0.48, 6 * s, 120 * s, PALETTE.slate);
  body +=
    person(w * 0.3, h * 0.92, 210 * s, PALETTE.gold, choose(random, SKIN_TONES), PALETTE.green) +
    person(w * 0.72, h * 0.55, 140 * s, PALETTE.white, choose(random, SKIN_TONES), '#9f1239');
  body +=
    circle(w * 0.52, h * 0.3, 8 * s, PALETTE.white) +
    `<path d="M${w * 0.52 - 8 * s} ${h * 0.3} L${w * 0.52 - 20 * s} ${h * 0.26} M${w * 0.52 - 8 * s} ${h * 0.3} L${w * 0.52 - 18 * s} ${h * 0.32}" stroke="${PALETTE.white}" stroke-width="${3 * s}"/>`;
  return finish(w, h, [back, { defs: '', body }]);
};

export const hostels: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.82;
  const base = outdoor(random, w, h, groundY);
  let body = '';
  for (let x = 20 * s; x < w; x += 270 * s) {
    const bh = between(random, 200, 260) * s;
    body += block({
      x,
      y: groundY - bh,
      w: 230 * s,
      h: bh,
      wall: choose(random, ['#e9e2cf', PALETTE.sand, '#f1e7d0']),
      trim: PALETTE.green,
      glass: '#37536b',
      floors: 5,
      bays: 6,
    });
    for (let f = 1; f < 5; f += 1)
      body += rect(x, groundY - bh + f * (bh / 5), 230 * s, 4 * s, PALETTE.greenMid);
  }
  for (let x = 0; x < w; x += 120 * s)
    body += tree(
      x + between(random, 0, 40) * s,
      groundY + 20 * s,
      70 * s,
      choose(random, [PALETTE.leaf, '#2f7a48']),
    );
  body += crowd(random, w, h * 0.97, 60 * s, 4);
  return finish(w, h, [base, { defs: '', body }]);
};

export const auditorium: Scene = (w, h, random) => {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient(
      'curtain',
      [
        [0, '#7f1d1d'],
        [1, '#450a0a'],
      ],
      false,
    ),
    body: rect(0, 0, w, h, '#1c1917') + rect(w * 0.12, 30 * s, w * 0.76, h * 0.5, '#3f3a36'),
  };
  let body = '';
  for (let i = 0; i < 6; i += 1) {
    body +=
      rect(i * 14 * s, 0, 14 * s, h * 0.62, 'url(#curtain)') +
      rect(w - (i + 1) * 14 * s, 0, 14 * s, h * 0.62, 'url(#curtain)');
  }
  body += rect(0, 0, w, 40 * s, '#7f1d1d') + rect(0, 36 * s, w, 6 * s, PALETTE.gold);
  body += `<polygon points="${w * 0.3},0 ${w * 0.36},0 ${w * 0.55},${h * 0.6} ${w * 0.4},${h * 0.6}" fill="#fef3c7" opacity="0.18"/><polygon points="${w * 0.64},0 ${w * 0.7},0 ${w * 0.6},${h * 0.6} ${w * 0.45},${h * 0.6}" fill="#fef3c7" opacity="0.14"/>`;
  body += paintedBanner(w / 2 - 190 * s, 70 * s, 380 * s, 60 * s, 'SHAH LATIF AUDITORIUM', 20 * s);
  body += rect(0, h * 0.6, w, 14 * s, PALETTE.gold);
  body += audience(random, w, h * 0.72, 3, 32 * s);
  return finish(w, h, [back, { defs: '', body }]);
};

export const cafeteria: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.62;
  const base = outdoor(random, w, h, groundY, true);
  let body =
    rect(w * 0.05, groundY - 130 * s, w * 0.9, 130 * s, PALETTE.cream) +
    windows(w * 0.05, groundY - 110 * s, w * 0.9, 90 * s, 1, 8, '#2c5f4a');
  for (let x = w * 0.05; x < w * 0.95; x += 30 * s)
    body += `<polygon points="${x},${groundY - 150 * s} ${x + 30 * s},${groundY - 150 * s} ${x + 30 * s},${groundY - 120 * s} ${x},${groundY - 120 * s}" fill="${Math.round(x / (30 * s)) % 2 ? PALETTE.green : PALETTE.white}"/>`;
  for (let x = 80 * s; x < w; x += 200 * s) {
    const y = groundY + between(random, 60, 150) * s;
    body += rect(x - 3 * s, y - 90 * s, 6 * s, 90 * s, PALETTE.slate);
    body += `<path d="M${x - 70 * s} ${y - 80 * s} Q${x} ${y - 130 * s} ${x + 70 * s} ${y - 80 * s} Z" fill="${choose(random, [PALETTE.gold, PALETTE.green, '#9f1239'])}"/>`;
    body += rect(x - 40 * s, y - 30 * s, 80 * s, 8 * s, PALETTE.white);
    body +=
      person(
        x - 60 * s,
        y + 20 * s,
        110 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, SKIN_TONES),
      ) +
      person(
        x + 60 * s,
        y + 20 * s,
        110 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, SKIN_TONES),
        choose(random, CLOTH_COLOURS),
      );
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const jobFair: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.7;
  const base = indoorWall(w, h, floorY, '#e2e8f0', '#a8a29e');
  let body = paintedBanner(w / 2 - 180 * s, 20 * s, 360 * s, 56 * s, 'JOB FAIR 2026', 28 * s);
  for (let x = 20 * s; x < w - 150 * s; x += 200 * s) {
    const colour = choose(random, [
      PALETTE.green,
      PALETTE.gold,
      PALETTE.slate,
      '#1e3a8a',
      '#9f1239',
    ]);
    body +=
      rect(x, 110 * s, 170 * s, 40 * s, colour) +
      rect(
        x,
        150 * s,
        170 * s,
        floorY - 150 * s,
        PALETTE.white,
        `stroke="${colour}" stroke-width="${4 * s}"`,
      );
    body +=
      rect(x + 20 * s, 180 * s, 130 * s, 10 * s, PALETTE.slateLight) +
      rect(x + 20 * s, 200 * s, 90 * s, 10 * s, PALETTE.slateLight);
    body += rect(x + 10 * s, floorY - 70 * s, 150 * s, 70 * s, colour);
  }
  body += crowd(random, w, h * 0.97, 170 * s, Math.round(w / 110));
  return finish(w, h, [base, { defs: '', body }]);
};

export const culturalDay: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.7;
  const base = outdoor(random, w, h, groundY, true);
  const pattern: Layer = { defs: ajrakPattern('ajrak', 36 * s), body: '' };
  let body = rect(0, 0, w, 60 * s, 'url(#ajrak)');
  for (let x = 0; x < w; x += 50 * s)
    body += `<polygon points="${x},${60 * s} ${x + 50 * s},${60 * s} ${x + 25 * s},${100 * s}" fill="${Math.round(x / (50 * s)) % 2 ? '#8b1a1a' : '#1e1b4b'}"/>`;
  body +=
    rect(w * 0.2, groundY - 150 * s, w * 0.6, 150 * s, 'url(#ajrak)') +
    rect(w * 0.2, groundY - 156 * s, w * 0.6, 8 * s, PALETTE.gold);
  body += text(
    w / 2,
    groundY - 70 * s,
    'SINDHI CULTURAL DAY',
    30 * s,
    PALETTE.white,
    'text-anchor="middle" font-weight="bold" letter-spacing="2" stroke="#1e1b4b" stroke-width="1"',
  );
  for (let i = 0; i < Math.round(w / 120); i += 1) {
    body += person(
      w * between(random, 0.05, 0.95),
      h * between(random, 0.9, 0.99),
      170 * s,
      'url(#ajrak)',
      choose(random, SKIN_TONES),
      random() < 0.4 ? '#8b1a1a' : undefined,
    );
  }
  return finish(w, h, [base, pattern, { defs: '', body }]);
};

export const treePlantation: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.62;
  const base = outdoor(random, w, h, groundY, true);
  let body = rect(0, groundY + 40 * s, w, h, '#8b6b4a');
  for (let row = 0; row < 3; row += 1) {
    for (let x = 40 * s + row * 30 * s; x < w; x += 110 * s) {
      const y = groundY + 90 * s + row * 70 * s;
      body +=
        `<ellipse cx="${x}" cy="${y}" rx="${26 * s}" ry="${8 * s}" fill="#5b4636"/>` +
        rect(x - 2 * s, y - 50 * s, 4 * s, 50 * s, '#6b4f2f') +
        circle(x - 10 * s, y - 50 * s, 14 * s, PALETTE.leaf) +
        circle(x + 10 * s, y - 56 * s, 14 * s, '#4a9a63');
    }
  }
  for (let i = 0; i < 4; i += 1) {
    const x = w * between(random, 0.1, 0.9);
    body += person(
      x,
      groundY + 120 * s,
      190 * s,
      choose(random, CLOTH_COLOURS),
      choose(random, SKIN_TONES),
      random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined,
    );
    body += `<path d="M${x + 30 * s} ${groundY - 20 * s} L${x + 50 * s} ${groundY + 120 * s}" stroke="${PALETTE.slateMid}" stroke-width="${5 * s}"/>`;
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const barrage: Scene = (w, h, random) => {
  const s = h / 500;
  const waterY = h * 0.58;
  const base = outdoor(random, w, h, waterY);
  let body = rect(0, waterY, w, h - waterY, PALETTE.water);
  for (let i = 0; i < 30; i += 1)
    body += rect(
      w * random(),
      waterY + (h - waterY) * random(),
      between(random, 20, 60) * s,
      3 * s,
      '#9cc9da',
      'opacity="0.7"',
    );
  body += rect(0, waterY - 60 * s, w, 20 * s, PALETTE.sand);
  body += arches(0, waterY - 40 * s, w, 70 * s, Math.round(w / (60 * s)), '#4b6b7a');
  for (let x = 0; x < w; x += 60 * s)
    body += rect(x + 26 * s, waterY - 90 * s, 8 * s, 30 * s, PALETTE.slateMid);
  for (let i = 0; i < 4; i += 1) {
    const x = w * between(random, 0.15, 0.85);
    body +=
      person(
        x,
        waterY - 60 * s,
        90 * s,
        choose(random, CLOTH_COLOURS),
        choose(random, SKIN_TONES),
      ) + circle(x, waterY - 60 * s - 80 * s, 11 * s, PALETTE.goldLight);
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const fieldCamp: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.7;
  const base = outdoor(random, w, h, groundY, true);
  let body = hills(random, w, groundY, 220 * s, '#a98b69');
  body += rect(0, groundY, w, h - groundY, '#c8b38a');
  for (let x = 60 * s; x < w; x += 260 * s)
    body += `<polygon points="${x},${groundY + 30 * s} ${x + 80 * s},${groundY - 60 * s} ${x + 160 * s},${groundY + 30 * s}" fill="${choose(random, [PALETTE.green, PALETTE.gold, '#1e3a8a'])}"/><polygon points="${x + 70 * s},${groundY + 30 * s} ${x + 80 * s},${groundY - 20 * s} ${x + 90 * s},${groundY + 30 * s}" fill="#1f1b16"/>`;
  const tx = w * 0.7;
  body +=
    `<path d="M${tx} ${groundY + 10 * s} L${tx - 40 * s} ${h * 0.97} M${tx} ${groundY + 10 * s} L${tx + 40 * s} ${h * 0.97} M${tx} ${groundY + 10 * s} L${tx} ${h * 0.97}" stroke="${PALETTE.gold}" stroke-width="${5 * s}"/>` +
    rect(tx - 16 * s, groundY - 16 * s, 32 * s, 26 * s, PALETTE.slate, 'rx="4"');
  body +=
    person(w * 0.6, h * 0.98, 200 * s, PALETTE.white, choose(random, SKIN_TONES)) +
    person(
      w * 0.25,
      h * 0.96,
      180 * s,
      choose(random, CLOTH_COLOURS),
      choose(random, SKIN_TONES),
      choose(random, CLOTH_COLOURS),
    );
  return finish(w, h, [base, { defs: '', body }]);
};

export const lake: Scene = (w, h, random) => {
  const s = h / 500;
  const waterY = h * 0.55;
  const base = outdoor(random, w, h, waterY, true);
  let body = rect(0, waterY, w, h - waterY, '#6aa7bd');
  for (let i = 0; i < 40; i += 1)
    body += rect(
      w * random(),
      waterY + (h - waterY) * random(),
      between(random, 20, 70) * s,
      3 * s,
      '#a5d3e2',
      'opacity="0.7"',
    );
  const bx = w * 0.4;
  const by = h * 0.75;
  body +=
    `<path d="M${bx - 120 * s} ${by} L${bx + 120 * s} ${by} L${bx + 90 * s} ${by + 30 * s} L${bx - 90 * s} ${by + 30 * s} Z" fill="#7a5c3a"/>` +
    rect(bx - 2 * s, by - 170 * s, 5 * s, 170 * s, '#4a3520') +
    `<polygon points="${bx + 3 * s},${by - 165 * s} ${bx + 100 * s},${by - 20 * s} ${bx + 3 * s},${by - 20 * s}" fill="${PALETTE.cream}"/>`;
  for (let i = 0; i < 8; i += 1) {
    const x = w * between(random, 0.5, 0.95);
    const y = h * between(random, 0.1, 0.35);
    body += `<path d="M${x - 12 * s} ${y} Q${x - 6 * s} ${y - 8 * s} ${x} ${y} Q${x + 6 * s} ${y - 8 * s} ${x + 12 * s} ${y}" stroke="${PALETTE.slate}" stroke-width="${2.5 * s}" fill="none"/>`;
  }
  for (let x = 0; x < w * 0.25; x += 8 * s)
    body += rect(x, waterY + between(random, -30, 0) * s, 3 * s, 60 * s, '#5e7f3a');
  return finish(w, h, [base, { defs: '', body }]);
};

export const flagDay: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.82;
  const base = outdoor(random, w, h, groundY);
  const fx = w * 0.3;
  let body = rect(fx - 4 * s, 60 * s, 8 * s, groundY - 60 * s, PALETTE.slateLight);
  body +=
    rect(fx + 4 * s, 70 * s, 60 * s, 160 * s, PALETTE.white) +
    rect(fx + 64 * s, 70 * s, 180 * s, 160 * s, '#01411c');
  body +=
    circle(fx + 160 * s, 150 * s, 48 * s, PALETTE.white) +
    circle(fx + 176 * s, 138 * s, 42 * s, '#01411c');
  body += `<polygon points="${fx + 196 * s},${112 * s} ${fx + 201 * s},${126 * s} ${fx + 216 * s},${126 * s} ${fx + 204 * s},${135 * s} ${fx + 209 * s},${149 * s} ${fx + 196 * s},${140 * s} ${fx + 183 * s},${149 * s} ${fx + 188 * s},${135 * s} ${fx + 176 * s},${126 * s} ${fx + 191 * s},${126 * s}" fill="${PALETTE.white}"/>`;
  for (let x = 0; x < w; x += 40 * s)
    body += `<polygon points="${x},${20 * s} ${x + 40 * s},${20 * s} ${x + 20 * s},${50 * s}" fill="${Math.round(x / (40 * s)) % 2 ? '#01411c' : PALETTE.white}"/>`;
  body += crowd(random, w, h * 0.97, 150 * s, Math.round(w / 110), [0.4, 0.95]);
  return finish(w, h, [base, { defs: '', body }]);
};

export const certificate: Scene = (w, h, random) => {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient('desk', [
      [0, '#7a5c3a'],
      [1, '#5b4636'],
    ]),
    body: rect(0, 0, w, h, 'url(#desk)'),
  };
  const cw = 460 * s;
  const ch = 330 * s;
  const x = w / 2 - cw / 2;
  const y = h / 2 - ch / 2;
  let body =
    `<g transform="rotate(-4 ${w / 2} ${h / 2})">` +
    rect(x, y, cw, ch, PALETTE.cream) +
    rect(
      x + 14 * s,
      y + 14 * s,
      cw - 28 * s,
      ch - 28 * s,
      'none',
      `stroke="${PALETTE.gold}" stroke-width="${5 * s}"`,
    );
  body += text(
    w / 2,
    y + 80 * s,
    'CERTIFICATE OF ACCREDITATION',
    22 * s,
    PALETTE.green,
    'text-anchor="middle" font-weight="bold"',
  );
  for (let i = 0; i < 4; i += 1)
    body += rect(
      x + 70 * s,
      y + 120 * s + i * 28 * s,
      cw - 140 * s - between(random, 0, 80) * s,
      8 * s,
      PALETTE.slateLight,
    );
  body +=
    circle(x + cw - 90 * s, y + ch - 80 * s, 42 * s, PALETTE.gold) +
    circle(x + cw - 90 * s, y + ch - 80 * s, 30 * s, PALETTE.goldLight);
  body += `<polygon points="${x + cw - 110 * s},${y + ch - 50 * s} ${x + cw - 125 * s},${y + ch} ${x + cw - 100 * s},${y + ch - 15 * s}" fill="#9f1239"/><polygon points="${x + cw - 70 * s},${y + ch - 50 * s} ${x + cw - 55 * s},${y + ch} ${x + cw - 80 * s},${y + ch - 15 * s}" fill="#9f1239"/></g>`;
  body += `<path d="M${w * 0.15} ${h * 0.85} L${w * 0.32} ${h * 0.7}" stroke="${PALETTE.slate}" stroke-width="${10 * s}" stroke-linecap="round"/>`;
  return finish(w, h, [back, { defs: '', body }]);
};

export const webinar: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.78;
  const base = indoorWall(w, h, floorY, '#e5ecf2', '#8b6b4a');
  const lw = 440 * s;
  const lx = w / 2 - lw / 2;
  const ly = 60 * s;
  let body =
    rect(lx, ly, lw, lw * 0.62, PALETTE.slate, 'rx="10"') +
    rect(lx + 12 * s, ly + 12 * s, lw - 24 * s, lw * 0.62 - 24 * s, '#0f172a');
  const cellW = (lw - 24 * s) / 3;
  const cellH = (lw * 0.62 - 24 * s) / 2;
  for (let i = 0; i < 6; i += 1) {
    const cx = lx + 12 * s + (i % 3) * cellW;
    const cy = ly + 12 * s + Math.floor(i / 3) * cellH;
    body += rect(
      cx + 3 * s,
      cy + 3 * s,
      cellW - 6 * s,
      cellH - 6 * s,
      choose(random, ['#1e3a8a', '#0f766e', '#334155', PALETTE.green]),
    );
    body += person(
      cx + cellW / 2,
      cy + cellH - 3 * s,
      cellH * 0.9,
      choose(random, CLOTH_COLOURS),
      choose(random, SKIN_TONES),
      random() < 0.4 ? choose(random, CLOTH_COLOURS) : undefined,
    );
  }
  body += `<polygon points="${lx - 40 * s},${floorY + 40 * s} ${lx + lw + 40 * s},${floorY + 40 * s} ${lx + lw},${ly + lw * 0.62} ${lx},${ly + lw * 0.62}" fill="${PALETTE.slateMid}"/>`;
  body +=
    rect(w * 0.85, floorY - 60 * s, 40 * s, 60 * s, '#b45309') +
    circle(w * 0.85 + 20 * s, floorY - 80 * s, 34 * s, PALETTE.leaf);
  return finish(w, h, [base, { defs: '', body }]);
};

export const workshop: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.7;
  const base = indoorWall(w, h, floorY, '#e7e5e4', '#78716c');
  let body = '';
  const gear = (cx: number, cy: number, r: number, fill: string) => {
    let teeth = '';
    for (let i = 0; i < 10; i += 1)
      teeth += `<rect x="${cx - r * 0.14}" y="${cy - r * 1.25}" width="${r * 0.28}" height="${r * 0.4}" fill="${fill}" transform="rotate(${i * 36} ${cx} ${cy})"/>`;
    return teeth + circle(cx, cy, r, fill) + circle(cx, cy, r * 0.35, '#e7e5e4');
  };
  body +=
    gear(w * 0.15, 120 * s, 50 * s, PALETTE.gold) +
    gear(w * 0.15 + 80 * s, 170 * s, 32 * s, PALETTE.green) +
    gear(w * 0.85, 130 * s, 44 * s, PALETTE.slateMid);
  for (let x = 40 * s; x < w; x += 280 * s) {
    body +=
      rect(x, floorY - 20 * s, 220 * s, 16 * s, '#57534e') +
      rect(x + 10 * s, floorY - 4 * s, 12 * s, 80 * s, '#44403c') +
      rect(x + 198 * s, floorY - 4 * s, 12 * s, 80 * s, '#44403c');
    body +=
      rect(x + 40 * s, floorY - 60 * s, 60 * s, 40 * s, PALETTE.slate) +
      circle(x + 150 * s, floorY - 40 * s, 20 * s, PALETTE.gold);
  }
  body += crowd(random, w, h * 0.98, 200 * s, Math.max(3, Math.round(w / 220)));
  return finish(w, h, [base, { defs: '', body }]);
};

export const exhibition: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.75;
  const base = indoorWall(w, h, floorY, '#ecebe4', '#a8a29e');
  let body = '';
  for (let x = 30 * s; x < w - 140 * s; x += 190 * s) {
    body += rect(
      x,
      70 * s,
      150 * s,
      200 * s,
      PALETTE.white,
      `stroke="${PALETTE.green}" stroke-width="${5 * s}"`,
    );
    body += rect(x + 15 * s, 85 * s, 120 * s, 18 * s, PALETTE.green);
    body += monitor(random, x + 25 * s, 120 * s, 100 * s, true).replace(
      /<rect[^>]*fill="#64748b"[^>]*\/>/g,
      '',
    );
    body += rect(x + 70 * s, 270 * s, 10 * s, floorY - 270 * s, PALETTE.slateMid);
  }
  body += crowd(random, w, h * 0.99, 190 * s, Math.round(w / 150));
  return finish(w, h, [base, { defs: '', body }]);
};

export const bloodDonation: Scene = (w, h, random) => {
  const s = h / 500;
  const floorY = h * 0.72;
  const base = indoorWall(w, h, floorY, '#f1f5f9', '#cbd5e1');
  const dx = w * 0.2;
  let body = `<path d="M${dx} ${60 * s} C${dx + 70 * s} ${160 * s} ${dx + 80 * s} ${200 * s} ${dx} ${240 * s} C${dx - 80 * s} ${200 * s} ${dx - 70 * s} ${160 * s} ${dx} ${60 * s} Z" fill="#dc2626"/>`;
  body +=
    rect(dx - 8 * s, 150 * s, 16 * s, 56 * s, PALETTE.white) +
    rect(dx - 28 * s, 170 * s, 56 * s, 16 * s, PALETTE.white);
  body += text(
    dx,
    290 * s,
    'DONATE BLOOD · SAVE LIVES',
    18 * s,
    '#991b1b',
    'text-anchor="middle" font-weight="bold"',
  );
  for (let x = w * 0.42; x < w - 100 * s; x += 240 * s) {
    body +=
      rect(
        x,
        floorY - 30 * s,
        200 * s,
        30 * s,
        PALETTE.white,
        `stroke="${PALETTE.slateLight}" stroke-width="${3 * s}"`,
      ) +
      rect(x + 10 * s, floorY, 10 * s, 60 * s, PALETTE.slateMid) +
      rect(x + 180 * s, floorY, 10 * s, 60 * s, PALETTE.slateMid);
    body +=
      rect(x + 170 * s, floorY - 180 * s, 4 * s, 150 * s, PALETTE.slateMid) +
      rect(x + 158 * s, floorY - 185 * s, 28 * s, 40 * s, '#dc2626', 'rx="6"');
    body += person(
      x + 80 * s,
      h * 0.98,
      200 * s,
      PALETTE.white,
      choose(random, SKIN_TONES),
      random() < 0.5 ? choose(random, CLOTH_COLOURS) : undefined,
    );
  }
  return finish(w, h, [base, { defs: '', body }]);
};

export const orientation: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.72;
  const base = outdoor(random, w, h, groundY);
  let body = mainBuilding(w / 2, groundY, s * 0.8);
  body += paintedBanner(w / 2 - 200 * s, 24 * s, 400 * s, 50 * s, 'WELCOME NEW STUDENTS', 22 * s);
  body += crowd(random, w, h * 0.9, 110 * s, Math.round(w / 70));
  body += crowd(random, w, h * 1.02, 140 * s, Math.round(w / 90));
  return finish(w, h, [base, { defs: '', body }]);
};

export const handshake: Scene = (w, h, random) => {
  const s = h / 500;
  const back: Layer = {
    defs: linearGradient('mou', [
      [0, PALETTE.green],
      [1, PALETTE.greenDark],
    ]),
    body: rect(0, 0, w, h, 'url(#mou)'),
  };
  let body = paintedBanner(
    w / 2 - 230 * s,
    40 * s,
    460 * s,
    60 * s,
    'SIGNING OF AGREEMENT',
    24 * s,
  );
  body +=
    person(w / 2 - 110 * s, h * 0.98, 330 * s, PALETTE.slate, choose(random, SKIN_TONES)) +
    person(w / 2 + 110 * s, h * 0.98, 330 * s, '#1e3a8a', choose(random, SKIN_TONES));
  body += `<path d="M${w / 2 - 60 * s} ${h * 0.6} Q${w / 2} ${h * 0.55} ${w / 2 + 60 * s} ${h * 0.6}" stroke="${SKIN_TONES[2]}" stroke-width="${26 * s}" fill="none" stroke-linecap="round"/>`;
  body +=
    rect(0, h * 0.78, w, h * 0.22, '#5b4636') +
    rect(w / 2 - 150 * s, h * 0.76, 300 * s, 12 * s, PALETTE.cream);
  for (const fx of [w * 0.1, w * 0.9])
    body +=
      rect(fx - 2 * s, h * 0.3, 4 * s, h * 0.48, PALETTE.slateLight) +
      rect(
        fx,
        h * 0.3,
        60 * s * (fx < w / 2 ? 1 : -1),
        40 * s,
        fx < w / 2 ? '#01411c' : PALETTE.gold,
      );
  return finish(w, h, [back, { defs: '', body }]);
};

/** The domed main gate of the campus, used behind the admissions information banner. */
export const gateway: Scene = (w, h, random) => {
  const s = h / 500;
  const groundY = h * 0.85;
  const base = outdoor(random, w, h, groundY, true);
  let body = '';
  const gx = w * 0.76;
  body +=
    rect(gx - 220 * s, groundY - 200 * s, 440 * s, 200 * s, PALETTE.cream) +
    rect(gx - 230 * s, groundY - 212 * s, 460 * s, 14 * s, PALETTE.gold);
  body += arches(gx - 90 * s, groundY - 170 * s, 180 * s, 170 * s, 1, PALETTE.greenDark);
  body +=
    arches(gx - 210 * s, groundY - 120 * s, 100 * s, 120 * s, 1, PALETTE.green) +
    arches(gx + 110 * s, groundY - 120 * s, 100 * s, 120 * s, 1, PALETTE.green);
  body +=
    dome(gx, groundY - 212 * s, 60 * s, PALETTE.green, PALETTE.gold) +
    dome(gx - 190 * s, groundY - 212 * s, 26 * s, PALETTE.green, PALETTE.gold) +
    dome(gx + 190 * s, groundY - 212 * s, 26 * s, PALETTE.green, PALETTE.gold);
  for (let x = 30 * s; x < w * 0.45; x += 110 * s)
    body += palm(x, groundY + 10 * s, 140 * s, PALETTE.leaf);
  body += crowd(random, w, h * 0.98, 120 * s, 5, [0.55, 0.95]);
  return finish(w, h, [base, { defs: '', body }]);
};
