// What every template operation is given (templateService.ts assembles it once), the refusals
// they share, and the one lookup most of them start from: a template of the company.
import { ErrorCode } from '@jinli/contract';
import { POLL_TEXT } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentTemplate } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { LotteryService } from '../lottery/service';
import type { TemplateRow } from './templateBuilder';
import type { TurnSource } from './turns';

export const TEMPLATE_TEXT = {
  templateMissing: '模板不存在',
  documentMissing: '资料不存在',
  noPoll: '该模板没有投票',
  optionMissing: '投票选项不存在',
  pollClosed: '本期投票已结束',
  alreadyVoted: POLL_TEXT.alreadyVoted,
} as const;

export interface TemplateServiceDeps {
  db: Db;
  lottery: LotteryService;
  turns: TurnSource;
  now: () => number;
}

export const refuse = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

/** A template of the company (and of the game, when given), or 400 模板不存在. */
export async function findTemplate(
  db: Db,
  companyId: number,
  templateId: number,
  gameId?: number,
): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(contentTemplate)
    .where(
      and(
        eq(contentTemplate.id, templateId),
        eq(contentTemplate.companyId, companyId),
        ...(gameId === undefined ? [] : [eq(contentTemplate.gameId, gameId)]),
      ),
    );
  if (!row) throw refuse(TEMPLATE_TEXT.templateMissing);
  return row;
}
