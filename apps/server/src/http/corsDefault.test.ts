// With no JINLI_CORS_ORIGINS (the default), no origin gets CORS: the app's own origin needs none.
import { endpointPath, endpoints } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/testApp';

const perFile = testAppPerFile();

describe('CORS by default', () => {
  it('reflects no origin', async () => {
    const response = await perFile.t.app.inject({
      method: 'GET',
      url: endpointPath(endpoints.companyInfo),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
