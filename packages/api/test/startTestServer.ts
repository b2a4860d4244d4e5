// A real HTTP server on 127.0.0.1 (port 0) for the client tests: routes answer through handlers the
// test registers, and every request that reached it is recorded with its headers and raw body.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  requests: RecordedRequest[];
  /** Registers (or replaces) the handler of `METHOD path`. */
  on(method: string, path: string, handler: Handler): void;
  /** Requests that reached `path`. */
  hits(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Starts the server; routes without a handler answer 404 `{ code, msg }`. */
export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // jsdom's XMLHttpRequest enforces CORS: allow the test page's origin and headers.
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        });
        res.end();
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      if (!handler) {
        sendJson(res, 404, { code: 'SYS/NOT_FOUND', msg: '请求的资源不存在' });
        return;
      }
      void Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        sendJson(res, 500, { code: 'SYS/INTERNAL', msg: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    hits(path) {
      return requests.filter((request) => request.path === path);
    },
    close() {
      // Handlers that never answer (time-out tests) must not keep the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
