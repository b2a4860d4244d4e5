// Award notices in chat (spec §3, issue 16): settlement announces a big win on AWARD_NOTICE_TOPIC
// once its batch committed; this bridge turns it into an AWARD frame for the game's room and the
// lobby, published on their room topics like any room frame (so every instance's sockets in those
// rooms get it, each once). With several instances every one of them hears the announcement, so
// the first to claim the winning bet's order number (a shared cooldown key in the database)
// relays it and the others drop it. Notices are not stored: a socket that is not in the room at
// that moment never sees it.
import { ChatCommand, type ChatAwardNotice } from '@jinli/contract';
import type { PubSub } from '../../realtime/pubsub';
import { AWARD_NOTICE_TOPIC, type AwardNotice } from '../betting/awardNotices';
import type { Cooldowns } from '../chat/cooldown';
import type { People } from '../chat/people';
import { gameRoomId, LOBBY_ROOM_ID } from '../chat/seed';
import { chatTopics } from '../chat/types';

/** How long a relayed notice's claim is kept (ms): far longer than the announcement takes to arrive. */
export const AWARD_CLAIM_MS = 24 * 3_600_000;

export interface AwardBridgeDeps {
  pubsub: PubSub;
  people: People;
  cooldowns: Cooldowns;
  companyId: () => Promise<number>;
  onError?: (error: unknown) => void;
}

/** base64 of the UTF-8 bytes (spec §3: userName is base64). */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function isNotice(value: unknown): value is AwardNotice {
  const notice = value as Partial<AwardNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    notice.type === 'award' &&
    typeof notice.orderNo === 'string' &&
    Number.isSafeInteger(notice.userId) &&
    Number.isSafeInteger(notice.gameId) &&
    typeof notice.gameName === 'string' &&
    typeof notice.account === 'string' &&
    Number.isSafeInteger(notice.reward)
  );
}

/** The frames of one notice: the game's room first, then the lobby. */
export function awardFrames(
  notice: AwardNotice,
  nickname: string,
): { roomId: string; frame: { command: number; channel: string; content: ChatAwardNotice } }[] {
  return [gameRoomId(notice.gameId), LOBBY_ROOM_ID].map((roomId) => ({
    roomId,
    frame: {
      command: ChatCommand.AWARD,
      channel: `room:${roomId}`,
      content: {
        room_id: roomId,
        nickname,
        // Already masked by the domain's maskAccount in settlement.
        userName: base64(notice.account),
        gameName: notice.gameName,
        reward: notice.reward,
      },
    },
  }));
}

/** Subscribes the bridge; answers the function that ends it. */
export async function startAwardBridge(deps: AwardBridgeDeps): Promise<() => Promise<void>> {
  const relay = async (message: string) => {
    let notice: unknown;
    try {
      notice = JSON.parse(message);
    } catch {
      return;
    }
    if (!isNotice(notice)) return;
    if ((await deps.cooldowns.take(`award:${notice.orderNo}`, AWARD_CLAIM_MS)) > 0) return;
    const identity = await deps.people.identity(await deps.companyId(), String(notice.userId));
    const nickname = identity?.nickname ?? notice.account;
    for (const { roomId, frame } of awardFrames(notice, nickname))
      await deps.pubsub.publish(chatTopics.room(roomId), JSON.stringify(frame));
  };
  return deps.pubsub.subscribe(AWARD_NOTICE_TOPIC, (message) => {
    relay(message).catch((error: unknown) => deps.onError?.(error));
  });
}
