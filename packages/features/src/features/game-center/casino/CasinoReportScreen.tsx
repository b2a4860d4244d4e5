// /report/live-betting and /live-betting (spec §2): the casino report on its own page.
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { gameCenterStrings as s } from '../strings';
import { CasinoReport } from './CasinoReport';

export function CasinoReportScreen() {
  return (
    <LotteryPage title={s.reportTitle} fallback="/profile" testId="casino-report-screen">
      <CasinoReport />
    </LotteryPage>
  );
}
