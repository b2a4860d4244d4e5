// The baseline of bench:chat: a bare `ws` server (its own process) speaking just enough of the chat
// protocol for the same clients — JOIN answered JOINED, PING answered PONG — whose SEND_ROOM is
// turned into the same message frame the chat service sends and broadcast with the plain loop
// `for (socket of clients) socket.send(text)`: no authentication, no storage, no PubSub.
// With RAW_CHAT_REDIS_URL (the raw cluster, lib/rawChatCluster.mjs) each process publishes the frame
// on one Redis channel and broadcasts what it hears there to its own sockets: the least a room
// spread over several processes needs, the baseline of bench:chat's cluster rows.
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const JOIN = 2;
const PING = 1;
const SEND_ROOM = 4;
/** The frame's id: unique across the raw cluster's processes too. */
let id = 0;
const idPrefix = process.env.RAW_CHAT_ID_PREFIX ?? '';
const CHANNEL = 'bench:raw-chat';

const http = createServer((_request, response) => response.end('raw chat'));
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
const broadcast = (text) => {
  for (const client of wss.clients) client.send(text);
};
const redisUrl = process.env.RAW_CHAT_REDIS_URL;
const publisher = redisUrl ? new Redis(redisUrl) : null;
if (redisUrl) {
  const subscriber = new Redis(redisUrl);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, text) => broadcast(text));
}
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    let frame;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (frame.command === PING)
      socket.send(JSON.stringify({ command: 10, channel: '', content: null }));
    else if (frame.command === JOIN)
      socket.send(
        JSON.stringify({
          command: 11,
          channel: `room:${frame.content.room_id}`,
          content: { room: { room_id: frame.content.room_id }, last_id: '' },
        }),
      );
    else if (frame.command === SEND_ROOM) {
      const { room_id, body, client_id } = frame.content;
      const text = JSON.stringify({
        id: `${idPrefix}${++id}`,
        created_at: Date.now(),
        command: 20,
        channel: `room:${room_id}`,
        content: {
          type: 'text',
          body,
          room_id,
          userinfo: { user_id: '1', nickname: '在线客服', chatLevel: 2, avatarId: 1, color: 1 },
          client_id,
        },
      });
      if (publisher) publisher.publish(CHANNEL, text);
      else broadcast(text);
    }
  });
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
