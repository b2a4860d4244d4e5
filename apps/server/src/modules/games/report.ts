// The casino report (spec §5 Casino report, §7 /api/live/gameReportList and /api/live/br): the
// player's settled rounds per game over whole days of the system time zone, by provider. The date
// rules are @jinli/domain's casinoReportQuery, applied here as on the client.
import { type BetRecordPage, ErrorCode, type GameReportRow } from '@jinli/contract';
import { casinoReportQuery } from '@jinli/domain';
import { AppError } from '../../http/AppError';
import {
  addLocalDays,
  dateText,
  type LocalDate,
  localDateOf,
  zonedEpochMs,
  zoneOf,
} from '../../time/zones';
import type { LobbyService } from './lobby';
import type { ProviderRegistry } from './provider';

const MAX_CODES = 200;

const parseDate = (text: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

export interface ReportDeps {
  lobby: LobbyService;
  providers: ProviderRegistry;
  timeZone: () => Promise<string>;
  now: () => number;
}

export function createCasinoReport(deps: ReportDeps) {
  /** [fromMs, toMs) of the checked range, or a 400 with the rule's message. */
  async function range(codes: string[], startDate: string, endDate: string | undefined) {
    const zone = zoneOf(await deps.timeZone());
    const today = dateText(localDateOf(zone, deps.now()));
    const checked = casinoReportQuery({ startDate, endDate }, codes, today);
    if (!checked.ok) throw new AppError(ErrorCode.BAD_REQUEST, checked.message);
    const { query } = checked;
    return {
      codes: query.gameCodes.split(','),
      fromMs: zonedEpochMs(zone, parseDate(query.startDate)),
      toMs: zonedEpochMs(zone, addLocalDays(parseDate(query.endDate), 1)),
    };
  }

  return {
    async list(
      companyId: number,
      userId: number,
      query: { gameCodes: string; startDate: string; endDate?: string | undefined },
    ): Promise<GameReportRow[]> {
      const requested = [
        ...new Set(
          query.gameCodes
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ].slice(0, MAX_CODES);
      const { codes, fromMs, toMs } = await range(requested, query.startDate, query.endDate);
      const games = (await deps.lobby.liveGames(companyId)).filter((g) =>
        codes.includes(g.gameCode),
      );
      const byProvider = new Map<string, string[]>();
      for (const game of games)
        byProvider.set(game.liveCode, [...(byProvider.get(game.liveCode) ?? []), game.gameCode]);
      const totals = new Map<string, { stake: bigint; payout: bigint; count: number }>();
      for (const [liveCode, gameCodes] of byProvider) {
        const provider = deps.providers.get(liveCode);
        if (!provider) continue;
        for (const row of await provider.totals({ userId, gameCodes, fromMs, toMs }))
          totals.set(row.gameCode, row);
      }
      const order = new Map(codes.map((code, i) => [code, i]));
      return games
        .sort((a, b) => (order.get(a.gameCode) ?? 0) - (order.get(b.gameCode) ?? 0))
        .map((game) => {
          const total = totals.get(game.gameCode);
          return {
            gameName: game.gameName,
            gameCode: game.gameCode,
            betAmount: Number(total?.stake ?? 0n),
            winAmount: Number((total?.payout ?? 0n) - (total?.stake ?? 0n)),
            betCount: total?.count ?? 0,
          };
        });
    },

    async records(
      companyId: number,
      userId: number,
      query: {
        gameCode: string;
        startDate: string;
        endDate?: string | undefined;
        page: number;
        rows: number;
      },
    ): Promise<BetRecordPage> {
      const { fromMs, toMs } = await range([query.gameCode], query.startDate, query.endDate);
      const game = (await deps.lobby.liveGames(companyId)).find(
        (g) => g.gameCode === query.gameCode,
      );
      const provider = game && deps.providers.get(game.liveCode);
      if (!game || !provider) return { data: [], totalCount: 0, page: query.page };
      const { rows, total } = await provider.rounds({
        userId,
        gameCode: game.gameCode,
        fromMs,
        toMs,
        offset: (query.page - 1) * query.rows,
        limit: query.rows,
      });
      return {
        data: rows.map((r) => ({
          betNo: r.betNo,
          gameCode: r.gameCode,
          gameName: game.gameName,
          betAmount: Number(r.stake),
          payout: Number(r.payout),
          winAmount: Number(r.payout - r.stake),
          detail: r.detail,
          betTime: r.betTime,
        })),
        totalCount: total,
        page: query.page,
      };
    },
  };
}
