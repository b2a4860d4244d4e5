// Cancel mode of the bet list (spec §2, §5): the picked order numbers, select-all over the
// cancelable rows on screen, and a tap on a row that is not cancelable giving its refusal text.
// The rules themselves are the domain's (betStatus).
import {
  cancelableOrderNos,
  toggleCancelSelection,
  type BetCancelContext,
  type BetStatusFields,
} from '@jinli/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface CancelMode {
  selected: string[];
  /** Every cancelable row on screen is picked (and there is at least one). */
  allSelected: boolean;
  /** Order numbers select-all would pick. */
  cancelable: string[];
  /** Toggles a row; returns the refusal text when the row cannot be cancelled, else null. */
  toggle(record: BetStatusFields): string | null;
  toggleAll(): void;
  clear(): void;
}

/** The selection of cancel mode over `records`; emptied whenever `active` turns off. */
export function useCancelMode(
  records: readonly BetStatusFields[],
  context: BetCancelContext,
  active: boolean,
): CancelMode {
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (!active) setPicked([]);
  }, [active]);
  const { cancelEnabled } = context;
  const cancelable = useMemo(
    () => cancelableOrderNos(records, { now: Date.now(), cancelEnabled }),
    [records, cancelEnabled],
  );
  // A row that stopped being cancelable (settled, closed, gone after a refresh) leaves the pick.
  const selected = useMemo(
    () => (active ? picked.filter((no) => cancelable.includes(no)) : []),
    [active, picked, cancelable],
  );
  const allSelected = cancelable.length > 0 && cancelable.every((no) => selected.includes(no));

  const toggle = (record: BetStatusFields) => {
    const result = toggleCancelSelection(selected, record, context);
    setPicked(result.selected);
    return result.refusal;
  };
  const toggleAll = () => setPicked(allSelected ? [] : cancelable);
  const clear = useCallback(() => setPicked([]), []);
  return { selected, allSelected, cancelable, toggle, toggleAll, clear };
}
