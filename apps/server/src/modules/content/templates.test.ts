// Route tests of templates, polls, likes and the resource database (spec §7 Templates/documents):
// every card code is served, items use every field of spec §3, hits are marked from a stored
// draw, and locked content never reaches a viewer who may not see it (spec §4 Locks, §6).
import {
  ErrorCode,
  gameDocumentPageSchema,
  paymentChannelsSchema,
  rechargeOrderSchema,
  type Template,
  type TemplateItem,
  templatePageSchema,
  templatePlayCateSchema,
  templatePollSchema,
  templateSchema,
} from '@jinli/contract';
import {
  parseMarkedNote,
  POLL_TEXT,
  splitMarkedValues,
  templateCardOf,
  TEMPLATE_CARDS,
  visibleTemplates,
  zodiacOfNumber,
  lunarYearAt,
} from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { TEMPLATE_TEXT } from './templateContext';
import { turnSource } from './turns';

const kit = testAppPerFile({ sandboxPayments: true });

const BAD = ErrorCode.BAD_REQUEST;

async function list(query: Record<string, string | number> = {}, token?: string) {
  return templatePageSchema.parse(
    dataOf(await call(kit.t.app, 'templates', { query: { rows: 100, ...query }, token })),
  );
}

async function byCode(code: string, token?: string): Promise<Template> {
  const page = await list({ templateCode: code }, token);
  expect(page.data).toHaveLength(1);
  return page.data[0]!;
}

function allItems(template: Template): TemplateItem[] {
  return template.groups.flatMap((g) => g.items);
}

function infoUrl(
  gameId: number | string,
  templateId: number | string,
  ...rest: (number | string)[]
) {
  return ['/app-api/game-document/template/info', gameId, templateId, ...rest].join('/');
}

/** A user whose sandbox recharge of 100 yuan was confirmed (rechMoney > 0). */
async function rechargedUser() {
  const user = await registerUser(kit.t.app);
  const channels = paymentChannelsSchema.parse(
    dataOf(await call(kit.t.app, 'paymentChannels', { token: user.token })),
  );
  const order = rechargeOrderSchema.parse(
    dataOf(
      await call(kit.t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId: channels.eWallet[0]!.id, amount: '100' },
      }),
    ),
  );
  const url = new URL(order.cashierUrl, 'http://x');
  const confirmed = await kit.t.app.inject({
    method: 'POST',
    url: `${url.pathname}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: `sig=${encodeURIComponent(url.searchParams.get('sig') ?? '')}`,
  });
  expect(confirmed.statusCode).toBe(200);
  return user;
}

async function trialToken(): Promise<string> {
  return (dataOf(await call(kit.t.app, 'registerTrial')) as { token: string }).token;
}

describe('GET /game-document/template', () => {
  it('serves a template for every display card on game 110, paged by 20', async () => {
    const all = await list();
    const cards = new Set(all.data.map((tpl) => templateCardOf(tpl.templateCode)));
    for (const card of TEMPLATE_CARDS) expect(cards, card).toContain(card);
    expect(all.data.map((tpl) => tpl.templateCode)).toContain('mb01A');
    expect(visibleTemplates(all.data)).toHaveLength(all.data.length);
    const first = await list({ rows: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.totalCount).toBe(all.totalCount);
    const defaultRows = templatePageSchema.parse(dataOf(await call(kit.t.app, 'templates')));
    expect(defaultRows.data).toHaveLength(20);
    const third = await list({ rows: 20, page: 3 });
    expect(third.data.map((x) => x.id)).toEqual(all.data.slice(40, 60).map((x) => x.id));
  });

  it('filters by play category, template code (any case), location and game', async () => {
    const cates = z
      .array(templatePlayCateSchema)
      .parse(dataOf(await call(kit.t.app, 'templatePlayCate', { query: { gameId: 110 } })));
    expect(cates.length).toBeGreaterThanOrEqual(7);
    const cate = cates[0]!;
    const inCate = await list({ playCateName: `  ${cate.playCateName} ` });
    expect(inCate.data.length).toBeGreaterThan(0);
    expect(inCate.data.every((x) => x.playCateName === cate.playCateName)).toBe(true);
    expect(inCate.data.map((x) => x.id)).toContain(cate.templateId);
    expect((await byCode('SYMB')).templateCode).toBe('SYmb');
    const home = await list({ location: 'home', client: 'h5' });
    expect(home.totalCount).toBeGreaterThan(0);
    expect(home.totalCount).toBeLessThan((await list()).totalCount);
    expect(home.data.map((x) => x.templateCode)).not.toContain('mb21');
    const other = await list({ gameId: 71 });
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.every((x) => x.gameId === 71)).toBe(true);
  });

  it('groups turn-based templates by turn, the turn on sale first, and fills every item field', async () => {
    const mb01 = await byCode('mb01');
    expect(mb01.groups.length).toBe(11);
    const turns = mb01.groups.map((g) => g.gameTurn);
    expect([...turns].sort().reverse()).toEqual(turns);
    expect(mb01.groups.every((g) => g.groupName === g.gameTurn)).toBe(true);
    expect(mb01.groups[0]!.items).toHaveLength(2);
    expect(mb01.groups[0]!.items[0]!.content.split(' ')).toHaveLength(6);
    // Deterministic: the same read gives the same predictions.
    expect((await byCode('mb01')).groups).toEqual(mb01.groups);

    const items = (await list()).data.flatMap(allItems);
    expect(items.some((i) => i.multiContents.length === 6)).toBe(true);
    expect(items.some((i) => i.requireLogin === 1)).toBe(true);
    expect(items.some((i) => i.requireRecharge === 1)).toBe(true);
    expect(items.some((i) => i.templateType === 0 && i.linkUrl.startsWith('/chat-rooms'))).toBe(
      true,
    );
    expect(items.some((i) => i.activeCover === 1)).toBe(true);
    expect(items.some((i) => i.isTop === 1)).toBe(true);
    expect(items.some((i) => i.iconUrl.endsWith('.svg'))).toBe(true);
    expect(items.some((i) => i.content2 !== '' && i.content3 !== '')).toBe(true);
    const nowSeconds = Math.ceil(Date.now() / 1000);
    expect(items.every((i) => i.updatedTime > 1_600_000_000 && i.updatedTime <= nowSeconds)).toBe(
      true,
    );
    const mb42 = allItems(await byCode('mb42'));
    expect(new Set(mb42.map((i) => i.sort)).size).toBeGreaterThan(1);
  });

  it('refuses bad input with 400', async () => {
    const bad: Record<string, string | number>[] = [
      { gameId: 'x' },
      { rows: 0 },
      { rows: 101 },
      { page: 0 },
      { location: 'moon' },
      { client: 'tv' },
      { templateCode: 'mb-01' },
      { companyCode: 'other' },
      { gameId: 999 },
    ];
    for (const query of bad) expectError(await call(kit.t.app, 'templates', { query }), 400, BAD);
  });
});

describe('hits from a stored draw', () => {
  it('marks the predictions of a drawn turn with asterisks, from the real draw numbers', async () => {
    const before = await byCode('mb01');
    const drawnGroup = before.groups[1]!;
    expect(drawnGroup.drawn).toBe(0);
    expect(drawnGroup.items.every((i) => i.note === '')).toBe(true);
    // Store a finished draw for that turn, whose special number is in the six-zodiac prediction.
    const [game] = await kit.t.database.db
      .select()
      .from(lotteryGame)
      .where(eq(lotteryGame.id, 110));
    const { past } = await turnSource(kit.t.database.db, 'jinli')(game!, 1, Date.now());
    const turnAt = past.find((p) => p.turnNum === drawnGroup.gameTurn)?.at ?? Date.now();
    const predicted = splitMarkedValues(drawnGroup.items[0]!.content).map((v) => v.text);
    const year = lunarYearAt(turnAt);
    const special = Array.from({ length: 49 }, (_, i) => i + 1).find((n) =>
      predicted.includes(zodiacOfNumber(n, year)),
    )!;
    const others = Array.from({ length: 49 }, (_, i) => i + 1)
      .filter((n) => n !== special)
      .slice(0, 6);
    await kit.t.database.db.insert(lotteryDraw).values({
      gameId: 110,
      turnNum: drawnGroup.gameTurn,
      slotAt: new Date(turnAt),
      openAt: new Date(turnAt),
      numbers: [...others, special],
      revealed: 7,
    });
    // Written behind the app's back: tell its answer cache, as the draw engine does after a draw.
    await kit.t.app.answerCache.invalidate('draws');
    const after = (await byCode('mb01')).groups[1]!;
    expect(after.drawn).toBe(1);
    const six = after.items[0]!;
    const values = splitMarkedValues(six.content);
    expect(values.map((v) => v.text)).toEqual(predicted);
    expect(values.filter((v) => v.hit).map((v) => v.text)).toEqual([zodiacOfNumber(special, year)]);
    const note = parseMarkedNote(six.note);
    expect(note.hit).toBe(true);
    expect(note.text).toBe(
      `开:${zodiacOfNumber(special, year)}${String(special).padStart(2, '0')}`,
    );
    // The turn on sale is never marked.
    expect((await byCode('mb01')).groups[0]!.items.every((i) => !i.content.includes('*'))).toBe(
      true,
    );
  });
});

describe('locks (the server withholds locked content)', () => {
  const lockedIn = (template: Template, label: string) =>
    template.groups[0]!.items.find((i) => i.subName === label)!;

  it('withholds login-locked items from visitors and trial users', async () => {
    const visitor = lockedIn(await byCode('mb03'), '六码');
    expect(visitor).toMatchObject({ requireLogin: 1, locked: 'login', content: '', note: '' });
    const trial = lockedIn(await byCode('mb03', await trialToken()), '六码');
    expect(trial).toMatchObject({ locked: 'login', content: '' });
    const user = await registerUser(kit.t.app);
    const member = lockedIn(await byCode('mb03', user.token), '六码');
    expect(member.locked).toBeNull();
    expect(member.content.split(' ')).toHaveLength(6);
    // Nothing of the locked content is anywhere in the visitor's answer.
    const raw = (await call(kit.t.app, 'templates', { query: { templateCode: 'mb03' } })).body;
    expect(raw).not.toContain(member.content);
  });

  it('withholds recharge-locked items until the user has recharged; login lock first', async () => {
    const user = await registerUser(kit.t.app);
    const neverRecharged = await byCode('mb37', user.token);
    expect(lockedIn(neverRecharged, '内部一肖')).toMatchObject({ locked: 'recharge', content: '' });
    expect(lockedIn(neverRecharged, '内部三码')).toMatchObject({ locked: 'recharge', content: '' });
    const visitor = await byCode('mb37');
    expect(lockedIn(visitor, '内部一肖').locked).toBe('login');
    expect(lockedIn(visitor, '内部三码').locked).toBe('recharge');
    const rich = await rechargedUser();
    const open = await byCode('mb37', rich.token);
    expect(
      open.groups.flatMap((g) => g.items).every((i) => i.locked === null && i.content !== ''),
    ).toBe(true);
    // The template info enforces the same locks.
    const info = templateSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url: infoUrl(110, visitor.id) })).json().data,
    );
    expect(lockedIn(info, '内部一肖')).toMatchObject({ locked: 'login', content: '' });
  });
});

describe('template info', () => {
  it('answers by game and id, with a document and a client', async () => {
    const mb23 = await byCode('mb23');
    const docs = gameDocumentPageSchema.parse(
      dataOf(await call(kit.t.app, 'gameDocuments', { query: { templateId: mb23.id } })),
    );
    const doc = docs.data[0]!;
    const plain = templateSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url: infoUrl(110, mb23.id) })).json().data,
    );
    expect(plain.id).toBe(mb23.id);
    const withDoc = templateSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url: infoUrl(110, mb23.id, doc.documentId) })).json()
        .data,
    );
    expect(withDoc.subName).toBe(doc.subName);
    const withClient = await kit.t.app.inject({
      method: 'GET',
      url: infoUrl(110, mb23.id, doc.documentId, 'h5'),
    });
    expect(withClient.statusCode).toBe(200);
    for (const url of [
      infoUrl(70, mb23.id),
      infoUrl(110, 999999),
      infoUrl('x', mb23.id),
      infoUrl(110, mb23.id, 999999),
      infoUrl(110, mb23.id, doc.documentId, 'tv'),
    ]) {
      const response = await kit.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe(BAD);
    }
  });
});

describe('likes', () => {
  it('need login, are idempotent, show per viewer and land in the collection', async () => {
    const tpl = await byCode('mb12');
    expectError(
      await call(kit.t.app, 'templateToggleLike', { body: { templateId: tpl.id, like: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const user = await registerUser(kit.t.app);
    const like = (value: number) =>
      call(kit.t.app, 'templateToggleLike', {
        token: user.token,
        body: { templateId: tpl.id, like: value },
      });
    expect(dataOf(await like(1))).toEqual({ templateId: tpl.id, like: 1, likeCount: 1 });
    expect(dataOf(await like(1))).toEqual({ templateId: tpl.id, like: 1, likeCount: 1 });
    expect((await byCode('mb12', user.token)).like).toBe(1);
    expect((await byCode('mb12')).like).toBe(0);
    const collection = dataOf<{ templates: { templateId: number }[] }>(
      await call(kit.t.app, 'userCollection', { token: user.token }),
    );
    expect(collection.templates.map((x) => x.templateId)).toEqual([tpl.id]);
    expect(dataOf(await like(0))).toEqual({ templateId: tpl.id, like: 0, likeCount: 0 });
    expect(dataOf(await like(0))).toEqual({ templateId: tpl.id, like: 0, likeCount: 0 });
    for (const body of [{ templateId: tpl.id, like: 5 }, { templateId: 0, like: 1 }, {}])
      expectError(
        await call(kit.t.app, 'templateToggleLike', { token: user.token, body }),
        400,
        BAD,
      );
    expectError(
      await call(kit.t.app, 'templateToggleLike', {
        token: user.token,
        body: { templateId: 999999, like: 1 },
      }),
      400,
      BAD,
      TEMPLATE_TEXT.templateMissing,
    );
  });
});

describe('polls', () => {
  const pollUrl = (id: number | string) => `/app-api/game-document/template/${id}/vote`;

  it('shows the zodiac poll of the turn on sale; one vote per user, also when racing', async () => {
    const tpl = await byCode('mb05');
    const poll = templatePollSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url: pollUrl(tpl.id) })).json().data,
    );
    expect(poll).toMatchObject({ templateId: tpl.id, pollStatus: 1, optionId: 0 });
    expect(poll.gameTurn).toBe(tpl.groups[0]!.gameTurn);
    expect(poll.pollOptions.map((o) => o.option_text)).toHaveLength(12);
    expectError(
      await call(kit.t.app, 'templateVote', { body: { documentId: tpl.id, optionId: 3, vote: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const user = await registerUser(kit.t.app);
    const vote = (optionId: number) =>
      call(kit.t.app, 'templateVote', {
        token: user.token,
        body: { documentId: tpl.id, optionId, vote: 1 },
      });
    const raced = await Promise.all([vote(3), vote(4)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = raced.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toEqual({ code: BAD, msg: POLL_TEXT.alreadyVoted });
    const voted = templatePollSchema.parse(raced.find((r) => r.statusCode === 200)!.json().data);
    expect([3, 4]).toContain(voted.optionId);
    const option = voted.pollOptions.find((o) => o.option_id === voted.optionId)!;
    expect(option.option_vote).toBe(1);
    expect(voted.pollOptions.reduce((s, o) => s + o.option_vote, 0)).toBe(1);
    expectError(await vote(5), 400, BAD, POLL_TEXT.alreadyVoted);
    const mine = templatePollSchema.parse(
      (
        await kit.t.app.inject({
          method: 'GET',
          url: pollUrl(tpl.id),
          headers: { authorization: user.token, token: user.token },
        })
      ).json().data,
    );
    expect(mine.optionId).toBe(voted.optionId);
    // Someone else still votes, the counts add up.
    const other = await registerUser(kit.t.app);
    const second = templatePollSchema.parse(
      dataOf(
        await call(kit.t.app, 'templateVote', {
          token: other.token,
          body: { documentId: tpl.id, optionId: voted.optionId },
        }),
      ),
    );
    expect(second.pollOptions.find((o) => o.option_id === voted.optionId)!.option_vote).toBe(2);
  });

  it('refuses polls of templates without one, unknown options and bad input', async () => {
    const noPoll = await byCode('mb23');
    const response = await kit.t.app.inject({ method: 'GET', url: pollUrl(noPoll.id) });
    expect(response.json()).toEqual({ code: BAD, msg: TEMPLATE_TEXT.noPoll });
    expect((await kit.t.app.inject({ method: 'GET', url: pollUrl('abc') })).statusCode).toBe(400);
    const user = await registerUser(kit.t.app);
    const tpl = await byCode('mb06');
    expectError(
      await call(kit.t.app, 'templateVote', {
        token: user.token,
        body: { documentId: tpl.id, optionId: 13 },
      }),
      400,
      BAD,
      TEMPLATE_TEXT.optionMissing,
    );
    for (const body of [
      { documentId: tpl.id },
      { documentId: tpl.id, optionId: 1, vote: 2 },
      { optionId: 1 },
    ])
      expectError(await call(kit.t.app, 'templateVote', { token: user.token, body }), 400, BAD);
  });
});

describe('resource database', () => {
  it('lists documents by category and search text, and the categories', async () => {
    const cates = z
      .array(templatePlayCateSchema)
      .parse(dataOf(await call(kit.t.app, 'gameDocumentPlayCate', { query: { gameId: 110 } })));
    expect(cates.length).toBeGreaterThanOrEqual(8);
    const all = gameDocumentPageSchema.parse(dataOf(await call(kit.t.app, 'gameDocuments')));
    expect(all.totalCount).toBeGreaterThan(cates.length);
    const one = gameDocumentPageSchema.parse(
      dataOf(
        await call(kit.t.app, 'gameDocuments', { query: { templateId: cates[0]!.templateId } }),
      ),
    );
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((d) => d.templateId === cates[0]!.templateId)).toBe(true);
    const found = gameDocumentPageSchema.parse(
      dataOf(await call(kit.t.app, 'gameDocuments', { query: { searchText: ' 尾数 ' } })),
    );
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((d) => d.subName.includes('尾数'))).toBe(true);
    const paged = gameDocumentPageSchema.parse(
      dataOf(await call(kit.t.app, 'gameDocuments', { query: { rows: 2, page: 2 } })),
    );
    expect(paged.data.map((d) => d.documentId)).toEqual(
      all.data.slice(2, 4).map((d) => d.documentId),
    );
    const icon = await kit.t.app.inject({ method: 'GET', url: all.data[0]!.iconUrl });
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const query of [{ rows: 101 }, { templateId: 'x' }, { gameId: 0 }] as Record<
      string,
      string | number
    >[])
      expectError(await call(kit.t.app, 'gameDocuments', { query }), 400, BAD);
  });
});

describe('a drawn turn closes its poll', () => {
  it('shows pollStatus 0 and refuses votes once the turn of the poll is drawn', async () => {
    const tpl = await byCode('mb07');
    const url = `/app-api/game-document/template/${tpl.id}/vote`;
    const poll = templatePollSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url })).json().data,
    );
    expect(poll.pollStatus).toBe(1);
    await kit.t.database.db.insert(lotteryDraw).values({
      gameId: 110,
      turnNum: poll.gameTurn,
      slotAt: new Date(),
      openAt: new Date(),
      numbers: [1, 2, 3, 4, 5, 6, 7],
      revealed: 7,
    });
    // Written behind the app's back: tell its answer cache, as the draw engine does after a draw.
    await kit.t.app.answerCache.invalidate('draws');
    const closed = templatePollSchema.parse(
      (await kit.t.app.inject({ method: 'GET', url })).json().data,
    );
    expect(closed.pollStatus).toBe(0);
    const user = await registerUser(kit.t.app);
    expectError(
      await call(kit.t.app, 'templateVote', {
        token: user.token,
        body: { documentId: tpl.id, optionId: 1 },
      }),
      400,
      BAD,
      TEMPLATE_TEXT.pollClosed,
    );
  });
});
