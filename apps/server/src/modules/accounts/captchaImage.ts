// Draws the image captcha as SVG: each digit is a jittered stroke path (no <text>, so the answer
// is not in the markup), rotated and shifted at random, under noise curves and dots.
import { randomInt } from 'node:crypto';

/** Strokes of each digit on a 10 × 16 grid (polylines). */
const DIGIT_STROKES: Record<string, [number, number][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 4],
      [9, 12],
      [8, 15],
      [2, 15],
      [1, 12],
      [1, 4],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [8, 1],
      [9, 4],
      [8, 7],
      [4, 8],
      [8, 9],
      [9, 12],
      [8, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [7, 7],
      [9, 10],
      [8, 14],
      [5, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [3, 3],
      [1, 8],
      [1, 13],
      [3, 15],
      [7, 15],
      [9, 12],
      [8, 9],
      [5, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 15],
      [8, 15],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [7, 8],
      [3, 8],
      [1, 5],
      [2, 2],
      [5, 1],
      [8, 2],
      [9, 6],
      [8, 12],
      [4, 15],
    ],
  ],
};

/** Digits a captcha may hold. */
export const CAPTCHA_ALPHABET = '0123456789';
/** Characters per captcha (the one-time code length of spec §9). */
export const CAPTCHA_LENGTH = 4;
/** Image size in px. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

const COLOURS = ['#c0392b', '#2c3e50', '#8e44ad', '#16a085', '#d35400', '#2980b9'];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** A random code of CAPTCHA_LENGTH digits. */
export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const jitter = (range: number) => (randomInt(-1000, 1001) / 1000) * range;

/** The SVG image of `code` (digits only). */
export function captchaSvg(code: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y1 = randomInt(CAPTCHA_HEIGHT);
    const y2 = randomInt(CAPTCHA_HEIGHT);
    parts.push(
      `<path d="M0 ${y1} Q${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} ${CAPTCHA_WIDTH} ${y2}" stroke="${pick(COLOURS)}" stroke-opacity="0.35" fill="none" stroke-width="1"/>`,
    );
  }
  const cell = CAPTCHA_WIDTH / code.length;
  [...code].forEach((char, index) => {
    const strokes = DIGIT_STROKES[char];
    if (!strokes) throw new RangeError(`captcha: no glyph for ${char}`);
    const scale = 1.5 + jitter(0.15);
    const x = index * cell + (cell - 10 * scale) / 2 + jitter(3);
    const y = (CAPTCHA_HEIGHT - 16 * scale) / 2 + jitter(3);
    const rotate = jitter(18).toFixed(1);
    const d = strokes
      .map(
        (line) =>
          'M' +
          line
            .map(([px, py]) => `${(px + jitter(0.5)).toFixed(2)} ${(py + jitter(0.5)).toFixed(2)}`)
            .join(' L'),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)}) rotate(${rotate} 5 8)" d="${d}" stroke="${pick(COLOURS)}" stroke-width="${(1.4 + jitter(0.3)).toFixed(2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(CAPTCHA_WIDTH)}" cy="${randomInt(CAPTCHA_HEIGHT)}" r="1" fill="${pick(COLOURS)}" fill-opacity="0.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}
