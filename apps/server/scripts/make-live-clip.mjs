#!/usr/bin/env node
// Makes the short HLS clip the server plays as every live draw stream and every replay
// (assets/live/clip.m3u8 + clip*.mpegts, committed; run again only to change the clip):
// `node scripts/make-live-clip.mjs` in apps/server. Needs Debian's ffmpeg (`apt-get install
// ffmpeg`); nothing is downloaded and no font is needed.
//
// The picture is drawn here, pixel by pixel, and piped to ffmpeg as raw RGB frames: a Mark Six
// draw machine — a glass globe on a stand with 49 balls in the three Mark Six colours tumbling in
// the air jet, a tube from the globe's foot, and seven balls drawn one after another, each rolling
// down the tube onto the rail in front (the seventh, the special number, after a '+'). The balls
// carry no numbers and there is no LIVE mark: the one clip plays under every game's live draw and
// every replay, beside that draw's real numbers and state. The sound is the blower's soft hiss. 12 s at 480×270, 15 fps, three
// 4 s segments of H.264 baseline + AAC: about 200 KB. The same seed draws the same clip.
//
// The segments are stored as .mpegts so that TypeScript tooling leaves them alone; the server
// serves them as .ts (src/modules/lottery/liveMedia.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const W = 480;
const H = 270;
const FPS = 15;
const SECONDS = 12;
const FRAMES = FPS * SECONDS;
// CLIP_OUT=<dir> writes elsewhere (to look at a change before replacing the committed clip).
const out =
  process.env.CLIP_OUT ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'live');

// --- deterministic randomness -------------------------------------------------------------------
let seed = 0x6a6c6976; // 'jliv'
function random() {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// --- Mark Six colours (spec: red, blue, green balls) ---------------------------------------------
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const COLOURS = { red: [226, 45, 52], blue: [33, 102, 214], green: [22, 160, 82] };
const colourOf = (n) =>
  RED.includes(n) ? COLOURS.red : BLUE.includes(n) ? COLOURS.blue : COLOURS.green;

// --- a tiny 3×5 dot font (the '+' before the special number) -------------------------------------
const GLYPHS = {
  '+': ['000', '010', '111', '010', '000'],
};

// --- the frame buffer and its primitives (float RGB, anti-aliased by edge coverage) -------------
const frame = new Float32Array(W * H * 3);
const bytes = Buffer.alloc(W * H * 3);

function blend(x, y, [r, g, b], alpha) {
  if (x < 0 || y < 0 || x >= W || y >= H || alpha <= 0) return;
  const i = (y * W + x) * 3;
  const a = Math.min(1, alpha);
  frame[i] += (r - frame[i]) * a;
  frame[i + 1] += (g - frame[i + 1]) * a;
  frame[i + 2] += (b - frame[i + 2]) * a;
}

/** A filled disc; `shade(dx, dy)` (offsets in radii) may return a colour per pixel. */
function disc(cx, cy, radius, colour, alpha = 1, shade) {
  const x0 = Math.floor(cx - radius - 1);
  const x1 = Math.ceil(cx + radius + 1);
  const y0 = Math.floor(cy - radius - 1);
  const y1 = Math.ceil(cy + radius + 1);
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const d = Math.hypot(dx, dy);
      const coverage = Math.max(0, Math.min(1, radius - d + 0.5));
      if (coverage > 0)
        blend(x, y, shade ? shade(dx / radius, dy / radius) : colour, coverage * alpha);
    }
}

/** A ring (circle outline) of `width` pixels. */
function ring(cx, cy, radius, width, colour, alpha = 1) {
  const r = radius + width;
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++)
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const coverage = Math.max(0, Math.min(1, width / 2 - Math.abs(d - radius) + 0.5));
      blend(x, y, colour, coverage * alpha);
    }
}

function rect(x0, y0, x1, y1, colour, alpha = 1) {
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(H, Math.ceil(y1)); y++)
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(W, Math.ceil(x1)); x++)
      blend(x, y, colour, alpha);
}

/** Text in the 3×5 font, `scale` pixels per dot, centred on (cx, cy). */
function text(label, cx, cy, scale, colour) {
  const width = label.length * 4 * scale - scale;
  let x = Math.round(cx - width / 2);
  const y = Math.round(cy - (5 * scale) / 2);
  for (const char of label) {
    const glyph = GLYPHS[char];
    glyph.forEach((row, gy) =>
      [...row].forEach((dot, gx) => {
        if (dot === '1')
          rect(x + gx * scale, y + gy * scale, x + (gx + 1) * scale, y + (gy + 1) * scale, colour);
      }),
    );
    x += 4 * scale;
  }
}

/** A lit ball: its colour, a darker rim, a highlight up left. */
function ball(cx, cy, radius, colour) {
  disc(cx, cy, radius, colour, 1, (dx, dy) => {
    const light = Math.max(0, 1 - Math.hypot(dx + 0.35, dy + 0.4) * 1.1);
    const dark = Math.min(1, Math.hypot(dx, dy)) ** 3 * 0.45;
    return colour.map((c) => c * (1 - dark) + (255 - c) * light * 0.55);
  });
}

// --- the scene ------------------------------------------------------------------------------------
const GLOBE = { x: 170, y: 112, r: 84 };
const BALL_R = 7;
const TUBE_X = GLOBE.x;
const TUBE_TOP = GLOBE.y + GLOBE.r - 6;
const RAIL_Y = 238;
const SLOT_R = 15;
const SLOT_X = (i) => 258 + i * 29 + (i === 6 ? 16 : 0);

// Seven distinct numbers, drawn at 1.2 s, 2.7 s, … (the last ends before the loop restarts).
const numbers = Array.from({ length: 49 }, (_, i) => i + 1);
for (let i = numbers.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [numbers[i], numbers[j]] = [numbers[j], numbers[i]];
}
const drawn = numbers.slice(0, 7);
const DRAW_START = 1.2;
const DRAW_EVERY = 1.45;
const FALL = 0.5; // s down the tube
const ROLL = 0.55; // s along the rail

// The balls in the globe: positions and velocities in pixels (per second).
const balls = numbers.map((n) => {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random()) * (GLOBE.r - BALL_R - 2);
  return {
    n,
    x: GLOBE.x + Math.cos(angle) * distance,
    y: GLOBE.y + Math.sin(angle) * distance,
    vx: (random() - 0.5) * 220,
    vy: (random() - 0.5) * 220,
  };
});

/** One physics step: gravity, the air jet from the bottom, walls of the globe, and ball contacts. */
function step(dt, t) {
  for (const b of balls) {
    if (b.out) continue;
    b.vy += 260 * dt; // gravity
    // The jet: a strong upward push near the bottom centre, swirling.
    const fromBottom = GLOBE.y + GLOBE.r - b.y;
    if (fromBottom < 90 && Math.abs(b.x - GLOBE.x) < 50)
      b.vy -= (2300 + 600 * Math.sin(t * 7)) * dt * (1 - fromBottom / 90);
    b.vx += Math.sin(t * 3 + b.n) * 40 * dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    const dx = b.x - GLOBE.x;
    const dy = b.y - GLOBE.y;
    const d = Math.hypot(dx, dy);
    const limit = GLOBE.r - BALL_R - 2;
    if (d > limit) {
      const nx = dx / d;
      const ny = dy / d;
      b.x = GLOBE.x + nx * limit;
      b.y = GLOBE.y + ny * limit;
      const dot = b.vx * nx + b.vy * ny;
      if (dot > 0) {
        b.vx -= 1.85 * dot * nx;
        b.vy -= 1.85 * dot * ny;
      }
    }
  }
  for (let i = 0; i < balls.length; i++)
    for (let j = i + 1; j < balls.length; j++) {
      const a = balls[i];
      const b = balls[j];
      if (a.out || b.out) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d = Math.hypot(dx, dy);
      if (d === 0 || d >= BALL_R * 2) continue;
      const nx = dx / d;
      const ny = dy / d;
      const push = (BALL_R * 2 - d) / 2;
      a.x -= nx * push;
      a.y -= ny * push;
      b.x += nx * push;
      b.y += ny * push;
      const rel = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny;
      if (rel < 0) {
        a.vx += rel * nx * 0.9;
        a.vy += rel * ny * 0.9;
        b.vx -= rel * nx * 0.9;
        b.vy -= rel * ny * 0.9;
      }
    }
}

const ease = (x) => (x < 0 ? 0 : x > 1 ? 1 : x * x * (3 - 2 * x));

function drawBackground() {
  for (let y = 0; y < H; y++) {
    const k = y / H;
    const colour = [18 + 30 * k, 16 + 10 * k, 48 + 30 * (1 - k)];
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      // A soft spotlight on the machine.
      const spot = Math.max(0, 1 - Math.hypot(x - GLOBE.x, (y - GLOBE.y) * 1.3) / 260) ** 2;
      frame[i] = colour[0] + 70 * spot;
      frame[i + 1] = colour[1] + 60 * spot;
      frame[i + 2] = colour[2] + 90 * spot;
    }
  }
  // The stage and the rail.
  rect(0, 214, W, H, [34, 26, 58]);
  rect(0, 214, W, 216, [120, 96, 200], 0.6);
}

function drawMachine(t) {
  // The stand: a trapezoid under the globe.
  for (let y = GLOBE.y + GLOBE.r - 14; y < 232; y++) {
    const half = 30 + (y - (GLOBE.y + GLOBE.r - 14)) * 0.9;
    rect(GLOBE.x - half, y, GLOBE.x + half, y + 1, [96, 72, 150]);
  }
  rect(GLOBE.x - 82, 228, GLOBE.x + 82, 236, [150, 118, 220]);
  // The rail the drawn balls roll along, from the tube's foot to the right.
  rect(TUBE_X - 10, RAIL_Y + SLOT_R - 1, W - 6, RAIL_Y + SLOT_R + 5, [200, 170, 80]);
  rect(TUBE_X - 10, RAIL_Y + SLOT_R + 5, W - 6, RAIL_Y + SLOT_R + 7, [120, 96, 40]);
  // The tube from the globe's foot down to the rail, then along it.
  rect(TUBE_X - 8, TUBE_TOP, TUBE_X + 8, RAIL_Y + 2, [200, 220, 255], 0.18);
  rect(TUBE_X - 9, TUBE_TOP, TUBE_X - 7, RAIL_Y + 2, [220, 235, 255], 0.55);
  rect(TUBE_X + 7, TUBE_TOP, TUBE_X + 9, RAIL_Y - 14, [220, 235, 255], 0.55);
  // The globe: dark glass inside, the balls, then the glass's rim and highlights over them.
  disc(GLOBE.x, GLOBE.y, GLOBE.r, [40, 60, 110], 0.35);
  const ordered = balls.filter((b) => !b.out).sort((a, b) => a.y - b.y);
  for (const b of ordered) ball(b.x, b.y, BALL_R, colourOf(b.n));
  ring(GLOBE.x, GLOBE.y, GLOBE.r, 3, [210, 225, 255], 0.8);
  disc(GLOBE.x - 36, GLOBE.y - 42, 22, [255, 255, 255], 0.16);
  disc(GLOBE.x - 44, GLOBE.y - 50, 8, [255, 255, 255], 0.35);
  // The jet's glow at the bottom.
  disc(GLOBE.x, GLOBE.y + GLOBE.r - 12, 20, [140, 200, 255], 0.12 + 0.06 * Math.sin(t * 9));
}

function drawDrawn(t) {
  drawn.forEach((n, i) => {
    const start = DRAW_START + i * DRAW_EVERY;
    if (t < start) return;
    const fall = ease((t - start) / FALL);
    const roll = ease((t - start - FALL) / ROLL);
    const x = roll > 0 ? TUBE_X + (SLOT_X(i) - TUBE_X) * roll : TUBE_X;
    const r = BALL_R + (SLOT_R - BALL_R) * roll;
    // Down the tube onto the rail, then resting on it while it rolls (and grows into view).
    const floor = RAIL_Y + SLOT_R - BALL_R;
    const y = roll > 0 ? RAIL_Y + SLOT_R - r : TUBE_TOP + (floor - TUBE_TOP) * fall;
    ball(x, y, r, colourOf(n));
  });
  if (t > DRAW_START + 6 * DRAW_EVERY + FALL) text('+', SLOT_X(6) - 24, RAIL_Y, 2, [255, 255, 255]);
}

function render(t) {
  drawBackground();
  drawMachine(t);
  drawDrawn(t);
  for (let i = 0; i < frame.length; i++)
    bytes[i] = Math.max(0, Math.min(255, Math.round(frame[i])));
  return bytes;
}

// --- encode ---------------------------------------------------------------------------------------
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out))
  if (/^clip.*\.(mpegts|m3u8)$/.test(file)) rmSync(join(out, file));

const ffmpeg = spawn(
  'ffmpeg',
  [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-'],
    // The blower's hiss: brown noise, quiet, slowly swelling.
    ...[
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=brown:amplitude=0.5:duration=${SECONDS}:sample_rate=44100`,
    ],
    ...['-af', 'lowpass=f=900,volume=0.25,tremolo=f=0.7:d=0.3'],
    ...['-map', '0:v', '-map', '1:a', '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow'],
    ...['-crf', '27', '-g', String(FPS * 4), '-keyint_min', String(FPS * 4), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '24k', '-ac', '1'],
    ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(out, 'clip%d.mpegts'), join(out, 'clip.m3u8')],
  ],
  { stdio: ['pipe', 'inherit', 'inherit'] },
);

const PHYSICS_STEPS = 4;
for (let f = 0; f < FRAMES; f++) {
  const t = f / FPS;
  for (let s = 0; s < PHYSICS_STEPS; s++)
    step(1 / FPS / PHYSICS_STEPS, t + s / FPS / PHYSICS_STEPS);
  // A drawn ball leaves the globe as it enters the tube.
  drawn.forEach((n, i) => {
    if (t >= DRAW_START + i * DRAW_EVERY) balls.find((b) => b.n === n).out = true;
  });
  const data = render(t);
  if (!ffmpeg.stdin.write(data))
    await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
}
ffmpeg.stdin.end();
const code = await new Promise((resolve) => ffmpeg.on('close', resolve));
if (code !== 0) process.exit(code ?? 1);

let total = 0;
for (const file of readdirSync(out)) {
  const size = statSync(join(out, file)).size;
  total += size;
  console.log(`${file}\t${size}`);
}
console.log(`total\t${total} bytes (${(total / 1024).toFixed(1)} KiB); drawn ${drawn.join(' ')}`);
