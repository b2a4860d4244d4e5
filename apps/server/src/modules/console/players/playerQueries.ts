// The console's reads of players: the list (account, phone, agent's team, state), one player's
// row, and the pages of their ledger, bets and sign-ins. Every read is of the deployment's company.
import type { Page } from '@jinli/contract';
import type {
  ConsoleBetRow,
  ConsoleLedgerRow,
  ConsolePlayerRow,
  ConsolePlayersQuery,
} from '@jinli/contract/console';
import { and, count, desc, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  accessToken,
  betOrder,
  ledger,
  lotteryGame,
  userAccount,
  wallet,
} from '../../../db/schema';
import { containing, escapeLike, offsetOf, searched } from '../consoleInput';
import { betRowOf, ledgerRowOf, playerRowOf, sessionRowOf } from './playerRows';

const parent = alias(userAccount, 'parent');

interface Paging {
  page: number;
  pageSize: number;
}
interface Range {
  from: Date | undefined;
  to: Date | undefined;
}

/** The agent's whole team as a WHERE on user_account, or null when there is no such account. */
async function teamOf(db: Db, companyId: number, agent: string): Promise<SQL | null> {
  const [row] = await db
    .select({ id: userAccount.id, path: userAccount.agentPath })
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, companyId),
        sql`lower(${userAccount.account}) = ${agent.toLowerCase()}`,
      ),
    );
  if (!row) return null;
  // Agent A's team: every path starting with A's own path followed by 'A/' (schema/accounts.ts).
  return like(userAccount.agentPath, `${escapeLike(`${row.path}${row.id}/`)}%`);
}

export async function listPlayers(
  db: Db,
  companyId: number,
  query: ConsolePlayersQuery,
): Promise<Page<ConsolePlayerRow>> {
  const agent = searched(query.agent);
  const team = agent === undefined ? undefined : await teamOf(db, companyId, agent);
  if (team === null) return { data: [], totalCount: 0 };
  const account = searched(query.account);
  const phone = searched(query.phone);
  const where = and(
    eq(userAccount.companyId, companyId),
    account === undefined ? undefined : ilike(userAccount.account, containing(account)),
    phone === undefined ? undefined : like(userAccount.phone, containing(phone)),
    query.banned === undefined ? undefined : eq(userAccount.enabled, !query.banned),
    query.muted === undefined ? undefined : eq(userAccount.enableChat, !query.muted),
    query.type === undefined ? undefined : eq(userAccount.type, query.type),
    team,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: userAccount, balance: wallet.balance, agentAccount: parent.account })
      .from(userAccount)
      .leftJoin(wallet, eq(wallet.userId, userAccount.id))
      .leftJoin(parent, eq(parent.id, userAccount.parentId))
      .where(where)
      .orderBy(desc(userAccount.id))
      .offset(offsetOf(query))
      .limit(query.pageSize),
    db.select({ value: count() }).from(userAccount).where(where),
  ]);
  return {
    data: rows.map((row) => playerRowOf(row.user, row.balance, row.agentAccount)),
    totalCount: total?.value ?? 0,
  };
}

/** Player `id` of the company with its wallet and agent, or undefined. */
export async function findPlayer(handle: Db | Tx, companyId: number, id: number) {
  const [row] = await handle
    .select({ user: userAccount, wallet, agentAccount: parent.account })
    .from(userAccount)
    .leftJoin(wallet, eq(wallet.userId, userAccount.id))
    .leftJoin(parent, eq(parent.id, userAccount.parentId))
    .where(and(eq(userAccount.id, id), eq(userAccount.companyId, companyId)));
  return row;
}

/** A player's ledger, newest first. */
export async function playerLedger(
  db: Db,
  userId: number,
  query: Paging & Range & { type?: number | undefined },
): Promise<Page<ConsoleLedgerRow>> {
  const where = and(
    eq(ledger.userId, userId),
    query.type === undefined ? undefined : eq(ledger.type, query.type),
    query.from === undefined ? undefined : gte(ledger.createdAt, query.from),
    query.to === undefined ? undefined : lt(ledger.createdAt, query.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.id))
      .offset(offsetOf(query))
      .limit(query.pageSize),
    db.select({ value: count() }).from(ledger).where(where),
  ]);
  return { data: rows.map(ledgerRowOf), totalCount: total?.value ?? 0 };
}

/** A player's lottery bets, newest first. */
export async function playerBets(
  db: Db,
  userId: number,
  query: Paging & Range,
): Promise<Page<ConsoleBetRow>> {
  const where = and(
    eq(betOrder.userId, userId),
    query.from === undefined ? undefined : gte(betOrder.createdAt, query.from),
    query.to === undefined ? undefined : lt(betOrder.createdAt, query.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: betOrder, gameName: lotteryGame.name })
      .from(betOrder)
      .leftJoin(lotteryGame, eq(lotteryGame.id, betOrder.gameId))
      .where(where)
      .orderBy(desc(betOrder.id))
      .offset(offsetOf(query))
      .limit(query.pageSize),
    db.select({ value: count() }).from(betOrder).where(where),
  ]);
  return {
    data: rows.map((row) => betRowOf(row.bet, row.gameName)),
    totalCount: total?.value ?? 0,
  };
}

/** A player's sign-ins (access tokens: times only), newest first. */
export async function playerSessions(db: Db, userId: number, query: Paging, now: number) {
  const where = eq(accessToken.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessToken)
      .where(where)
      .orderBy(desc(accessToken.id))
      .offset(offsetOf(query))
      .limit(query.pageSize),
    db.select({ value: count() }).from(accessToken).where(where),
  ]);
  return { data: rows.map((row) => sessionRowOf(row, now)), totalCount: total?.value ?? 0 };
}
