// A tiny real HTTP server for component tests: the app's API client talks to it over the network
// (jsdom's XHR, with CORS like a browser), so no module of ours is mocked.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentTest, TEST_HEADER } from './testIdentity';

export type Answer = { status?: number; body: unknown } | undefined;
export type Handler = (request: IncomingMessage, url: URL) => Answer | Promise<Answer>;

export interface TestServer {
  origin: string;
  /** Paths requested so far (without query). */
  requests: string[];
  /** Replaces the answer of a path. */
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

export async function startTestServer(handlers: Record<string, Handler> = {}): Promise<TestServer> {
  const routes = new Map(Object.entries(handlers));
  const requests: string[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://test.invalid');
    // A request of a test that has ended reached the server late: never the running test's.
    const test = request.headers[TEST_HEADER];
    if (typeof test === 'string' && test !== currentTest()) {
      send(response, 410, { code: 'TEST/ENDED', msg: 'the test that asked has ended' });
      return;
    }
    requests.push(url.pathname);
    void Promise.resolve(routes.get(url.pathname)?.(request, url)).then((answer) => {
      if (!answer) send(response, 404, { code: 'SYS/NOT_FOUND', msg: '接口不存在' });
      else send(response, answer.status ?? 200, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The success envelope of the contract. */
export function ok<T>(data: T) {
  return { body: { code: 0, msg: 'success', data } };
}
