// Seeds the demo content, idempotently: running it again changes nothing. Content without a
// natural key (slides, notices, contact lines) is written only together with a new company, so
// that deleting it is not undone at the next start; settings with a key are inserted when their
// key is missing, so a newer server adds its new settings to an older database.
import { randomBytes } from 'node:crypto';
import { lunarYearAt } from '@jinli/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  carousel,
  chatLevel,
  company,
  companyDetail,
  fiveElement,
  homeLottery,
  notice,
  registerField,
  registerSetting,
  systemConfig,
  withdrawLimit,
} from '../db/schema';
import { ConfigKey, configDefaults } from '../modules/config/configKeys';
import { seedAccounts } from './accountsSeed';
import { seedAgentTeam } from './agentTeamSeed';
import { seedBetting } from './bettingSeed';
import { seedContent } from './contentSeed';
import { repairOldDemoValues } from './demoRepairs';
import { seedChat } from '../modules/chat/seed';
import { seedGames } from '../modules/games/seed';
import { HOME_CAROUSEL } from '../modules/company/service';
import { seedLotteryGames } from '../modules/lottery/games';
import {
  demoCarousel,
  demoChatLevels,
  demoCompany,
  demoCompanyDetails,
  demoHomeLotteries,
  demoNotices,
  demoRegisterFields,
  demoRegisterSetting,
  demoWithdrawLimit,
} from './demoContent';
import { fiveElementsOfYear } from './fiveElements';

export interface SeedOptions {
  companyCode: string;
  /**
   * The demo company's name: the served brand's (its build's brand.json), so that a fresh brand is
   * not called 锦鲤 in every theme (issue 34); default the demo's own.
   */
  companyName?: string | undefined;
  /** The clock, for the five-elements years; default Date.now(). Epoch ms. */
  now?: number;
}

export interface SeedResult {
  companyId: number;
  /** Whether the company row was created by this run. */
  createdCompany: boolean;
  /** Rows written by this run; 0 when everything was there already. */
  inserted: number;
}

/** Names the advisory lock that serialises concurrent seeds (several instances starting at once). */
const SEED_LOCK_ID = 0x6a6c73656564; // 'jlseed'

/** Lunar years to hold five-elements for: the current one (at `now`, epoch ms) and its neighbours. */
export function fiveElementYears(now: number): number[] {
  const year = lunarYearAt(now);
  return [year - 1, year, year + 1];
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    let inserted = 0;
    const count = (rows: unknown[]) => {
      inserted += rows.length;
    };

    const created = await tx
      .insert(company)
      .values({
        code: options.companyCode,
        ...demoCompany,
        ...(options.companyName ? { name: options.companyName } : {}),
      })
      .onConflictDoNothing({ target: company.code })
      .returning({ id: company.id });
    count(created);
    const [row] = created.length
      ? created
      : await tx
          .select({ id: company.id })
          .from(company)
          .where(eq(company.code, options.companyCode));
    if (!row) throw new Error(`seed: company ${options.companyCode} vanished`);
    const companyId = row.id;

    if (created.length) {
      count(
        await tx
          .insert(companyDetail)
          .values(demoCompanyDetails.map((detail) => ({ companyId, ...detail })))
          .returning({ id: companyDetail.id }),
      );
      count(
        await tx
          .insert(carousel)
          .values(demoCarousel.map((slide) => ({ companyId, position: HOME_CAROUSEL, ...slide })))
          .returning({ id: carousel.id }),
      );
      count(
        await tx
          .insert(notice)
          .values(demoNotices.map((item) => ({ companyId, ...item })))
          .returning({ id: notice.id }),
      );
    }

    const settings = [
      ...Object.entries(configDefaults).map(([configKey, { value, isPublic, remark }]) => ({
        companyId,
        configKey,
        configValue: value,
        isPublic,
        remark,
      })),
      {
        companyId,
        configKey: ConfigKey.SK_ENCRYPT,
        // Random per database: each deployment encrypts with its own secret.
        configValue: randomBytes(32).toString('base64url'),
        isPublic: false,
        remark: '加密密钥',
      },
    ];
    count(
      await tx
        .insert(systemConfig)
        .values(settings)
        .onConflictDoNothing()
        .returning({ key: systemConfig.configKey }),
    );
    count(
      await tx
        .insert(registerField)
        .values(
          Object.entries(demoRegisterFields).map(([field, limit], sort) => ({
            companyId,
            field,
            sort,
            ...limit,
          })),
        )
        .onConflictDoNothing()
        .returning({ field: registerField.field }),
    );
    count(
      await tx
        .insert(registerSetting)
        .values({ companyId, ...demoRegisterSetting })
        .onConflictDoNothing()
        .returning({ id: registerSetting.companyId }),
    );
    count(
      await tx
        .insert(withdrawLimit)
        .values({ companyId, ...demoWithdrawLimit })
        .onConflictDoNothing()
        .returning({ id: withdrawLimit.companyId }),
    );
    count(
      await tx
        .insert(chatLevel)
        .values(demoChatLevels.map((level) => ({ companyId, ...level })))
        .onConflictDoNothing()
        .returning({ level: chatLevel.level }),
    );
    count(
      await tx
        .insert(homeLottery)
        .values(demoHomeLotteries.map((game) => ({ companyId, ...game })))
        .onConflictDoNothing()
        .returning({ gameId: homeLottery.gameId }),
    );
    count(
      await tx
        .insert(fiveElement)
        .values(
          fiveElementYears(options.now ?? Date.now()).flatMap((lunarYear) =>
            fiveElementsOfYear(lunarYear).map(({ element, numbers }, sort) => ({
              lunarYear,
              element,
              sort,
              numbers,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ year: fiveElement.lunarYear }),
    );

    inserted += await seedLotteryGames(tx);

    inserted += await seedAccounts(tx, companyId);

    inserted += await seedBetting(tx, companyId);

    inserted += await seedContent(tx, companyId, options.now ?? Date.now());

    inserted += await seedGames(tx, companyId, options.now ?? Date.now());

    // After the plays, the lobby and the payment channels it uses.
    inserted += await seedAgentTeam(tx, companyId, options.now ?? Date.now());

    inserted += await seedChat(tx, companyId, options.now ?? Date.now());

    // Not counted as inserted: a database of an older seed is updated, not filled.
    await repairOldDemoValues(tx, companyId);

    return { companyId, createdCompany: created.length > 0, inserted };
  });
}
