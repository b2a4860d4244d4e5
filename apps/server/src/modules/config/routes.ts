// The static JSON documents under /sys-upload/data/json/ (spec §7): each generated from the
// database per request, checked against its contract schema, never cached by the client
// (`_t` and any other query parameters are ignored). `_encrypt` variants carry the encrypted
// envelope of the same document; notice_list.json groups the notices.
import {
  encryptedStaticDocuments,
  encryptJson,
  NOTICE_LIST_DOCUMENT,
  noticeListSchema,
  STATIC_JSON_PREFIX,
  type StaticDocumentName,
  staticDocuments,
} from '@jinli/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NoticeService } from '../notice/service';
import type { ConfigService } from './service';

/** URL of a static document, e.g. /sys-upload/data/json/config_chat_encrypt.json. */
export function staticDocumentUrl(name: string, encrypted = false): string {
  return `${STATIC_JSON_PREFIX}${name}${encrypted ? '_encrypt' : ''}.json`;
}

function noCache(reply: FastifyReply): void {
  reply.header('cache-control', 'no-cache');
}

/**
 * Documents that differ by who asks: each takes the stored document and the request and answers
 * the one this client gets (e.g. userLoginLimit asks an address for a captcha while an account it
 * tried is under attack).
 */
export type PerRequestDocuments = {
  [Name in StaticDocumentName]?: (document: unknown, request: FastifyRequest) => Promise<unknown>;
};

export function registerStaticJsonRoutes(
  app: FastifyInstance,
  config: ConfigService,
  notices: NoticeService,
  perRequest: PerRequestDocuments = {},
): void {
  const build = async (name: StaticDocumentName, request: FastifyRequest): Promise<unknown> => {
    const stored: unknown = await config.document(name);
    const adjust = perRequest[name];
    return staticDocuments[name].parse(adjust ? await adjust(stored, request) : stored);
  };

  for (const name of Object.keys(staticDocuments) as StaticDocumentName[]) {
    app.get(staticDocumentUrl(name), async (request, reply) => {
      noCache(reply);
      return build(name, request);
    });
  }
  for (const name of encryptedStaticDocuments) {
    app.get(staticDocumentUrl(name, true), async (request, reply) => {
      noCache(reply);
      const [document, secret] = await Promise.all([build(name, request), config.secret()]);
      return encryptJson(document, secret);
    });
  }
  app.get(staticDocumentUrl(NOTICE_LIST_DOCUMENT), async (_request, reply) => {
    noCache(reply);
    return noticeListSchema.parse(await notices.noticeList());
  });
}
