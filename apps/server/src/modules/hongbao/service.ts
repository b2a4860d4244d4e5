// Red packets (issue 16): sending, grabbing, the detail and the history. Money moves exactly once:
//
// - Send: the sender's wallet row is locked first (so the day's sum under the daily cap cannot be
//   passed by parallel sends), then, in that one transaction, the 红包发出 debit, the packet with
//   every share already drawn, and the card (a chat message of type 'hongbao'). The card is fanned
//   out to the room after the commit, like any room message.
// - Grab: one guarded update of the packet row (taken_count < count, not refunded, not expired)
//   hands out share number taken_count + 1, so grabs of one packet queue on its row and the k-th
//   grab takes share k; the 红包领取 credit is in the same transaction, and (packet, user) is
//   unique, so a user gets one share whatever the retries. A crash rolls the whole grab back.
// - The expiry job (expiry.ts) refunds under the same packet row lock, so a refund and a grab
//   never both count a share.
//
// Idempotency-Key: send and grab run through runIdempotent, so a replay answers the first result.
// Each operation is a file of its own (send.ts, grab.ts, reads.ts); this factory assembles them.
import type {
  HongbaoDetail,
  HongbaoGrabResult,
  HongbaoHistory,
  HongbaoRules,
  HongbaoSummary,
} from '@jinli/contract';
import type { UserRow } from '../../db/schema';
import { noFaults } from '../../faults/seam';
import {
  createPersons,
  cryptoRandom,
  type HongbaoContext,
  type HongbaoServiceDeps,
} from './context';
import { grab } from './grab';
import { detail, history, type HistoryQuery } from './reads';
import { publicRules, readHongbaoRules } from './rules';
import { send, type SendBody } from './send';

export interface HongbaoService {
  rules(user: UserRow): Promise<HongbaoRules>;
  send(user: UserRow, body: SendBody, key: string | undefined): Promise<HongbaoSummary>;
  grab(user: UserRow, id: string, key: string | undefined): Promise<HongbaoGrabResult>;
  detail(user: UserRow, id: string): Promise<HongbaoDetail>;
  history(user: UserRow, query: HistoryQuery): Promise<HongbaoHistory>;
}

export function createHongbaoService(deps: HongbaoServiceDeps): HongbaoService {
  const now = deps.now ?? Date.now;
  const ctx: HongbaoContext = {
    ...deps,
    now,
    random: deps.random ?? cryptoRandom,
    faults: deps.faults ?? noFaults,
    persons: createPersons(deps.people, now),
  };
  return {
    rules: async () => publicRules(await readHongbaoRules(ctx.db, await ctx.chat.companyId())),
    send: (user, body, key) => send(ctx, user, body, key),
    grab: (user, id, key) => grab(ctx, user, id, key),
    detail: (user, id) => detail(ctx, user, id),
    history: (user, query) => history(ctx, user, query),
  };
}
