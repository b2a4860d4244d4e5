// The records of one bet-list tab: pages of 20 loaded 300 px before the end, pull-to-refresh,
// 暂无数据 when empty; in cancel mode the cancel bar (全选, 撤单(n)) and the confirm of spec §5.
import {
  useBetRecordsInfiniteQuery,
  useCancelBetsMutation,
  useStaticDocumentQuery,
} from '@jinli/api/react';
import type { BetRecord } from '@jinli/contract';
import type { BetRecordFilter } from '@jinli/api';
import {
  BET_CANCEL_TEXT,
  betCancelButtonText,
  betCancelConfirmText,
  isBetCancelEnabled,
  isBetCancelable,
  type BetCancelContext,
} from '@jinli/domain';
import { Button, Checkbox, Confirm, Empty, PullToRefresh, Skeleton, toast } from '@jinli/ui';
import { useLayoutEffect, useMemo, useState } from 'react';
import { setFloatingBottom } from '../../../app/layout/floatingInset';
import { betStrings as s } from '../strings';
import { BetRecordPages } from './BetRecordPages';
import { useCancelMode } from './useCancelMode';

export interface BetRecordListProps {
  filter: BetRecordFilter;
  cancelMode: boolean;
  /** The screen has the bottom menu: the cancel bar docks above it, else at the bottom. */
  aboveTabBar?: boolean;
  onCancelModeEnd(): void;
}

/** Height of the cancel bar, px (BetListScreen.css: a 44 px button and its padding). */
export const CANCEL_BAR_HEIGHT_PX = 60;

/** Whether cancelling is on (web_system_config hy_is_cancel) and the clock the rows are read at. */
export function useCancelContext(): BetCancelContext {
  const config = useStaticDocumentQuery('web_system_config');
  return { now: Date.now(), cancelEnabled: isBetCancelEnabled(config.data) };
}

export function BetRecordList({
  filter,
  cancelMode,
  aboveTabBar = false,
  onCancelModeEnd,
}: BetRecordListProps) {
  const records = useBetRecordsInfiniteQuery(filter);
  const rows = useMemo(
    () => records.data?.pages.flatMap((page) => page.data) ?? [],
    [records.data],
  );
  const context = useCancelContext();
  const cancel = useCancelMode(rows, context, cancelMode);
  const cancelBets = useCancelBetsMutation();
  const [confirming, setConfirming] = useState(false);
  // The docked bar's share of the bottom: the chat bubble and back-to-top move above it.
  useLayoutEffect(() => {
    if (!cancelMode) return;
    setFloatingBottom(CANCEL_BAR_HEIGHT_PX, 'bet-cancel-bar');
    return () => setFloatingBottom(0, 'bet-cancel-bar');
  }, [cancelMode]);

  const refresh = () => records.refetch();
  const tap = (record: BetRecord) => {
    const refusal = cancel.toggle(record);
    if (refusal) toast.show(refusal);
  };
  const confirm = () => {
    setConfirming(false);
    cancelBets.mutate(cancel.selected, {
      onSuccess: (result) => {
        const refused = result.results.find((r) => !r.ok);
        toast.show(refused ? refused.msg : BET_CANCEL_TEXT.succeeded);
        cancel.clear();
        onCancelModeEnd();
      },
      onError: (error) => toast.show(error.msg),
    });
  };

  let content;
  if (records.isPending) content = <Skeleton rows={6} label={s.loading} />;
  else if (records.isError && rows.length === 0)
    content = (
      <Empty text={records.error.msg}>
        <Button variant="primary" onClick={() => void refresh()}>
          {s.retry}
        </Button>
      </Empty>
    );
  else if (rows.length === 0) content = <Empty text={s.empty} />;
  else
    content = (
      <BetRecordPages
        rows={rows}
        paging={records}
        context={context}
        cancelProps={(record) => ({
          picked: cancelMode ? cancel.selected.includes(record.orderNo) : undefined,
          cancelable: isBetCancelable(record, context),
          onTap: () => tap(record),
        })}
      />
    );

  return (
    <>
      <PullToRefresh
        onRefresh={refresh}
        disabled={records.isPending}
        pullingText={s.pulling}
        releaseText={s.release}
        refreshingText={s.loading}
      >
        <div className="jl-bets__list" data-testid="bet-records">
          {content}
        </div>
      </PullToRefresh>
      {cancelMode ? (
        // Room under the last row, so it can be scrolled above the docked bar.
        <div className="jl-bets__cancel-space" aria-hidden="true" />
      ) : null}
      {cancelMode ? (
        <div
          className={`jl-bets__cancel-bar${aboveTabBar ? ' jl-bets__cancel-bar--above-tabbar' : ''}`}
          data-testid="cancel-bar"
        >
          <Checkbox
            checked={cancel.allSelected}
            indeterminate={!cancel.allSelected && cancel.selected.length > 0}
            disabled={cancel.cancelable.length === 0}
            onChange={cancel.toggleAll}
          >
            {BET_CANCEL_TEXT.selectAll}
          </Checkbox>
          <Button
            variant="primary"
            disabled={cancel.selected.length === 0 || cancelBets.isPending}
            onClick={() => setConfirming(true)}
          >
            {betCancelButtonText(cancel.selected.length)}
          </Button>
        </div>
      ) : null}
      <Confirm
        open={confirming}
        title={BET_CANCEL_TEXT.confirmTitle}
        message={betCancelConfirmText(cancel.selected.length)}
        cancelText={s.cancel}
        confirmText={s.confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
