// A fetch stand-in for the console's tests: answers by method and path like the server's envelope
// ({ code: 0, msg, data } or { code, msg } with a status), and records every request.
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body: unknown;
}

export type Handler = (request: {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}) => Answer;

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export const ok = (data: unknown): Answer => ({ body: { code: 0, msg: '操作成功', data } });
export const refuse = (status: number, code: string, msg: string): Answer => ({
  status,
  body: { code, msg },
});

/** Stubs the global fetch with `routes` ('GET /console-api/session' → handler); returns the log. */
export function fakeServer(routes: Record<string, Handler | Answer>) {
  const requests: Recorded[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, headers, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer =
      route === undefined
        ? refuse(404, 'SYS/NOT_FOUND', '请求的资源不存在')
        : typeof route === 'function'
          ? route({ url, method, headers, body })
          : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetch: fetchStub };
}
