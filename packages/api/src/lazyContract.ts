// The contract's main entry, with its zod schemas, loaded on first need by a dynamic import. The
// client sends requests from the zod-free `@jinli/contract/routes`; schemas are only needed to check
// answers (development) and static content files, so production never has zod on the start page.
import type * as Contract from '@jinli/contract';

export type ContractWithSchemas = typeof Contract;

let loading: Promise<ContractWithSchemas> | undefined;

/** The contract with its schemas; a failed load is not kept, so the next call tries again. */
export function loadContract(): Promise<ContractWithSchemas> {
  if (!loading) {
    const pending = import('@jinli/contract');
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
  }
  return loading;
}
