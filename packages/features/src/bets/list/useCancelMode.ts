// Cancel mode of the bet list (spec §2, §5): on/off, the picked order numbers, select-all over the
// cancelable rows on screen, and a tap on a row that is not cancelable giving its refusal text.
// The rules themselves are the domain's (betStatus).
import {
  cancelableOrderNos,
  toggleCancelSelection,
  type BetCancelContext,
  type BetStatusFields,
} from '@jinli/domain';
import { useCallback, useMemo, useState } from 'react';

export interface CancelMode {
  active: boolean;
  selected: string[];
  /** Every cancelable row on screen is picked (and there is at least one). */
  allSelected: boolean;
  /** Order numbers select-all would pick. */
  cancelable: string[];
  setActive(active: boolean): void;
  /** Toggles a row; returns the refusal text when the row cannot be cancelled, else null. */
  toggle(record: BetStatusFields): string | null;
  toggleAll(): void;
  clear(): void;
}

export function useCancelMode(
  records: readonly BetStatusFields[],
  context: BetCancelContext,
): CancelMode {
  const [active, setActiveState] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const cancelable = useMemo(
    () => cancelableOrderNos(records, context),
    // `context.now` moves every render; the rows' cancelability is read at the list's time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [records, context.cancelEnabled],
  );
  // A row that stopped being cancelable (settled, closed, gone after a refresh) leaves the pick.
  const selected = useMemo(
    () => picked.filter((no) => cancelable.includes(no)),
    [picked, cancelable],
  );
  const allSelected = cancelable.length > 0 && cancelable.every((no) => selected.includes(no));

  const setActive = useCallback((next: boolean) => {
    setActiveState(next);
    setPicked([]);
  }, []);
  const toggle = (record: BetStatusFields) => {
    const result = toggleCancelSelection(selected, record, context);
    setPicked(result.selected);
    return result.refusal;
  };
  const toggleAll = () => setPicked(allSelected ? [] : cancelable);
  const clear = useCallback(() => setPicked([]), []);
  return { active, selected, allSelected, cancelable, setActive, toggle, toggleAll, clear };
}
