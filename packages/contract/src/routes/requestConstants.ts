// Plain names the client puts on requests, kept zod-free beside the route table (accounts.ts and
// wallet.ts re-export them) so the start page can use them without loading the schemas.

/** Image captcha (spec §7 `GET {api}/v/vCode`): an SVG; query `t` (client key), `m=reg` for register. */
export const VCODE_PATH = '/v/vCode';

/** Header carrying the idempotency key of a money-moving request (at most 128 characters). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** `history?type=` value listing only draws with a replay (spec §2 /lottery-history?type=live-lottery). */
export const LIVE_LOTTERY_TYPE = 'live-lottery';
