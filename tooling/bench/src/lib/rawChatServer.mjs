// The baseline of bench:chat: a bare `ws` server (its own process) speaking just enough of the chat
// protocol for the same clients — JOIN answered JOINED, PING answered PONG — whose SEND_ROOM is
// turned into the same message frame the chat service sends and broadcast with the plain loop
// `for (socket of clients) socket.send(text)`: no authentication, no storage, no PubSub.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const JOIN = 2;
const PING = 1;
const SEND_ROOM = 4;
let id = 0;

const http = createServer((_request, response) => response.end('raw chat'));
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
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
        id: String(++id),
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
      for (const client of wss.clients) client.send(text);
    }
  });
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
