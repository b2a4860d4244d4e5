// The baseline of bench:fanout: a bare `ws` server (its own process) whose broadcast is the plain
// loop `for (socket of clients) socket.send(text)`, triggered over HTTP like the operator draw.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const http = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    for (const socket of wss.clients) socket.send(body);
    response.end('ok');
  });
});
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
