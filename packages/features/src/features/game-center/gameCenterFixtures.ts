// Lobby answers for the game-center tests and stories: a lottery, two slots (one followed, one in
// maintenance around the clock), a fishing game, a card game and a live table.
import type { BetRecordPage, Game, GameGroup, GameReportRow, LiveGame } from '@jinli/contract';

/** Game pictures drawn as SVG data URLs (stories and tests run offline). */
export function gameArt(title: string, from: string, to: string, wide = false): string {
  const [w, h] = wide ? [700, 300] : [300, 300];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w - 70}" cy="70" r="48" fill="#fff" fill-opacity=".18"/><text x="${w / 2}" y="${h / 2 + 24}" font-size="72" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const base: Omit<Game, 'gameId' | 'gameName' | 'gameCode' | 'category' | 'imageUrl'> = {
  liveCode: 'SANDBOX',
  gameKind: 1,
  type: 'live',
  landscapeUrl: '',
  hot: 0,
  isFollow: 0,
  maintain: '',
  appDisplay: 0,
};

export const lotteryGame: Game = {
  ...base,
  gameId: 110,
  gameName: '澳门六合彩',
  gameCode: '',
  liveCode: '',
  gameKind: 0,
  type: 'lottery',
  category: 'lottery',
  imageUrl: gameArt('六', '#ff6b6b', '#d7263d'),
  hot: 9,
};
export const slotGame: Game = {
  ...base,
  gameId: 501,
  gameName: '财神到',
  gameCode: 'SB_SLOT',
  category: 'electronic',
  imageUrl: gameArt('财', '#f6a04d', '#d7263d'),
  hot: 5,
  isFollow: 1,
};
export const maintainedGame: Game = {
  ...base,
  gameId: 502,
  gameName: '水果机',
  gameCode: 'SB_FRUIT',
  category: 'electronic',
  imageUrl: gameArt('果', '#a78bfa', '#6d28d9'),
  // Every day, all day: in maintenance whenever the test runs.
  maintain: '00:00:00~23:59:59',
};
export const fishGame: Game = {
  ...base,
  gameId: 503,
  gameName: '捕鱼达人',
  gameCode: 'SB_FISH',
  category: 'fish',
  imageUrl: gameArt('鱼', '#4facfe', '#1f6feb'),
  appDisplay: 1,
};
export const cardGame: Game = {
  ...base,
  gameId: 504,
  gameName: '抢庄牛牛',
  gameCode: 'SB_NIU',
  category: 'card',
  imageUrl: gameArt('牛', '#34d399', '#059669'),
};
export const liveGame: Game = {
  ...base,
  gameId: 505,
  gameName: '真人百家乐',
  gameCode: 'SB_BACCARAT',
  category: 'live',
  imageUrl: gameArt('真', '#1f2937', '#b8141c'),
  landscapeUrl: gameArt('真人视讯', '#1f2937', '#b8141c', true),
};

const group = (type: GameGroup['type'], name: string, games: Game[]): GameGroup => ({
  type,
  name,
  imageUrl: '',
  games,
});

/** GET /game/group: every category; sport has no games (hidden). */
export const gameGroupsFixture: GameGroup[] = [
  group('hot', '热门', [slotGame, lotteryGame]),
  group('lottery', '彩票', [lotteryGame]),
  group('fish', '捕鱼', [fishGame]),
  group('electronic', '电子', [slotGame, maintainedGame]),
  group('card', '棋牌', [cardGame]),
  group('live', '真人', [liveGame]),
  group('sport', '体育', []),
];

export const liveGamesFixture: LiveGame[] = [
  slotGame,
  maintainedGame,
  fishGame,
  cardGame,
  liveGame,
].map((game) => ({
  gameCode: game.gameCode,
  gameName: game.gameName,
  liveCode: game.liveCode,
  category: game.category,
}));

export const gameReportFixture: GameReportRow[] = [
  { gameName: '财神到', gameCode: 'SB_SLOT', betAmount: 30_000, winAmount: 12_500, betCount: 3 },
  { gameName: '抢庄牛牛', gameCode: 'SB_NIU', betAmount: 20_000, winAmount: -20_000, betCount: 2 },
  { gameName: '捕鱼达人', gameCode: 'SB_FISH', betAmount: 0, winAmount: 0, betCount: 0 },
];

/** A page of the slot's rounds (GET /api/live/br). */
export const casinoBetsFixture: BetRecordPage = {
  data: [
    {
      betNo: 'SB3',
      gameCode: 'SB_SLOT',
      gameName: '财神到',
      betAmount: 10_000,
      payout: 50_000,
      winAmount: 40_000,
      detail: '押注 10 元，开出 7 7 7',
      betTime: Date.UTC(2026, 10, 25, 12, 3),
    },
    {
      betNo: 'SB2',
      gameCode: 'SB_SLOT',
      gameName: '财神到',
      betAmount: 10_000,
      payout: 0,
      winAmount: -10_000,
      detail: '押注 10 元，开出 BAR 7 樱桃',
      betTime: Date.UTC(2026, 10, 25, 12, 2),
    },
    {
      betNo: 'SB1',
      gameCode: 'SB_SLOT',
      gameName: '财神到',
      betAmount: 10_000,
      payout: 0,
      winAmount: -10_000,
      detail: '押注 10 元，开出 柠檬 柠檬 BAR',
      betTime: Date.UTC(2026, 10, 25, 12, 1),
    },
  ],
  totalCount: 3,
  page: 1,
};
