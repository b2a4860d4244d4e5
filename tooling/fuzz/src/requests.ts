// Builds the fuzzer's requests for one endpoint of the contract table: the endpoint's path (each
// `:param` filled), its query or body with one field (or all fields) set to a bad value, sent as the
// endpoint sends it (a form or JSON), with or without the player's token.
import { type EndpointDef, endpointPath } from '@jinli/contract';
import type { InjectOptions } from 'fastify';
import { type BadValue, toJson, toText } from './badValues';

/**
 * Percent-encodes `text` byte for byte, a lone surrogate as its generalized UTF-8 bytes (what a
 * hostile client can put in a URL; encodeURIComponent would throw).
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text.charAt(i));
  }
  return out;
}

export interface FuzzInput {
  /** Values of the query (GET) or body (POST) fields. */
  fields: Record<string, BadValue>;
  /** Value for every `:param` of the path; default 1. */
  param?: BadValue;
  token?: string | undefined;
  /** Extra headers (e.g. a bad Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The inject options of `input` for the endpoint `def`. */
export function requestFor(
  def: EndpointDef,
  input: FuzzInput,
  remoteAddress: string,
): InjectOptions {
  const param = encodeLoosely(toText(input.param ?? 1));
  const path = endpointPath(def).replace(/:[A-Za-z]+/g, () => param);
  const headers: Record<string, string> = { ...input.headers };
  if (input.token) {
    headers.authorization = input.token;
    headers.token = input.token;
  }
  const entries = Object.entries(input.fields);
  if (def.method === 'GET') {
    const query = entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeLoosely(toText(v))}`);
    return {
      method: 'GET',
      url: query.length ? `${path}?${query.join('&')}` : path,
      headers,
      remoteAddress,
    };
  }
  if ('form' in def && def.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const payload = entries
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeLoosely(toText(v))}`)
      .join('&');
    return { method: 'POST', url: path, headers, payload, remoteAddress };
  }
  headers['content-type'] = 'application/json';
  const payload = toJson(input.fields as BadValue);
  return { method: 'POST', url: path, headers, payload, remoteAddress };
}
