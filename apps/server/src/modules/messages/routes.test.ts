import { ErrorCode, pageSchema, pushMessageSchema } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { pushMessage, userAccount } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const page = pageSchema(pushMessageSchema);

describe('push messages', () => {
  it('lists, marks read and removes own messages only', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, user.account));
    await t.database.db.insert(pushMessage).values([
      { userId: row!.id, title: '充值到账', content: '您的充值已到账' },
      { userId: row!.id, title: '活动', content: '新活动上线' },
    ]);
    const list = page.parse(
      dataOf(
        await call(t.app, 'pushMessages', { token: user.token, query: { page: 1, rows: 10 } }),
      ),
    );
    expect(list.totalCount).toBe(3);
    expect(list.data.every((m) => m.isRead === 0)).toBe(true);
    const firstPage = page.parse(
      dataOf(await call(t.app, 'pushMessages', { token: user.token, query: { rows: 2 } })),
    );
    const secondPage = page.parse(
      dataOf(await call(t.app, 'pushMessages', { token: user.token, query: { page: 2, rows: 2 } })),
    );
    expect([...firstPage.data, ...secondPage.data].map((m) => m.id).sort()).toEqual(
      list.data.map((m) => m.id).sort(),
    );

    const target = list.data[0]!;
    // Someone else's message is not found for them, and stays unread.
    expectError(
      await call(t.app, 'pushMessageRead', { token: other.token, query: { id: target.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await call(t.app, 'pushMessageRemove', { token: other.token, query: { id: target.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );

    let info = dataOf<{ unReadCount: number }>(
      await call(t.app, 'userInfo', { token: user.token }),
    );
    expect(info.unReadCount).toBe(3);
    dataOf(await call(t.app, 'pushMessageRead', { token: user.token, query: { id: target.id } }));
    info = dataOf<{ unReadCount: number }>(await call(t.app, 'userInfo', { token: user.token }));
    expect(info.unReadCount).toBe(2);
    dataOf(await call(t.app, 'pushMessageRemove', { token: user.token, query: { id: target.id } }));
    const after = page.parse(dataOf(await call(t.app, 'pushMessages', { token: user.token })));
    expect(after.totalCount).toBe(2);
    expect(after.data.some((m) => m.id === target.id)).toBe(false);
    expectError(
      await call(t.app, 'pushMessageRemove', { token: user.token, query: { id: target.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses bad ids and missing sessions', async () => {
    const user = await registerUser(t.app);
    expectError(
      await call(t.app, 'pushMessageRead', { token: user.token, query: { id: 'abc' } }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expectError(
      await call(t.app, 'pushMessageRead', { token: user.token }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expectError(await call(t.app, 'pushMessages'), 401, ErrorCode.UNAUTHORIZED);
  });
});
