// Award notices (issue 16): a settled win of at least the company's award_notice_min reaches the
// sockets in the game's room and the lobby as one AWARD frame each (nickname, userName base64 of
// the masked account, gameName, reward); a smaller win does not; the same announcement heard by
// several instances is relayed once.
import {
  CHAT_SOCKET_PATH,
  ChatCommand,
  type ChatServerFrame,
  chatServerFrameSchema,
  chatSocketQuery,
} from '@jinli/contract';
import { maskAccount } from '@jinli/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { setCompanyConfig, testAppPerFile } from '../../../test/testApp';
import { WAIT_MS } from '../../../test/timeouts';
import { buildApp } from '../../app';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import { bet, openTurnIn, player, playIdOf, storeDraw } from '../betting/bettingTestKit';
import { AWARD_NOTICE_TOPIC, type AwardNotice } from '../betting/awardNotices';
import { createSettlement } from '../betting/settlement';
import { chatTokenOf, LOBBY } from '../chat/testKit';
import { ConfigKey } from '../config/configKeys';

const FAST_GAME = 71;
const GAME_ROOM = `game-${FAST_GAME}`;
const YUAN = 1000;
/** 特码 09 wins on this draw (the special number is the 7th). */
const DRAW = [1, 2, 3, 4, 5, 6, 9];

const pubsub = createMemoryPubSub();
const file = testAppPerFile({ pubsub, hongbao: { runExpiry: false } });

class Socket {
  readonly frames: ChatServerFrame[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
    });
  }
  static async open(app: FastifyInstance, token: string): Promise<Socket> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const query = chatSocketQuery(token, { isGuest: false, appId: 'jinli' });
    const socket = new Socket(
      new WebSocket(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}?${query}`),
    );
    await new Promise((resolve, reject) => {
      socket.ws.once('open', resolve);
      socket.ws.once('error', reject);
    });
    return socket;
  }
  async join(roomId: string): Promise<void> {
    const from = this.frames.length;
    this.ws.send(JSON.stringify({ command: ChatCommand.JOIN, content: { room_id: roomId } }));
    await this.until(() => this.frames.slice(from).some((f) => f.command === ChatCommand.JOINED));
  }
  awards() {
    return this.frames.filter((f) => f.command === ChatCommand.AWARD);
  }
  async until(done: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline)
        throw new Error(`timed out; frames: ${JSON.stringify(this.frames.slice(-3))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let tema: number;
beforeAll(async () => {
  await file.t.app.listen({ port: 0, host: '127.0.0.1' });
  tema = await playIdOf(file.t.app, 'tema');
});

/** A player who bets `unit` yuan on 特码 09 of a fresh turn, drawn so that it wins. */
async function winner(unit: number) {
  const db = file.t.database.db;
  const turnNum = await openTurnIn(db, FAST_GAME);
  const p = await player(file.t, 100 * YUAN);
  await bet(file.t.app, p.token, {
    gameId: FAST_GAME,
    turnNum,
    bets: [{ playId: tema, selection: ['09'], unitMoney: unit * YUAN }],
  });
  await storeDraw(db, FAST_GAME, turnNum, DRAW);
  return p;
}

describe('award notices', () => {
  it('reach the game room and the lobby once a win passes the company threshold', async () => {
    const db = file.t.database.db;
    const watcher = await player(file.t);
    const socket = await Socket.open(file.t.app, await chatTokenOf(file.t.app, watcher.token));
    await socket.join(GAME_ROOM);
    await socket.join(LOBBY);

    // 2 yuan on 特码 pays 95 yuan: under a threshold of 100 yuan, nothing is announced.
    await setCompanyConfig(file.t, ConfigKey.AWARD_NOTICE_MIN, '100');
    await winner(2);
    await createSettlement({ db, pubsub }).settleDue();
    // With 90 yuan the next one is.
    await setCompanyConfig(file.t, ConfigKey.AWARD_NOTICE_MIN, '90');
    const big = await winner(2);
    await createSettlement({ db, pubsub }).settleDue();
    await socket.until(() => socket.awards().length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const awards = socket.awards();
    expect(awards.map((frame) => (frame.content as { room_id: string }).room_id).sort()).toEqual(
      [GAME_ROOM, LOBBY].sort(),
    );
    // One mask for a player everywhere (issue 34): the popup's name is the chat's nickname.
    const masked = maskAccount(big.account);
    for (const frame of awards) {
      expect(frame.content).toMatchObject({
        nickname: masked,
        userName: Buffer.from(masked, 'utf8').toString('base64'),
        gameName: expect.any(String),
        reward: 95_000,
      });
      expect(frame.content).not.toHaveProperty('account');
      expect(JSON.stringify(frame)).not.toContain(big.account);
    }
    socket.ws.close();
    await setCompanyConfig(file.t, ConfigKey.AWARD_NOTICE_MIN, '10000');
  });

  it('relays one announcement once, however many instances hear it', async () => {
    // A second instance on the same database and PubSub: both bridges hear every announcement.
    const other = await buildApp({
      database: file.t.database,
      companyCode: 'jinli',
      ownsDatabase: false,
      // The shared PubSub, which this instance must not close when it stops.
      pubsub: {
        kind: pubsub.kind,
        publish: (topic, message) => pubsub.publish(topic, message),
        subscribe: (topic, listener) => pubsub.subscribe(topic, listener),
        close: async () => {},
      },
      hongbao: { runExpiry: false },
    });
    try {
      const watcher = await player(file.t);
      const socket = await Socket.open(file.t.app, await chatTokenOf(file.t.app, watcher.token));
      await socket.join(LOBBY);
      const notice: AwardNotice = {
        type: 'award',
        orderNo: `T${Date.now()}`,
        userId: watcher.userId,
        gameId: FAST_GAME,
        gameName: '极速六合彩',
        turnNum: '1',
        account: maskAccount(watcher.account),
        cateName: '特码',
        betInfo: '09',
        reward: 12_345_000,
      };
      await pubsub.publish(AWARD_NOTICE_TOPIC, JSON.stringify(notice));
      await pubsub.publish(AWARD_NOTICE_TOPIC, JSON.stringify(notice));
      // Nonsense on the topic is dropped.
      await pubsub.publish(AWARD_NOTICE_TOPIC, '{"type":"award"}');
      await pubsub.publish(AWARD_NOTICE_TOPIC, 'not json');
      await socket.until(() => socket.awards().length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.awards()).toHaveLength(1);
      expect(socket.awards()[0]!.content).toMatchObject({
        room_id: LOBBY,
        gameName: '极速六合彩',
        reward: 12_345_000,
      });
      socket.ws.close();
    } finally {
      await other.close();
    }
  });
});

afterAll(async () => {
  await pubsub.close();
});
