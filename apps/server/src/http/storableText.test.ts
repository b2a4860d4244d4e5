// Text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate) is refused at the door with
// 400 SYS/BAD_REQUEST on every route, whatever part of the request carries it, and nothing changes.
import {
  endpointPath,
  endpoints,
  ErrorCode,
  UNSTORABLE_TEXT_MSG,
  VCODE_PATH,
} from '@jinli/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../../test/testDatabase';
import { testAppPerFile } from '../../test/testApp';
import { call, expectError, registerUser } from '../../test/users';

/** Error lines the app logged (a 500 logs one): every one is a failure of this suite. */
const errorLog: string[] = [];
const perFile = testAppPerFile({
  logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
});
const t = () => perFile.t;

const BAD_TEXTS = { nul: 'ab\u0000cd', loneSurrogate: 'ab\ud800cd' } as const;

let token = '';
beforeAll(async () => {
  token = (await registerUser(t().app)).token;
});

/**
 * Percent-encodes `text` byte for byte, a lone surrogate as its generalized UTF-8 (WTF-8) bytes:
 * what a hostile client can put in a URL (URLSearchParams would turn it into U+FFFD).
 */
function encodeLoosely(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const paired = unit >= 0xd800 && unit <= 0xdbff && /[\uDC00-\uDFFF]/.test(text.charAt(i + 1));
    if (unit >= 0xd800 && unit <= 0xdfff && !paired) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else if (paired) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else out += encodeURIComponent(text.charAt(i));
  }
  return out;
}

function expectRefused(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
  expectError(response, 400, ErrorCode.BAD_REQUEST, UNSTORABLE_TEXT_MSG);
}

describe.each(Object.entries(BAD_TEXTS))('a %s in the input', (kind, bad) => {
  it('is refused with 400 on the routes that answered 500, and nothing is stored', async () => {
    const app = t().app;
    // A form cannot carry a lone surrogate (URLSearchParams replaces it); JSON can.
    const form = kind === 'nul' ? undefined : false;
    const get = (
      name: 'checkUnique' | 'rechargeDetail' | 'withdrawDetail' | 'gallerySearch' | 'templates',
      field: string,
      auth = false,
    ) =>
      app.inject({
        method: 'GET',
        url: `${endpointPath(endpoints[name])}?${field}=${encodeLoosely(bad)}`,
        headers: auth ? { authorization: token, token } : {},
      });
    const cases: [string, () => Promise<LightMyRequestResponse>][] = [
      ['login', () => call(app, 'login', { form, body: { account: bad, password: 'x12345678' } })],
      ['checkUnique', () => get('checkUnique', 'account')],
      ['vCode', () => app.inject({ method: 'GET', url: `${VCODE_PATH}?t=${encodeLoosely(bad)}` })],
      ['rechargeDetail', () => get('rechargeDetail', 'orderNo', true)],
      ['withdrawDetail', () => get('withdrawDetail', 'orderNo', true)],
      ['betCancel', () => call(app, 'betCancel', { token, form, body: { orderNo: bad } })],
      ['gallerySearch', () => get('gallerySearch', 'searchText')],
      ['templates', () => get('templates', 'playCateName')],
      [
        'JSON body',
        () =>
          app.inject({
            method: 'POST',
            url: endpointPath(endpoints.sliderVerify),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ token: bad, x: 1 }),
          }),
      ],
      [
        'path parameter',
        () =>
          app.inject({
            method: 'GET',
            url: `/app-api/game-document/template/${encodeLoosely(bad)}/vote`,
          }),
      ],
      [
        'Idempotency-Key header',
        () =>
          call(app, 'rechargeCreate', {
            token,
            headers: { 'idempotency-key': bad },
            body: { channelId: 1, amount: 100 },
          }),
      ],
    ];
    // A URL cannot carry a lone surrogate: its bytes decode to U+FFFD or stay percent-encoded, both
    // storable. Those routes must only not fail; everything else must refuse.
    const inUrl = new Set([
      'checkUnique',
      'vCode',
      'rechargeDetail',
      'withdrawDetail',
      'gallerySearch',
      'templates',
      'path parameter',
    ]);
    const refusing = cases.filter(([label]) => kind === 'nul' || !inUrl.has(label));
    const answers: string[] = [];
    for (const [label, send] of cases) {
      const response = await send();
      const refused = refusing.some(([name]) => name === label);
      answers.push(
        `${label}: ${refused ? response.statusCode : response.statusCode < 500 ? 'no 5xx' : response.statusCode}`,
      );
    }
    // Every route at once, so that a failure lists all the routes that let it through.
    expect(answers).toEqual(
      cases.map(
        ([label]) => `${label}: ${refusing.some(([name]) => name === label) ? 400 : 'no 5xx'}`,
      ),
    );
    // The refused requests again, around a snapshot of every table: they change nothing.
    const before = await tableCounts(t().database.db);
    for (const [label, send] of refusing) expectRefused(await send(), label);
    expect(await tableCounts(t().database.db)).toEqual(before);
    expect(errorLog).toEqual([]);
  });
});

describe('text PostgreSQL can store', () => {
  it('still passes: emoji (surrogate pairs) and Chinese', async () => {
    const response = await call(t().app, 'checkUnique', { query: { account: '锦鲤😀' } });
    expect(response.statusCode, response.body).not.toBe(500);
    expect(response.json()).not.toMatchObject({ msg: UNSTORABLE_TEXT_MSG });
  });
});
