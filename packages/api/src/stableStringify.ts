// JSON with object keys sorted, so two requests that differ only in key order count as identical
// for the duplicate-request abort.

/** Serializes a JSON-like value with sorted object keys; `undefined` members are left out as JSON does. */
export function stableStringify(value: unknown): string {
  return (
    JSON.stringify(value, (_key, member: unknown) => {
      if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(member).sort())
        sorted[key] = (member as Record<string, unknown>)[key];
      return sorted;
    }) ?? ''
  );
}
