// Exports a whole list (every page the current filters match, up to EXPORT_MAX_ROWS) as CSV.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { type CsvColumn, downloadCsv, toCsv } from './csv';
import { SHARED_TEXT } from './strings';

/** Most rows one export fetches (pages of {@link EXPORT_PAGE_ROWS}). */
export const EXPORT_MAX_ROWS = 10_000;
/** Rows per request while exporting. */
export const EXPORT_PAGE_ROWS = 100;

export interface ExportCsvButtonProps<Row> {
  /** File name without the date and extension ('审计日志'). */
  name: string;
  columns: readonly CsvColumn<Row>[];
  /** A page of the list under the current filters (page from 1). */
  fetchPage: (page: number, rows: number) => Promise<{ data: Row[]; totalCount: number }>;
}

/** Every row of the list, page by page, up to `max`; `capped` when there were more. */
export async function fetchAllRows<Row>(
  fetchPage: ExportCsvButtonProps<Row>['fetchPage'],
  max = EXPORT_MAX_ROWS,
  pageRows = EXPORT_PAGE_ROWS,
): Promise<{ rows: Row[]; capped: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page, pageRows);
    rows.push(...answer.data);
    if (rows.length >= max) return { rows: rows.slice(0, max), capped: answer.totalCount > max };
    if (answer.data.length < pageRows || rows.length >= answer.totalCount)
      return { rows, capped: false };
  }
}

export function ExportCsvButton<Row>({ name, columns, fetchPage }: ExportCsvButtonProps<Row>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, capped } = await fetchAllRows(fetchPage);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${name}-${stamp}.csv`, toCsv(columns, rows));
      if (capped) message.warning(SHARED_TEXT.exportCapped(EXPORT_MAX_ROWS));
      else message.success(SHARED_TEXT.exportDone(rows.length));
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {busy ? SHARED_TEXT.exporting : SHARED_TEXT.exportCsv}
    </Button>
  );
}
