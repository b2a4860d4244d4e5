// `@jinli/contract/routes` is what the browser's start page imports; it must never reach zod.
// Walks the entry's runtime imports (type-only imports are erased and do not count).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../envelope';
import { isApiError } from './envelopeGuard';

const here = dirname(fileURLToPath(import.meta.url));

/** Specifiers a module loads at run time: `import … from`, `export … from`, minus `import type`. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) if (!match[1]) found.push(match[2] as string);
  return found;
}

function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every module the entry loads, and every package it reaches outside the contract. */
function moduleGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolveModule(file, specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => relative(here, file)).sort(), packages: [...packages] };
}

describe('@jinli/contract/routes', () => {
  it('loads no zod and no module that declares schemas', () => {
    const graph = moduleGraph(join(here, 'index.ts'));
    expect(graph.packages).toEqual([]);
    for (const file of graph.files)
      expect(readFileSync(join(here, file), 'utf8'), file).not.toMatch(/from ['"]zod['"]/);
    expect(graph.files).toContain('table.ts');
  });

  it('sees through type-only imports but not value imports', () => {
    expect(runtimeImports("import type { z } from 'zod';\nimport { a } from './a';")).toEqual([
      './a',
    ]);
    expect(runtimeImports("export { b, type C } from './b';\nexport * from './c';")).toEqual([
      './b',
      './c',
    ]);
  });

  it.each([
    [{ code: 'UC/TOKEN_INVALID', msg: '登录已失效' }],
    [{ code: 0, msg: 'ok', data: 1 }],
    [{ code: 'X' }],
    [{ code: 'X', msg: 1 }],
    [[{ code: 'X', msg: 'y' }]],
    [null],
    ['{"code":"X","msg":"y"}'],
  ])('tells error bodies apart as envelope.ts apiErrorSchema does: %j', (value) => {
    expect(isApiError(value)).toBe(apiErrorSchema.safeParse(value).success);
  });
});
