import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, TEST_COMPANY, type TestApp } from '../../test/testApp';
import { company, paymentChannel, promotion } from '../db/schema';
import { OLD_DEMO_DOMAIN, OLD_DEMO_TRC20 } from './demoRepairs';
import { seed } from './seed';
import { DEMO_TRC20_ADDRESS, isTrc20Address } from './trc20Address';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sandboxPayments: true });
});
afterAll(async () => {
  await t?.close();
});

describe('the demo seed', () => {
  it('shows no made-up domain and a well-formed USDT address', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(company).where(eq(company.code, TEST_COMPANY));
    expect(row?.domain).toBe('');
    const domains = await db.select({ domain: promotion.domain }).from(promotion);
    expect(domains.length).toBeGreaterThan(0);
    expect(domains.every((p) => !p.domain.includes('jinli.example'))).toBe(true);
    const [usdt] = await db
      .select({ payee: paymentChannel.payeeAccount })
      .from(paymentChannel)
      .where(eq(paymentChannel.kind, 'usdt'));
    expect(usdt?.payee).toBe(DEMO_TRC20_ADDRESS);
    expect(isTrc20Address(usdt!.payee)).toBe(true);
  });

  it("replaces an older seed's placeholders at the next start, and only those", async () => {
    const db = t.database.db;
    const companyId = await testCompanyId(t.database);
    await db.update(company).set({ domain: OLD_DEMO_DOMAIN }).where(eq(company.id, companyId));
    const [first, second] = await db
      .select({ id: promotion.id })
      .from(promotion)
      .where(eq(promotion.companyId, companyId))
      .orderBy(promotion.id)
      .limit(2);
    await db
      .update(promotion)
      .set({ domain: 'vip.jinli.example' })
      .where(eq(promotion.id, first!.id));
    // An operator's own value stays.
    await db
      .update(promotion)
      .set({ domain: 'vip.brand.example' })
      .where(eq(promotion.id, second!.id));
    await db
      .update(paymentChannel)
      .set({ payeeAccount: OLD_DEMO_TRC20 })
      .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.kind, 'usdt')));

    const again = await seed(db, { companyCode: TEST_COMPANY });
    expect(again.inserted).toBe(0);

    const [row] = await db.select().from(company).where(eq(company.id, companyId));
    expect(row?.domain).toBe('');
    const byId = new Map(
      (await db.select().from(promotion).where(eq(promotion.companyId, companyId))).map((p) => [
        p.id,
        p.domain,
      ]),
    );
    expect(byId.get(first!.id)).toBe('');
    expect(byId.get(second!.id)).toBe('vip.brand.example');
    const [usdt] = await db
      .select({ payee: paymentChannel.payeeAccount })
      .from(paymentChannel)
      .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.kind, 'usdt')));
    expect(usdt?.payee).toBe(DEMO_TRC20_ADDRESS);
  });
});
