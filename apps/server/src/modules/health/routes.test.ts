// GET /readyz against GET /healthz: readiness waits for the start-up steps and a required
// dependency, and goes false for good once the instance drains, while liveness stays true.
import { HEALTH_PATH, READY_PATH } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { createReadiness } from './readiness';

const readiness = createReadiness(['migrations', 'seed']);
let redisUp = false;
readiness.require('redis', () => redisUp);
const t = testAppPerFile({ readiness, seed: false });

async function probe(path: string) {
  const response = await t.t.app.inject({ method: 'GET', url: path });
  return {
    status: response.statusCode,
    body: response.json() as unknown,
    headers: response.headers,
  };
}

describe('GET /readyz', () => {
  it('is 503 until the start-up steps are done and Redis is up, then 200; /healthz is 200 all along', async () => {
    expect(await probe(READY_PATH)).toMatchObject({
      status: 503,
      body: { ready: false, waiting: ['migrations', 'seed', 'redis'] },
      headers: { 'cache-control': 'no-store' },
    });
    expect((await probe(HEALTH_PATH)).status).toBe(200);
    readiness.done('migrations');
    readiness.done('seed');
    expect((await probe(READY_PATH)).body).toEqual({ ready: false, waiting: ['redis'] });
    redisUp = true;
    expect(await probe(READY_PATH)).toMatchObject({ status: 200, body: { ready: true } });
    // Redis going away takes the instance out again; its return brings it back.
    redisUp = false;
    expect((await probe(READY_PATH)).status).toBe(503);
    redisUp = true;
    expect((await probe(READY_PATH)).status).toBe(200);
  });

  it('is 503 for good once the instance drains, and the answers ask to close the connection', async () => {
    readiness.startDraining();
    const ready = await probe(READY_PATH);
    expect(ready).toMatchObject({ status: 503, body: { ready: false, draining: true } });
    expect(ready.headers.connection).toBe('close');
    const health = await probe(HEALTH_PATH);
    expect(health.status).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
