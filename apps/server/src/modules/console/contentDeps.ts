// What the console's content, brand, chat and agent routes are given (app.ts assembles it from the
// players' app's services), and the pieces they share: input parsing that keeps a schema's own
// Chinese message, the refusals, and one audited change — run in a transaction with its audit row,
// then the players' cached answers dropped on every instance.
import { ErrorCode } from '@jinli/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AnswerCache, CacheTag } from '../../http/answerCache';
import { AppError } from '../../http/AppError';
import { parseInput } from '../../http/parseInput';
import type { PubSub } from '../../realtime/pubsub';
import type { Zone } from '../../time/zones';
import type { ChatPresence } from '../chat/types';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { AuditEntry } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import type { OperatorRole } from '../operators/roles';
import type { ConsoleAuth, SignedIn } from './consoleAuth';

export interface ConsoleContentDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  /** The players' answer cache: a change drops the answers built from what it changed. */
  answers: AnswerCache;
  /** Chat frames (MESSAGE_DELETED) go out through it, to every instance's hub. */
  pubsub: PubSub;
  /** Who is in each chat room, on every instance. */
  presence: ChatPresence;
  /** The system time zone (agent figures by whole days). */
  zone: () => Promise<Zone>;
  now: () => number;
}

/** What the routes share: the deps, the console's auth and the company id. */
export interface ConsoleContentKit extends ConsoleContentDeps {
  auth: ConsoleAuth;
  companyId(): Promise<number>;
}

export const CONSOLE_CONTENT_TEXT = {
  notFound: '记录不存在',
  duplicate: '已存在同名记录',
  orderMismatch: '排序列表与现有记录不一致',
} as const;

const CJK = /[\u4e00-\u9fff]/;

/**
 * Parses `value` with `schema`: a refusal the schema words in Chinese (URL and colour rules) is
 * answered with that text and the field, anything else as parseInput does ('请求参数有误：field').
 */
export function parseConsoleInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue && CJK.test(issue.message)) {
    const field = issue.path.map(String).join('.');
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      field ? `${issue.message}（${field}）` : issue.message,
    );
  }
  return parseInput(schema, value);
}

export const notFound = (msg: string = CONSOLE_CONTENT_TEXT.notFound) =>
  new AppError(ErrorCode.NOT_FOUND, msg);

/** The signed-in operator of `request` if its role is one of `allowed` (CSRF checked on writes). */
export function signedIn(
  kit: ConsoleContentKit,
  request: FastifyRequest,
  allowed: readonly OperatorRole[],
): Promise<SignedIn> {
  return kit.auth.signedIn(request, { allowed });
}

/**
 * Runs `change` in a transaction that also writes the audit row it returns, then drops the players'
 * cached answers of `tags` (on every instance, through the PubSub). A unique-key clash is a 409.
 */
export async function auditedChange<T>(
  kit: ConsoleContentKit,
  by: SignedIn,
  tags: readonly CacheTag[],
  change: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  let result: T;
  try {
    result = await kit.db.transaction(async (tx) => {
      const done = await change(tx);
      await recordAudit(tx, by.actor, done.audit);
      return done.result;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(ErrorCode.CONFLICT, CONSOLE_CONTENT_TEXT.duplicate);
    throw error;
  }
  for (const tag of tags) await kit.answers.invalidate(tag);
  return result;
}
