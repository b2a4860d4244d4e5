// Every content endpoint refuses bad input with 400 { code, msg } in Chinese and never 500; the
// ones that change something refuse a visitor with 401.
import { contentEndpoints, endpointPath, ErrorCode } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { registerUser } from '../../../test/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

type Name = keyof typeof contentEndpoints;

/** One bad request per endpoint: a query or body that breaks its schema, or a bad path. */
const BAD: Record<Name, { query?: string; body?: Record<string, unknown>; url?: string }> = {
  galleryGames: { query: `companyCode=${'x'.repeat(40)}` },
  galleryPlayCategory: { query: 'gameId=abc' },
  galleryGroups: { query: 'groupType=0' },
  galleryGroupNames: { query: 'initials=%E5%9B%BE' },
  galleryCategory: { query: 'playCategoryId=-3' },
  galleryItems: { query: 'groupId=1&rows=1000' },
  galleryGroupDetail: { query: 'groupId=1.5' },
  galleryToggleLike: { body: { galleryId: 1, like: 'yes' } },
  gallerySearch: { query: `searchText=${'长'.repeat(201)}` },
  templates: { query: 'page=-1' },
  templatePlayCate: { query: 'gameId=0' },
  templateInfo: { url: '/app-api/game-document/template/info/abc/1' },
  templateInfoDocument: { url: '/app-api/game-document/template/info/110/1/0' },
  templateInfoDocumentClient: { url: '/app-api/game-document/template/info/110/1/1/%3Cx%3E' },
  templatePoll: { url: '/app-api/game-document/template/-1/vote' },
  templateToggleLike: { body: { templateId: [], like: 1 } },
  templateVote: { body: { documentId: 1, optionId: 'x' } },
  gameDocuments: { query: 'searchText=a&rows=0' },
  gameDocumentPlayCate: { query: 'companyCode=nope' },
  promotionList: { query: 'device=web' },
  promotionDetail: { query: 'id=' },
  homeAds: { query: 'companyCode=nope' },
  templateAds: { query: 'companyCode=nope' },
  userCollection: {},
  gameToggleFollow: { body: { gameId: 110 } },
};

describe('content endpoints', () => {
  it.each(Object.keys(contentEndpoints) as Name[])(
    '%s refuses bad input with 400',
    async (name) => {
      const def = contentEndpoints[name];
      const bad = BAD[name];
      if (name === 'userCollection') return; // takes no input; its 401 is below
      const url = bad.url ?? `${endpointPath(def)}${bad.query ? `?${bad.query}` : ''}`;
      const response = await t.app.inject({
        method: def.method,
        url,
        headers: { authorization: token, token, 'content-type': 'application/json' },
        ...(def.method === 'POST' ? { payload: JSON.stringify(bad.body ?? {}) } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { code: string; msg: string };
      expect(body.code).toBe(ErrorCode.BAD_REQUEST);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it.each(
    (Object.keys(contentEndpoints) as Name[]).filter(
      (name) => 'auth' in contentEndpoints[name] && contentEndpoints[name].auth,
    ),
  )('%s needs login (401)', async (name) => {
    const def = contentEndpoints[name];
    const response = await t.app.inject({
      method: def.method,
      url: endpointPath(def),
      headers: { 'content-type': 'application/json' },
      ...(def.method === 'POST' ? { payload: '{}' } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
