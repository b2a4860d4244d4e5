// Chat demo content, idempotent like the other seeds: the lobby room and one room per lottery game
// (added when missing), the customer-service account `kefu01` (在线客服, chat level 2), a moderator
// and a handful of chat players (password Chat1234; demo01 and agent01 chat too), and, together with
// a newly made lobby, a few hundred messages spread over the last three days so that a first visit
// is not empty. Texts are plain text: never HTML.
import { CHAT_MODERATOR_LEVEL, type ChatUserInfo } from '@jinli/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  chatMessage,
  chatRoom,
  chatServiceAccount,
  lotteryGame,
  userAccount,
} from '../../db/schema';
import { DEMO_AGENT, DEMO_PLAYER } from '../../seed/accountsSeed';
import { hashPassword } from '../accounts/passwords';
import { openWallet } from '../wallet/ledger';
import { maskedAccount } from './identity';

/** The lobby room's id. */
export const LOBBY_ROOM_ID = 'lobby';
export const LOBBY_ROOM_NAME = '大厅聊天室';
/** Room id of a lottery game's room. */
export const gameRoomId = (gameId: number) => `game-${gameId}`;

/** Slow mode of the seeded rooms (seconds). */
export const LOBBY_SEC_PER_MESS = 3;
export const GAME_ROOM_SEC_PER_MESS = 2;

/** The customer-service account (README). */
export const DEMO_SERVICE = {
  account: 'kefu01',
  password: 'Kefu1234',
  nickname: '在线客服',
} as const;
/** Password of the seeded chat players and of the moderator (README). */
export const DEMO_CHAT_PASSWORD = 'Chat1234';
export const DEMO_MODERATOR = 'guanli01';
export const DEMO_CHATTERS = [
  'caishen88',
  'haoyun66',
  'jinli520',
  'fafa168',
  'xiaolong8',
  'meimei99',
  'laowang77',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages seeded with a new lobby (across all rooms). */
export const SEEDED_MESSAGES = 320;

let chatHash: Promise<string> | undefined;
/** One hash for every seeded chat account (argon2 is the slow part of a seed). */
const chatPasswordHash = () => (chatHash ??= hashPassword(DEMO_CHAT_PASSWORD));

async function ensureUser(
  tx: Tx,
  companyId: number,
  account: string,
  values: Partial<typeof userAccount.$inferInsert>,
  passwordHash: () => Promise<string>,
): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, account)));
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(userAccount)
    .values({ companyId, account, passwordHash: await passwordHash(), ...values })
    .returning({ id: userAccount.id });
  if (!row) throw new Error(`chat seed: ${account} not created`);
  await openWallet(tx, row.id);
  return { id: row.id, created: true };
}

/** A small deterministic generator, so every seeded database tells the same story. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const ZODIAC = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
const COLORS = ['红波', '蓝波', '绿波'];
const GREETINGS = [
  '大家好！',
  '早上好各位老板',
  '晚上好，今晚一起发财',
  '新人报到，请多关照',
  '来了来了，今天手气怎么样？',
  '各位大佬好',
  '签到，祝大家今天都中',
  '吃完饭来看看开奖',
];
const CHEERS = [
  '恭喜恭喜！',
  '厉害了，跟上',
  '今天运气不错',
  '稳住，别上头',
  '理性投注，开心就好',
  '中了请吃糖 🍬',
  '发发发！',
  '哈哈，又差一个号',
  '这期感觉有戏',
  '老哥稳',
];

function numberTalk(g: ReturnType<typeof generator>, game: string): string {
  const n = () => String(g.int(1, 49)).padStart(2, '0');
  const templates = [
    () => `${game}这期我看好 ${n()} 和 ${n()}`,
    () => `特码买了 ${n()}，求好运`,
    () => `上期开了 ${n()}，这期会不会连号？`,
    () => `这期主攻${g.pick(ZODIAC)}，防${g.pick(ZODIAC)}`,
    () => `${g.pick(COLORS)}已经连出三期了`,
    () => `有没有人跟 ${n()} ${n()} ${n()}？`,
    () => `${game}开奖还有几分钟，大家下好了吗`,
    () => `平特一肖${g.pick(ZODIAC)}，已经连中两期`,
    () => `单双看好${g.pick(['单', '双'])}，大小看好${g.pick(['大', '小'])}`,
    () => `走势图上${g.pick(ZODIAC)}好久没出了`,
    () => `刚中了特码 ${n()}，谢谢群里大佬推荐`,
    () => `今晚${game}直播几点开始？`,
  ];
  return g.pick(templates)();
}

/** Seeds chat for `companyId` inside the seed transaction; answers the rows written. */
export async function seedChat(tx: Tx, companyId: number, now: number): Promise<number> {
  let inserted = 0;
  const games = await tx
    .select({ id: lotteryGame.id, name: lotteryGame.name, sort: lotteryGame.sort })
    .from(lotteryGame)
    .where(eq(lotteryGame.enabled, true))
    .orderBy(desc(lotteryGame.sort));
  const rooms = [
    {
      companyId,
      id: LOBBY_ROOM_ID,
      name: LOBBY_ROOM_NAME,
      gameId: null,
      minChatLevel: 1,
      secPerMess: LOBBY_SEC_PER_MESS,
      sort: 0,
    },
    ...games.map((game, i) => ({
      companyId,
      id: gameRoomId(game.id),
      name: `${game.name}聊天室`,
      gameId: game.id,
      minChatLevel: 1,
      secPerMess: GAME_ROOM_SEC_PER_MESS,
      sort: i + 1,
    })),
  ];
  const createdRooms = await tx
    .insert(chatRoom)
    .values(rooms)
    .onConflictDoNothing()
    .returning({ id: chatRoom.id });
  inserted += createdRooms.length;

  const service = await ensureUser(
    tx,
    companyId,
    DEMO_SERVICE.account,
    { chatLevel: CHAT_MODERATOR_LEVEL, avatarId: 8 },
    () => hashPassword(DEMO_SERVICE.password),
  );
  inserted += service.created ? 2 : 0; // the account and its wallet
  inserted += (
    await tx
      .insert(chatServiceAccount)
      .values({ userId: service.id, nickname: DEMO_SERVICE.nickname, isDefault: true })
      .onConflictDoNothing()
      .returning({ id: chatServiceAccount.userId })
  ).length;
  const moderator = await ensureUser(
    tx,
    companyId,
    DEMO_MODERATOR,
    { chatLevel: CHAT_MODERATOR_LEVEL, avatarId: 3, chatThemeColor: 3 },
    chatPasswordHash,
  );
  inserted += moderator.created ? 2 : 0;
  for (const [i, account] of DEMO_CHATTERS.entries()) {
    const made = await ensureUser(
      tx,
      companyId,
      account,
      { avatarId: (i % 20) + 1, chatThemeColor: (i % 8) + 1, vipLevel: (i % 5) + 1 },
      chatPasswordHash,
    );
    inserted += made.created ? 2 : 0;
  }

  // History only with a new lobby: messages have no natural key, and a deleted one stays deleted.
  if (!createdRooms.some((room) => room.id === LOBBY_ROOM_ID)) return inserted;
  const writers = await tx
    .select()
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, companyId),
        inArray(userAccount.account, [
          ...DEMO_CHATTERS,
          DEMO_MODERATOR,
          DEMO_PLAYER.account,
          DEMO_AGENT.account,
        ]),
      ),
    );
  if (writers.length === 0) return inserted;
  const infoOf = (row: (typeof writers)[number]): ChatUserInfo => ({
    user_id: String(row.id),
    nickname: maskedAccount(row.account),
    chatLevel: row.chatLevel,
    avatarId: row.avatarId,
    color: row.chatThemeColor,
  });
  const g = generator(15);
  // Busier rooms first: the lobby and the daily live games get most of the talk.
  const weighted = [
    ...Array<string>(8).fill(LOBBY_ROOM_ID),
    ...games.slice(0, 5).flatMap((game) => Array<string>(3).fill(gameRoomId(game.id))),
    ...games.slice(5).map((game) => gameRoomId(game.id)),
  ];
  const gameName = new Map(games.map((game) => [gameRoomId(game.id), game.name]));
  const start = now - 3 * DAY_MS;
  const step = (3 * DAY_MS - 10 * 60_000) / SEEDED_MESSAGES;
  const values = Array.from({ length: SEEDED_MESSAGES }, (_, i) => {
    const roomId = g.pick(weighted);
    const writer = g.pick(writers);
    const roll = g.next();
    const body =
      roll < 0.2
        ? g.pick(GREETINGS)
        : roll < 0.4
          ? g.pick(CHEERS)
          : numberTalk(g, gameName.get(roomId) ?? '六合彩');
    return {
      companyId,
      kind: 'room',
      roomId,
      senderId: String(writer.id),
      userinfo: infoOf(writer),
      type: 'text',
      body,
      createdAt: new Date(Math.round(start + i * step + g.next() * step * 0.8)),
    };
  });
  inserted += (await tx.insert(chatMessage).values(values).returning({ id: chatMessage.id }))
    .length;
  return inserted;
}
