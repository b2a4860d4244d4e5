// Hot public reads served from memory: the serialized success envelope of an endpoint that does not
// depend on who asks is built once, compressed once (brotli and gzip) and kept with its ETag, so a
// hit costs no query, no schema check, no JSON and no compression. Entries carry tags naming what
// they are built from (draws, content, site settings); a write publishes the tags it changed on
// the PubSub topic CACHE_INVALIDATION_TOPIC and every instance drops those entries at once. A short
// TTL bounds the damage of a missed invalidation.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PubSub } from '../realtime/pubsub';
import { etagOf, matchesEtag } from './etag';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's answer cache (writers outside the endpoint table invalidate through it). */
    answerCache: AnswerCache;
  }
}

/** PubSub topic of cache invalidations; the message is one CacheTag. */
export const CACHE_INVALIDATION_TOPIC = 'cache:invalidate';

/**
 * What a cached answer is built from:
 * - `draws`: draw rows, turns and game schedules (the engine, the operator's schedule);
 * - `content`: templates, documents, gallery, promotions, likes, votes and follows;
 * - `site`: company, notices and settings.
 */
export type CacheTag = 'draws' | 'content' | 'site';
export const CACHE_TAGS: readonly CacheTag[] = ['draws', 'content', 'site'];

/** Default lifetime of an entry (ms): the safety net behind the invalidations. */
export const DEFAULT_ANSWER_TTL_MS = 10_000;
/** Most entries kept; the oldest go first (bounds memory against endless query variants). */
export const MAX_CACHED_ANSWERS = 5_000;
/** Answers smaller than this (bytes) are sent uncompressed, as by @fastify/compress. */
const COMPRESS_FROM_BYTES = 1024;

export interface CachePolicy {
  /** What the answer is built from; a write to any of them drops it. */
  tags: readonly CacheTag[];
  /** Lifetime (ms); default DEFAULT_ANSWER_TTL_MS. */
  ttlMs?: number;
  /**
   * The part of the key besides the URL, or undefined when this request must not be cached (e.g.
   * it carries a session and the answer holds per-user fields). Default: always cacheable, ''.
   */
  variant?: (request: FastifyRequest) => string | undefined;
}

interface Entry {
  tags: readonly CacheTag[];
  expiresAt: number;
  etag: string;
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

export interface AnswerCache {
  /**
   * Answers `request` from the cache, or builds the envelope with `build`, caches its bytes and
   * answers them. Errors from `build` are thrown and nothing is cached.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: CachePolicy,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Drops the entries tagged `tag` on every instance (through the PubSub). */
  invalidate(tag: CacheTag): Promise<void>;
  /** Subscribes to the invalidation topic; resolves when subscribed. */
  start(): Promise<void>;
  /** Entries held now (tests, logs). */
  size(): number;
}

/** The encoding to send: brotli if accepted, else gzip, else none (q=0 is a refusal). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function entryOf(body: string, policy: CachePolicy, now: number): Entry {
  const identity = Buffer.from(body);
  const big = identity.length >= COMPRESS_FROM_BYTES;
  return {
    tags: policy.tags,
    expiresAt: now + (policy.ttlMs ?? DEFAULT_ANSWER_TTL_MS),
    etag: etagOf(identity),
    identity,
    // Built once per entry, so a better quality than per-request compression pays off.
    br: big
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
      : undefined,
    gzip: big ? gzipSync(identity, { level: 6 }) : undefined,
  };
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (matchesEtag(request, entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined;
  // Content-Encoding set here keeps @fastify/compress from compressing the bytes again.
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(entry.identity);
}

export function createAnswerCache(pubsub: PubSub, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, Entry>();
  /** Builds in flight, so that a burst of misses on one key runs the handler once. */
  const building = new Map<string, Promise<Entry>>();
  /** Bumped by every invalidation: a build that started before one must not be stored. */
  let generation = 0;

  function drop(tag: CacheTag): void {
    generation++;
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    building.clear();
  }

  function store(key: string, entry: Entry): void {
    entries.delete(key);
    if (entries.size >= MAX_CACHED_ANSWERS) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  return {
    async serve(request, reply, policy, build) {
      const variant = policy.variant ? policy.variant(request) : '';
      if (variant === undefined) {
        // Not cacheable: the answer is sent as any other (compressed by @fastify/compress).
        return reply.send(await build());
      }
      const key = `${request.method} ${request.url} ${variant}`;
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return send(request, reply, cached);
      let pending = building.get(key);
      if (!pending) {
        const startedAt = generation;
        pending = build().then((envelope) => {
          const entry = entryOf(JSON.stringify(envelope), policy, now());
          if (startedAt === generation) store(key, entry);
          return entry;
        });
        building.set(key, pending);
        const forget = (): void => {
          if (building.get(key) === pending) building.delete(key);
        };
        pending.then(forget, forget);
      }
      return send(request, reply, await pending);
    },
    async invalidate(tag) {
      // Dropped here at once (this instance's next read is fresh even before the PubSub round
      // trip), and on every instance when the message arrives.
      drop(tag);
      await pubsub.publish(CACHE_INVALIDATION_TOPIC, tag);
    },
    async start() {
      await pubsub.subscribe(CACHE_INVALIDATION_TOPIC, (message) => {
        if ((CACHE_TAGS as readonly string[]).includes(message)) drop(message as CacheTag);
      });
    },
    size: () => entries.size,
  };
}
