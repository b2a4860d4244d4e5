import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpointDef';
import { endpoints } from './endpoints';
import { isApiError } from './envelope';
import { ErrorCode, errorStatus } from './errors';

describe('endpoint table', () => {
  it('builds full paths under the bases', () => {
    expect(endpointPath(endpoints.companyInfo)).toBe('/app-api/company/get');
    expect(endpointPath(endpoints.companyInfo, true)).toBe('/app-api/encrypt/company/get');
    expect(endpointPath(endpoints.noticePage, true)).toBe('/api/notice/queryPage');
  });

  it('has unique method and path pairs', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${endpointPath(e)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps every error code to a status', () => {
    for (const code of Object.values(ErrorCode))
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    expect(errorStatus[ErrorCode.TOKEN_INVALID]).toBe(400);
    expect(errorStatus[ErrorCode.UNAUTHORIZED]).toBe(401);
    expect(errorStatus[ErrorCode.CHAT_UNAVAILABLE]).toBe(405);
  });

  it('tells error bodies from success envelopes', () => {
    expect(isApiError({ code: 'UC/TOKEN_INVALID', msg: 'x' })).toBe(true);
    expect(isApiError({ code: 0, msg: 'ok', data: 1 })).toBe(false);
  });
});
