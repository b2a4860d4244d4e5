// The dashboard's chart options from its days (amounts in yuan on the axes).
import type { ConsoleDashboardDay } from '@jinli/contract/console';
import type { EChartOption } from '../shared/EChart';
import { DASHBOARD_TEXT } from './strings';

const toYuan = (thousandths: number) => Math.round(thousandths / 10) / 100;

/** Recharges, withdrawals, bets, payouts and GGR per day (lines). */
export function moneyChartOption(days: readonly ConsoleDashboardDay[]): EChartOption {
  const series = (
    [
      ['rechargeAmount', DASHBOARD_TEXT.rechargeAmount],
      ['withdrawalAmount', DASHBOARD_TEXT.withdrawalAmount],
      ['betAmount', DASHBOARD_TEXT.betAmount],
      ['payoutAmount', DASHBOARD_TEXT.payoutAmount],
      ['ggr', DASHBOARD_TEXT.ggr],
    ] as const
  ).map(([field, name]) => ({
    name,
    type: 'line',
    smooth: true,
    showSymbol: false,
    data: days.map((day) => toYuan(day[field])),
  }));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
    yAxis: { type: 'value' },
    series,
  };
}

/** Registrations and first recharges per day (bars). */
export function peopleChartOption(days: readonly ConsoleDashboardDay[]): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: DASHBOARD_TEXT.registrations,
        type: 'bar',
        data: days.map((day) => day.registrations),
      },
      {
        name: DASHBOARD_TEXT.firstRecharges,
        type: 'bar',
        data: days.map((day) => day.firstRecharges),
      },
    ],
  };
}
