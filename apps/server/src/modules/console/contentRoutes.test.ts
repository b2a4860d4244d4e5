// The console's content routes (issue 32, 内容): banners, notices and the marquee, ads by slot,
// promotions and images. 运营 and 管理员 change, every role reads; refusals are 4xx `{code,msg}` in
// Chinese that change nothing; each change is audited and shows in the players' (cached) answers
// at their next request.
import {
  adSlotSchema,
  companyInfoSchema,
  noticeSchema,
  pageSchema,
  promotionListSchema,
} from '@jinli/contract';
import {
  type ConsoleAd,
  type ConsoleBanner,
  type ConsoleNotice,
  type ConsolePromotion,
  CONSOLE_CONTENT_PATHS as PATHS,
  consolePathOf,
} from '@jinli/contract/console';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf } from '../../../test/users';
import { ROLES_OPS, type OperatorRole } from '../operators/roles';
import {
  expectReadableByAll,
  expectRefusal,
  expectWriteGuarded,
  lastAudit,
  okData,
} from './contentTestKit';
import { sessionsByRole } from './contentTestKit';
import { CONSOLE_COOKIE } from './cookies';
import { consoleOf, consoleRequest, type Session, testClock } from './testKit';

const clock = testClock();
let t: TestApp;
let sessions: Record<OperatorRole, Session>;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
  sessions = await sessionsByRole(t, clock, 'content');
});
afterAll(async () => {
  await t?.close();
});

const ops = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  consoleRequest(consoleOf(t), sessions.ops, method, url, body);

const homeCarousel = async () =>
  companyInfoSchema.parse(dataOf(await call(t.app, 'companyInfo'))).homeCarousels;

describe('banners', () => {
  it('adds a banner that the players’ home carousel shows at once, reorders, disables, deletes', async () => {
    const before = await homeCarousel(); // cached now
    const created = okData<ConsoleBanner>(
      await ops('POST', PATHS.banners, {
        title: '新春活动',
        imageUrl: '/sys-upload/images/banner/1.svg',
        redirectUrl: '/promotional',
        sort: 100_000,
      }),
    );
    expect(created).toMatchObject({ position: 'home', enabled: true, sort: 100_000 });
    const shown = await homeCarousel();
    expect(shown[0]).toMatchObject({
      id: created.id,
      noticeContent: '/sys-upload/images/banner/1.svg',
    });
    expect(shown).toHaveLength(before.length + 1);
    expect(await lastAudit(t, 'content.banner.create')).toMatchObject({
      operator: 'content-ops',
      role: 'ops',
    });

    // Reorder: the new one last.
    const ids = [...shown.slice(1).map((s) => s.id), created.id];
    okData(await ops('POST', PATHS.bannerOrder, { ids }));
    expect((await homeCarousel()).map((s) => s.id)).toEqual(ids);

    okData(await ops('PATCH', consolePathOf(PATHS.banner, created.id), { enabled: false }));
    expect((await homeCarousel()).map((s) => s.id)).not.toContain(created.id);
    const list = okData<{ data: ConsoleBanner[] }>(await ops('GET', `${PATHS.banners}?enabled=0`));
    expect(list.data.map((b) => b.id)).toContain(created.id);

    okData(await ops('DELETE', consolePathOf(PATHS.banner, created.id)));
    expectRefusal(await ops('DELETE', consolePathOf(PATHS.banner, created.id)), 404);
    expect(await lastAudit(t, 'content.banner.delete')).toMatchObject({ role: 'ops' });
  });

  it('lets only 运营 and 管理员 change, with the CSRF header; every role reads', async () => {
    await expectReadableByAll(t, sessions, PATHS.banners);
    const body = { imageUrl: '/sys-upload/images/banner/2.svg' };
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'POST', PATHS.banners, body);
    const [first] = okData<{ data: ConsoleBanner[] }>(await ops('GET', PATHS.banners)).data;
    await expectWriteGuarded(
      t,
      sessions,
      ROLES_OPS,
      'PATCH',
      consolePathOf(PATHS.banner, first!.id),
      {
        sort: 1,
      },
    );
    await expectWriteGuarded(
      t,
      sessions,
      ROLES_OPS,
      'DELETE',
      consolePathOf(PATHS.banner, first!.id),
    );
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'POST', PATHS.bannerOrder, {
      ids: [first!.id],
    });
    // 管理员 may.
    const admin = await consoleRequest(consoleOf(t), sessions.admin, 'POST', PATHS.banners, body);
    okData(admin);
  });

  it('refuses bad input with a Chinese 4xx and changes nothing', async () => {
    const [first] = okData<{ data: ConsoleBanner[] }>(await ops('GET', PATHS.banners)).data;
    const counts = await tableCounts(t.database.db);
    const bad: unknown[] = [
      {},
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '//evil.example/x.png' },
      { imageUrl: '/ok.png', redirectUrl: 'javascript:alert(1)' },
      { imageUrl: '/ok.png', redirectUrl: 'data:text/html,<script>alert(1)</script>' },
      { imageUrl: '/ok.png', redirectUrl: '/\\evil.example' },
      { imageUrl: '/a b.png' },
      { imageUrl: 42 },
      { imageUrl: '/ok.png', sort: '1' },
      { imageUrl: '/ok.png', sort: 1.5 },
      { imageUrl: '/ok.png', sort: 1e12 },
      { imageUrl: '/ok.png', enabled: 'yes' },
      { imageUrl: '/ok.png', position: 'sidebar' },
      { imageUrl: '/ok.png', title: 'x'.repeat(101) },
      { imageUrl: `/${'x'.repeat(600)}` },
      { imageUrl: '/ok.png', title: '好'.repeat(30_000) }, // past the 64 KiB body limit
      [],
      'text',
      null,
    ];
    for (const body of bad) {
      const msg = expectRefusal(await ops('POST', PATHS.banners, body));
      expect(msg, JSON.stringify(body).slice(0, 80)).toBeTruthy();
    }
    expect(
      expectRefusal(await ops('POST', PATHS.banners, { imageUrl: 'javascript:x' }), 400),
    ).toContain('图片地址');
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5'])
      expectRefusal(await ops('PATCH', `${PATHS.banners}/${id}`, { sort: 1 }), 400);
    expectRefusal(await ops('PATCH', consolePathOf(PATHS.banner, 2_000_000_000), { sort: 1 }), 404);
    expectRefusal(await ops('PATCH', consolePathOf(PATHS.banner, first!.id), { sort: 'top' }), 400);
    for (const order of [
      { ids: [] },
      { ids: [first!.id, first!.id] },
      { ids: [2_000_000_000] },
      { ids: 'x' },
    ])
      expectRefusal(await ops('POST', PATHS.bannerOrder, order), 400);
    for (const query of ['page=0', 'pageSize=101', 'enabled=maybe', 'position=x', 'page=1&page=2'])
      expectRefusal(await ops('GET', `${PATHS.banners}?${query}`), 400);
    expect(await tableCounts(t.database.db)).toEqual(counts);
    const after = okData<{ data: ConsoleBanner[] }>(await ops('GET', PATHS.banners)).data;
    expect(after.find((b) => b.id === first!.id)).toEqual(first);
  });

  it('stores text that looks like markup as text', async () => {
    const title = '<img src=x onerror=alert(1)>"\'&';
    const created = okData<ConsoleBanner>(
      await ops('POST', PATHS.banners, { title, imageUrl: '/sys-upload/images/banner/3.svg' }),
    );
    expect(created.title).toBe(title);
    okData(await ops('DELETE', consolePathOf(PATHS.banner, created.id)));
  });
});

describe('notices and the marquee', () => {
  const noticePage = async () =>
    pageSchema(noticeSchema).parse(
      dataOf(await call(t.app, 'noticePage', { query: { noticeType: 0, rows: 100 } })),
    ).data;

  it('adds a marquee notice the players see at once, then edits and deletes it', async () => {
    await noticePage(); // cached now
    const created = okData<ConsoleNotice>(
      await ops('POST', PATHS.notices, {
        title: '维护通知',
        content: '今晚 2:00-3:00 系统维护。',
        rollNotice: 1,
        sort: 9_999,
      }),
    );
    const shown = (await noticePage()).find((n) => n.id === created.id);
    expect(shown).toMatchObject({ noticeTitle: '维护通知', roll_notice: 1 });
    okData(await ops('PATCH', consolePathOf(PATHS.notice, created.id), { title: '维护完成' }));
    expect((await noticePage()).find((n) => n.id === created.id)?.noticeTitle).toBe('维护完成');
    const marquee = okData<{ data: ConsoleNotice[] }>(
      await ops('GET', `${PATHS.notices}?rollNotice=1`),
    );
    expect(marquee.data.every((n) => n.rollNotice === 1)).toBe(true);
    okData(await ops('DELETE', consolePathOf(PATHS.notice, created.id)));
    expect((await noticePage()).map((n) => n.id)).not.toContain(created.id);
    expect(await lastAudit(t, 'content.notice.update')).toMatchObject({ role: 'ops' });
  });

  it('guards the writes and refuses bad notices', async () => {
    await expectReadableByAll(t, sessions, PATHS.notices);
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'POST', PATHS.notices, {
      title: 'a',
      content: 'b',
    });
    const counts = await tableCounts(t.database.db);
    for (const body of [
      { title: '', content: 'b' },
      { title: '  ', content: 'b' },
      { title: 'a', content: '' },
      { title: 'a', content: 'b', noticeType: 2 },
      { title: 'a', content: 'b', rollNotice: true },
      { title: 'a'.repeat(101), content: 'b' },
    ])
      expectRefusal(await ops('POST', PATHS.notices, body), 400);
    expect(await tableCounts(t.database.db)).toEqual(counts);
  });
});

describe('ads', () => {
  const homeAds = async () => z.array(adSlotSchema).parse(dataOf(await call(t.app, 'homeAds')));

  it('adds an ad with a drawn picture to a slot; the players’ ad list shows it at once', async () => {
    await homeAds(); // cached now
    const created = okData<ConsoleAd>(
      await ops('POST', PATHS.ads, { slotCode: 'AD05', title: '天天加奖', sort: 1_000 }),
    );
    expect(created.imageUrl).toMatch(
      new RegExp(`^/sys-upload/images/content/ad/${created.id}\\.svg\\?v=`),
    );
    const slot = (await homeAds()).find((s) => s.templateCode === 'AD05');
    expect(slot?.ads[0]).toMatchObject({ id: created.id, title: '天天加奖' });
    const picture = await t.app.inject({ method: 'GET', url: created.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('天天加奖');

    // A new title draws a new picture under a new URL (browsers keep the old one an hour).
    const renamed = okData<ConsoleAd>(
      await ops('PATCH', consolePathOf(PATHS.ad, created.id), { title: '周周加奖' }),
    );
    expect(renamed.imageUrl).not.toBe(created.imageUrl);
    expect(renamed.imageUrl.split('?')[0]).toBe(created.imageUrl.split('?')[0]);

    // The same title twice in a slot is a conflict.
    expectRefusal(await ops('POST', PATHS.ads, { slotCode: 'AD05', title: '周周加奖' }), 409);

    // Reordering is per slot: an ad of another slot does not belong.
    const [other] = okData<{ data: ConsoleAd[] }>(
      await ops('GET', `${PATHS.ads}?slotCode=AD06`),
    ).data;
    expectRefusal(
      await ops('POST', PATHS.adOrder, { slotCode: 'AD05', ids: [created.id, other!.id] }),
      400,
    );
    // Within the slot, the order asked for is the order the players get.
    const slotIds = (await homeAds()).find((s) => s.templateCode === 'AD05')!.ads.map((a) => a.id);
    const reversed = [...slotIds].reverse();
    okData(await ops('POST', PATHS.adOrder, { slotCode: 'AD05', ids: reversed }));
    expect((await homeAds()).find((s) => s.templateCode === 'AD05')!.ads.map((a) => a.id)).toEqual(
      reversed,
    );
    okData(await ops('DELETE', consolePathOf(PATHS.ad, created.id)));
    expect(
      (await homeAds()).find((s) => s.templateCode === 'AD05')?.ads.map((a) => a.id) ?? [],
    ).not.toContain(created.id);
  });

  it('guards the writes, names the slots, refuses bad ads', async () => {
    await expectReadableByAll(t, sessions, PATHS.ads);
    const slots = okData<{ data: { code: string; name: string }[] }>(
      await ops('GET', PATHS.adSlots),
    );
    expect(slots.data.map((s) => s.code)).toContain('AD12');
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'POST', PATHS.ads, {
      slotCode: 'AD01',
      title: 'x',
    });
    for (const body of [
      { slotCode: 'AD99', title: 'x' },
      { slotCode: 'AD10', title: 'x' },
      { slotCode: 'AD01', title: '' },
      { slotCode: 'AD01', title: 'x', imageUrl: 'javascript:x' },
      { slotCode: 'AD01', title: 'x', redirectUrl: 'vbscript:x' },
    ])
      expectRefusal(await ops('POST', PATHS.ads, body), 400);
  });
});

describe('promotions', () => {
  const day = 86_400_000;
  const running = async () =>
    promotionListSchema.parse(dataOf(await call(t.app, 'promotionList'))).data;

  it('adds a running promotion the players see at once; dates out of order are refused', async () => {
    await running(); // cached now
    const now = Date.now();
    const created = okData<ConsolePromotion>(
      await ops('POST', PATHS.promotions, {
        classifyType: 1,
        classifyName: '新人专享',
        name: '控制台测试活动',
        startTime: now - day,
        endTime: now + day,
        content: '活动内容',
        color: '#123456',
      }),
    );
    expect(created.coverUrl).toMatch(/^\/sys-upload\/images\/content\/promotion\/\d+\.svg\?v=/);
    expect((await running()).map((p) => p.id)).toContain(created.id);
    expectRefusal(
      await ops('PATCH', consolePathOf(PATHS.promotion, created.id), { endTime: now - 2 * day }),
      400,
    );
    okData(
      await ops('PATCH', consolePathOf(PATHS.promotion, created.id), {
        startTime: now + day,
        endTime: now + 2 * day,
      }),
    );
    expect((await running()).map((p) => p.id)).not.toContain(created.id);
    const upcoming = okData<{ data: ConsolePromotion[] }>(
      await ops('GET', `${PATHS.promotions}?state=upcoming`),
    );
    expect(upcoming.data.map((p) => p.id)).toContain(created.id);
    expectRefusal(
      await ops('POST', PATHS.promotions, {
        classifyType: 1,
        classifyName: '新人专享',
        name: '控制台测试活动',
        startTime: now,
        endTime: now,
      }),
      409,
    );
    okData(await ops('DELETE', consolePathOf(PATHS.promotion, created.id)));
  });

  it('guards the writes and refuses bad promotions', async () => {
    await expectReadableByAll(t, sessions, PATHS.promotions);
    const now = Date.now();
    const good = {
      classifyType: 1,
      classifyName: '类',
      name: '守卫测试',
      startTime: now,
      endTime: now + day,
    };
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'POST', PATHS.promotions, good);
    for (const body of [
      { ...good, endTime: now - day },
      { ...good, color: 'red' },
      { ...good, color: '#12345g' },
      { ...good, startTime: 'today' },
      { ...good, startTime: 1 },
      { ...good, templateType: 2 },
      { ...good, imageUrl: 'javascript:alert(1)', templateType: 3 },
      { ...good, templateType: 3 },
      { ...good, imageUrl: '/sys-upload/x.png', templateType: 3 },
      { ...good, name: '' },
    ])
      expectRefusal(await ops('POST', PATHS.promotions, body), 400);
  });
});

describe('images', () => {
  function multipart(bytes: Buffer, name = 'file') {
    const boundary = '----jinliconsole';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = (session: Session, bytes: Buffer, csrf = true) => {
    const { payload, headers } = multipart(bytes);
    return consoleOf(t).inject({
      method: 'POST',
      url: PATHS.images,
      payload,
      headers: {
        ...headers,
        cookie: `${CONSOLE_COOKIE}=${session.cookie}`,
        ...(csrf ? { 'x-csrf-token': session.csrf } : {}),
      },
    });
  };

  it('uploads a picture through the image pipeline; the players’ origin serves it', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#e5393b' },
    })
      .png()
      .toBuffer();
    const stored = okData<{ url: string; width: number }>(await upload(sessions.ops, png));
    expect(stored.url).toMatch(/^\/chat-api\/chat\/images\/[a-f0-9]{32}\.png$/);
    expect(stored.width).toBe(40);
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const images = okData<{ data: { url: string; kind: string }[] }>(
      await ops('GET', PATHS.images),
    );
    expect(images.data[0]).toMatchObject({ url: stored.url, kind: 'upload' });
    expect(images.data.some((i) => i.kind === 'banner')).toBe(true);
    // The uploaded picture may be chosen for a banner.
    const banner = okData<ConsoleBanner>(
      await ops('POST', PATHS.banners, { imageUrl: stored.url }),
    );
    okData(await ops('DELETE', consolePathOf(PATHS.banner, banner.id)));
  });

  it('refuses what is not an image, other roles and a missing CSRF header', async () => {
    const counts = await tableCounts(t.database.db);
    expectRefusal(await upload(sessions.ops, Buffer.from('<svg onload=alert(1)></svg>')), 400);
    expectRefusal(
      await upload(
        sessions.ops,
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)]),
      ),
      400,
    );
    // Past the 5 MiB limit (a PNG's signature, then zeros).
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    expectRefusal(await upload(sessions.ops, huge));
    expectRefusal(await upload(sessions.support, Buffer.from('x')), 403);
    expectRefusal(await upload(sessions.ops, Buffer.from('x'), false), 403);
    expectRefusal(await ops('POST', PATHS.images, { file: 'x' }), 400);
    expect(await tableCounts(t.database.db)).toEqual(counts);
  });
});
