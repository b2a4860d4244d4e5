// Reads an endpoint's input schema (zod 4) for the fuzzer: the field names of its object and the
// kind of value each expects, so that the bad values aimed at a field include the wrong kind.
import type { z } from 'zod';

/** The kind of value a field expects, as far as the fuzzer cares. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

interface ZodDef {
  type: string;
  in?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { def: ZodDef }).def;
}

/** The schema under wrappers (optional, default, pipe's input, nullable, catch, readonly). */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (!next) return current;
    current = next;
  }
  return current;
}

/** The kind of value `schema` takes (a coerced number counts as a number). */
export function kindOf(schema: z.ZodType): FieldKind {
  const type = defOf(unwrap(schema)).type;
  if (type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal')
    return 'string';
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array' || type === 'tuple') return 'array';
  if (type === 'object' || type === 'record') return 'object';
  return 'other';
}

/** Field name → kind of the object schema `schema`, or {} when it is not an object. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, FieldKind> {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) return {};
  return Object.fromEntries(
    Object.entries(def.shape).map(([name, field]) => [name, kindOf(field)]),
  );
}
