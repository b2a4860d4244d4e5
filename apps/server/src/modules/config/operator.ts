// POST /operator/config: the operator's switches this reference server has no back office for —
// the login's code (login_vcode, login_code_style), chat maintenance (enable_chat_maintenance,
// its window and message), the red-packet limits and the award notice's threshold. Mounted only when operators are configured (JINLI_OPERATORS); the token
// in `X-Operator-Token` names the operator; each change is audited with its before and after in one
// transaction. Only the keys below, each with its own format, can be set: everything else in
// system_config stays what the seed or a migration made it.
import { ErrorCode } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { CompanyService } from '../company/service';
import type { OperatorAuth } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { ConfigKey, configDefaults } from './configKeys';
import { ROLES_OPS } from '../operators/roles';

export const OPERATOR_CONFIG_PATH = '/operator/config';

const flag = z.enum(['0', '1']);
/** 'YYYY-MM-DD HH:mm:ss' in the system time zone, or '' for none. */
const dateTime = z.union([
  z.literal(''),
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
]);

/** Yuan as the company sets it: a positive amount with at most two decimals (whole fen). */
const yuan = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .refine((value) => Number(value) > 0);
/** A whole number within `min`..`max`, as text. */
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .refine((value) => Number(value) >= min && Number(value) <= max);

/** The settable keys and the values each accepts. */
export const OPERATOR_CONFIG_VALUES = {
  [ConfigKey.LOGIN_VCODE]: flag,
  [ConfigKey.LOGIN_CODE_STYLE]: z.enum(['1', '3']),
  [ConfigKey.ENABLE_CHAT_MAINTENANCE]: flag,
  [ConfigKey.CHAT_MAINTENANCE_START]: dateTime,
  [ConfigKey.CHAT_MAINTENANCE_END]: dateTime,
  [ConfigKey.CHAT_MAINTENANCE_MESSAGE]: z.string().trim().min(1).max(100),
  // Red packets and award notices (issue 16): the company's limits.
  [ConfigKey.HONGBAO_MIN_SHARE]: yuan,
  [ConfigKey.HONGBAO_MAX_TOTAL]: yuan,
  [ConfigKey.HONGBAO_MAX_COUNT]: whole(1, 10_000),
  [ConfigKey.HONGBAO_DAILY_CAP]: yuan,
  [ConfigKey.HONGBAO_EXPIRY_HOURS]: whole(1, 720),
  [ConfigKey.AWARD_NOTICE_MIN]: yuan,
} as const;
export type OperatorConfigKey = keyof typeof OPERATOR_CONFIG_VALUES;

const keys = Object.keys(OPERATOR_CONFIG_VALUES) as [OperatorConfigKey, ...OperatorConfigKey[]];
export const operatorConfigSchema = z.object({ key: z.enum(keys), value: z.string().max(200) });

/** Refusal of a value the key does not accept. */
export const CONFIG_VALUE_REFUSED = '配置值格式有误';

export interface ConfigOperatorOptions {
  /** Told after a change is stored (e.g. chat closes its sockets when maintenance starts). */
  onChange?: (key: OperatorConfigKey, value: string) => Promise<void>;
}

export function registerConfigOperatorRoute(
  app: FastifyInstance,
  db: Db,
  company: CompanyService,
  operators: OperatorAuth,
  options: ConfigOperatorOptions = {},
): void {
  app.post(OPERATOR_CONFIG_PATH, async (request) => {
    const actor = await operators.require(request, ROLES_OPS);
    const body = parseInput(operatorConfigSchema, request.body);
    const parsed = OPERATOR_CONFIG_VALUES[body.key].safeParse(body.value);
    if (!parsed.success) throw new AppError(ErrorCode.BAD_REQUEST, CONFIG_VALUE_REFUSED);
    const value = parsed.data;
    const { id: companyId } = await company.current();
    const before = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ value: systemConfig.configValue })
        .from(systemConfig)
        .where(and(eq(systemConfig.companyId, companyId), eq(systemConfig.configKey, body.key)))
        .for('update');
      const { isPublic, remark } = configDefaults[body.key];
      await tx
        .insert(systemConfig)
        .values({ companyId, configKey: body.key, configValue: value, isPublic, remark })
        .onConflictDoUpdate({
          target: [systemConfig.companyId, systemConfig.configKey],
          set: { configValue: value },
        });
      const previous = row?.value ?? configDefaults[body.key].value;
      await recordAudit(tx, actor, {
        action: 'config.set',
        params: { key: body.key },
        before: { value: previous },
        after: { value },
      });
      return previous;
    });
    await options.onChange?.(body.key, value);
    return ok({ key: body.key, before, value });
  });
}
