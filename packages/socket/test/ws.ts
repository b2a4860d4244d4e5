// The `ws` package loaded through Node's require: under the jsdom environment Vite would resolve its
// browser stub (which throws), but the test servers and clients need the real Node implementation.
import { createRequire } from 'node:module';
import type * as Ws from 'ws';

const ws = createRequire(import.meta.url)('ws') as typeof Ws;
export const WebSocket = ws.WebSocket;
export const WebSocketServer = ws.WebSocketServer;
export type WebSocket = Ws.WebSocket;
