import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../runtimeConfig';
import { parseRuntimeConfig } from './runtimeConfigGuard';

const valid = {
  apiOrigin: 'https://api.example.com',
  chatOrigin: '',
  companyCode: 'JL01',
  gameServers: ['wss://game1.example.com', 'wss://game2.example.com'],
  encrypt: false,
};

/** Every case is judged by the zod schema too: the guard must answer exactly as it does. */
const cases: [string, unknown][] = [
  ['a full config', valid],
  ['no game servers', { ...valid, gameServers: [] }],
  ['unknown keys (dropped)', { ...valid, extra: 1, theme: 'x' }],
  ['encrypt as a string', { ...valid, encrypt: 'no' }],
  ['encrypt as 0', { ...valid, encrypt: 0 }],
  ['a missing key', { apiOrigin: '', chatOrigin: '', companyCode: 'JL01', gameServers: [] }],
  ['a null origin', { ...valid, apiOrigin: null }],
  ['a number company code', { ...valid, companyCode: 1 }],
  ['game servers as a string', { ...valid, gameServers: 'wss://game1.example.com' }],
  ['a non-string game server', { ...valid, gameServers: ['wss://a', 2] }],
  ['an array', [valid]],
  ['null', null],
  ['a string', JSON.stringify(valid)],
  ['undefined', undefined],
];

describe('parseRuntimeConfig', () => {
  it.each(cases)('agrees with runtimeConfigSchema on %s', (_name, value) => {
    const zod = runtimeConfigSchema.safeParse(value);
    expect(parseRuntimeConfig(value)).toEqual(zod.success ? zod.data : undefined);
  });

  it('accepts a good config and refuses a bad one', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    expect(parseRuntimeConfig({ ...valid, encrypt: 'no' })).toBeUndefined();
  });
});
