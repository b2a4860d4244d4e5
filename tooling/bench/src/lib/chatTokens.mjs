// Chat identities for the chat benches, made as the app makes them: guests' tokens from the chat
// API, and customer service's (the seeded kefu01, whose lines skip slow mode and the flood limit)
// from a login. Each request from its own address (the server trusts X-Forwarded-For from the
// bench or the balancer), past the per-address limits, as from as many phones.
import { jsonBody } from './answers.mjs';
import { COMPANY, fromNewAddress } from './players.mjs';

const SERVICE_ACCOUNT = { account: 'kefu01', password: 'Kefu1234' };

/** The envelope's data (or the chat API's bare answer); throws on a refusal. */
async function json(response, what) {
  const { body, text } = await jsonBody(response, what);
  if (!response.ok || (body.code !== undefined && body.data === undefined))
    throw new Error(`${what}: ${response.status} ${text.slice(0, 200)}`);
  return body.data ?? body;
}

/** `count` guest chat tokens, a few requests at a time. */
export async function guestTokens(origin, count) {
  const tokens = [];
  const one = async () => {
    const guest = await json(
      await fetch(`${origin}/chat-api/chat/guest/id-generation?app_id=${COMPANY}&identity=guest`, {
        headers: fromNewAddress(),
      }),
      'guest id',
    );
    const token = await json(
      await fetch(
        `${origin}/chat-api/chat/token/generation/${encodeURIComponent(guest.hash_id)}?app_id=${COMPANY}&identity=guest`,
        { headers: fromNewAddress() },
      ),
      'guest token',
    );
    tokens.push(token.tokenChat);
  };
  for (let i = 0; i < count; i += 20)
    await Promise.all(Array.from({ length: Math.min(20, count - i) }, one));
  return tokens;
}

/** Customer service's chat token (login, then a chat token for that session). */
export async function serviceChatToken(origin) {
  const login = await json(
    await fetch(`${origin}/v/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        companycode: COMPANY,
        ...fromNewAddress(),
      },
      body: new URLSearchParams(SERVICE_ACCOUNT).toString(),
    }),
    'service login',
  );
  const chat = await json(
    await fetch(`${origin}/api/chat/refreshTokenChat`, {
      headers: {
        token: login.token,
        authorization: login.token,
        companycode: COMPANY,
        ...fromNewAddress(),
      },
    }),
    'service chat token',
  );
  return chat.tokenChat;
}
