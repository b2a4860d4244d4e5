// The route table (table.ts) is generated from the endpoint table, so a path is still written once
// (in the module's endpoint()). This test fails when the two drift; `pnpm --filter @jinli/contract
// gen:routes` rewrites table.ts (it runs this test with -u).
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { ROUTE_FLAGS, type RouteDef } from './routeDef';
import { routes } from './table';

/** An endpoint definition reduced to its route: method, base, path and the flags that are set. */
function toRoute(def: RouteDef): RouteDef {
  const route: RouteDef = { method: def.method, base: def.base, path: def.path };
  for (const flag of ROUTE_FLAGS) if (def[flag]) route[flag] = true;
  return route;
}

function quote(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** table.ts as it must read: one expanded object per endpoint, in the endpoint table's order. */
function renderRouteTable(): string {
  const entries = Object.entries(endpoints).map(([name, def]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
    const fields = Object.entries(toRoute(def)).map(
      ([field, value]) => `    ${field}: ${typeof value === 'string' ? quote(value) : value},`,
    );
    return [`  ${key}: {`, ...fields, '  },'].join('\n');
  });
  return [
    '// GENERATED from endpoints.ts by `pnpm --filter @jinli/contract gen:routes`; do not edit.',
    '// The endpoint table without its schemas, so the client can send requests without loading',
    '// zod on the start page. table.test.ts fails when it drifts from endpoints.ts.',
    "import type { EndpointName } from '../endpoints';",
    "import type { RouteDef } from './routeDef';",
    '',
    'export const routes = {',
    ...entries,
    '} as const satisfies Record<EndpointName, RouteDef>;',
    '',
  ].join('\n');
}

describe('route table', () => {
  it('is generated from the endpoint table (run gen:routes after changing an endpoint)', async () => {
    await expect(renderRouteTable()).toMatchFileSnapshot('./table.ts');
  });

  it('carries every endpoint with its method, base, path and flags', () => {
    const expected = Object.fromEntries(
      Object.entries(endpoints).map(([name, def]) => [name, toRoute(def)]),
    );
    expect(routes).toEqual(expected);
  });
});
