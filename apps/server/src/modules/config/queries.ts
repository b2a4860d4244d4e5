import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatLevel,
  fiveElement,
  homeLottery,
  registerField,
  registerSetting,
  systemConfig,
  withdrawLimit,
} from '../../db/schema';

/** Every system_config row of a company as key → value. */
export async function readSystemConfig(db: Db, companyId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: systemConfig.configKey, value: systemConfig.configValue })
    .from(systemConfig)
    .where(eq(systemConfig.companyId, companyId));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export function listPublicSystemConfig(db: Db, companyId: number) {
  return db
    .select({ configKey: systemConfig.configKey, configValue: systemConfig.configValue })
    .from(systemConfig)
    .where(and(eq(systemConfig.companyId, companyId), eq(systemConfig.isPublic, true)))
    .orderBy(asc(systemConfig.configKey));
}

export function listRegisterFields(db: Db, companyId: number) {
  return db
    .select()
    .from(registerField)
    .where(eq(registerField.companyId, companyId))
    .orderBy(asc(registerField.sort));
}

export async function findRegisterSetting(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(registerSetting)
    .where(eq(registerSetting.companyId, companyId));
  return row;
}

export async function findWithdrawLimit(db: Db, companyId: number) {
  const [row] = await db.select().from(withdrawLimit).where(eq(withdrawLimit.companyId, companyId));
  return row;
}

export function listChatLevels(db: Db, companyId: number) {
  return db
    .select()
    .from(chatLevel)
    .where(eq(chatLevel.companyId, companyId))
    .orderBy(asc(chatLevel.level));
}

export function listHomeLotteries(db: Db, companyId: number) {
  return db
    .select()
    .from(homeLottery)
    .where(eq(homeLottery.companyId, companyId))
    .orderBy(desc(homeLottery.sort), asc(homeLottery.gameId));
}

export function listFiveElements(db: Db) {
  return db.select().from(fiveElement).orderBy(asc(fiveElement.lunarYear), asc(fiveElement.sort));
}
