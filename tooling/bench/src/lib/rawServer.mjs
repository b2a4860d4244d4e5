// The baseline of bench:api: a bare node:http server (its own process) answering each URL with the
// exact bytes and headers the Jinli server gave for it, so the ratio shows what the framework, the
// queries and the serialization cost on top of writing those bytes.
import { createServer } from 'node:http';

const answers = new Map();
process.on('message', (message) => {
  if (message.type !== 'answers') return;
  for (const [url, { headers, body }] of Object.entries(message.answers))
    answers.set(url, { headers, body: Buffer.from(body, 'base64') });
  const server = createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () =>
    process.send({ type: 'listening', port: server.address().port }),
  );
});
