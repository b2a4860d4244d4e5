// 仪表盘: today and the chosen range (7/30/90 days) — who is online, sign-ups, first recharges,
// money in and out, bets, payouts, GGR, red packets — with daily charts and a per-game table.
import type {
  ConsoleDashboard,
  ConsoleDashboardDay,
  ConsoleDashboardGame,
  ConsoleDayFigures,
} from '@jinli/contract/console';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ChartCard } from '../shared/ChartCard';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { yuan, yuanPlain } from '../shared/money';
import { formatTime } from '../shared/time';
import { dashboardApi } from './dashboardApi';
import { moneyChartOption, peopleChartOption } from './charts';
import { DASHBOARD_TEXT } from './strings';

const RANGES = [7, 30, 90] as const;

function Figures({ title, figures }: { title: string; figures: ConsoleDayFigures }) {
  const items: [string, string, string?][] = [
    [DASHBOARD_TEXT.registrations, String(figures.registrations)],
    [DASHBOARD_TEXT.firstRecharges, String(figures.firstRecharges)],
    [
      DASHBOARD_TEXT.rechargeAmount,
      yuan(figures.rechargeAmount),
      DASHBOARD_TEXT.count(figures.rechargeCount),
    ],
    [
      DASHBOARD_TEXT.withdrawalAmount,
      yuan(figures.withdrawalAmount),
      DASHBOARD_TEXT.count(figures.withdrawalCount),
    ],
    [DASHBOARD_TEXT.betAmount, yuan(figures.betAmount), DASHBOARD_TEXT.count(figures.betCount)],
    [DASHBOARD_TEXT.payoutAmount, yuan(figures.payoutAmount)],
    [DASHBOARD_TEXT.ggr, yuan(figures.ggr)],
    [
      DASHBOARD_TEXT.hongbaoAmount,
      yuan(figures.hongbaoAmount),
      DASHBOARD_TEXT.count(figures.hongbaoCount),
    ],
  ];
  return (
    <Card title={title} size="small">
      <Row gutter={[16, 16]}>
        {items.map(([label, value, hint]) => (
          <Col span={6} key={label}>
            <Statistic title={label} value={value} />
            {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function DashboardScreen() {
  const [days, setDays] = useState<number>(30);
  const dashboard = useQuery({
    queryKey: ['dashboard', days],
    queryFn: () => dashboardApi.get(days),
    refetchInterval: 60_000,
  });
  const data: ConsoleDashboard | undefined = dashboard.data;
  const moneyOption = useMemo(() => (data ? moneyChartOption(data.days) : undefined), [data]);
  const peopleOption = useMemo(() => (data ? peopleChartOption(data.days) : undefined), [data]);
  const today = data?.days.at(-1);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Typography.Text>{DASHBOARD_TEXT.range}</Typography.Text>
          <Segmented
            value={days}
            options={RANGES.map((n) => ({ value: n, label: DASHBOARD_TEXT.days(n) }))}
            onChange={(value) => setDays(Number(value))}
          />
        </Space>
        {data ? (
          <Typography.Text type="secondary">
            {DASHBOARD_TEXT.generatedAt(formatTime(data.generatedAt), data.timeZone)}
          </Typography.Text>
        ) : null}
      </Space>
      {dashboard.isError ? <Alert type="error" showIcon title={dashboard.error.message} /> : null}
      <Row gutter={16}>
        <Col span={6}>
          <Card size="small" loading={dashboard.isLoading}>
            <Statistic title={DASHBOARD_TEXT.online} value={data?.online.players ?? 0} />
            <Typography.Text type="secondary">
              {data ? DASHBOARD_TEXT.onlineHint(data.online.windowMinutes) : ''}
            </Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small" loading={dashboard.isLoading}>
            <Statistic title={DASHBOARD_TEXT.chatSockets} value={data?.online.chatSockets ?? 0} />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small" loading={dashboard.isLoading}>
            <Statistic
              title={`${DASHBOARD_TEXT.today}${DASHBOARD_TEXT.ggr}`}
              value={today ? yuan(today.ggr) : '—'}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small" loading={dashboard.isLoading}>
            <Statistic
              title={`${DASHBOARD_TEXT.days(days)}${DASHBOARD_TEXT.ggr}`}
              value={data ? yuan(data.totals.ggr) : '—'}
            />
          </Card>
        </Col>
      </Row>
      {today ? (
        <Figures title={`${DASHBOARD_TEXT.today}（${today.date}）`} figures={today} />
      ) : null}
      {data ? (
        <Figures
          title={`${DASHBOARD_TEXT.rangeTotal}（${data.from} ~ ${data.to}）`}
          figures={data.totals}
        />
      ) : null}
      <Row gutter={16}>
        <Col span={14}>
          <ChartCard
            title={DASHBOARD_TEXT.moneyChart}
            label={DASHBOARD_TEXT.moneyChartLabel}
            option={moneyOption}
            loading={dashboard.isLoading}
            extra={
              data ? (
                <ExportCsvButton<ConsoleDashboardDay>
                  name={DASHBOARD_TEXT.exportDays}
                  columns={[
                    { title: DASHBOARD_TEXT.date, value: (d) => d.date },
                    { title: DASHBOARD_TEXT.registrations, value: (d) => d.registrations },
                    { title: DASHBOARD_TEXT.firstRecharges, value: (d) => d.firstRecharges },
                    {
                      title: DASHBOARD_TEXT.rechargeAmount,
                      value: (d) => yuanPlain(d.rechargeAmount),
                    },
                    {
                      title: DASHBOARD_TEXT.withdrawalAmount,
                      value: (d) => yuanPlain(d.withdrawalAmount),
                    },
                    { title: DASHBOARD_TEXT.betAmount, value: (d) => yuanPlain(d.betAmount) },
                    { title: DASHBOARD_TEXT.payoutAmount, value: (d) => yuanPlain(d.payoutAmount) },
                    { title: DASHBOARD_TEXT.ggr, value: (d) => yuanPlain(d.ggr) },
                    {
                      title: DASHBOARD_TEXT.hongbaoAmount,
                      value: (d) => yuanPlain(d.hongbaoAmount),
                    },
                  ]}
                  fetchPage={async () => ({ data: data.days, totalCount: data.days.length })}
                />
              ) : null
            }
          />
        </Col>
        <Col span={10}>
          <ChartCard
            title={DASHBOARD_TEXT.peopleChart}
            label={DASHBOARD_TEXT.peopleChartLabel}
            option={peopleOption}
            loading={dashboard.isLoading}
          />
        </Col>
      </Row>
      <Card
        size="small"
        title={DASHBOARD_TEXT.games}
        extra={
          data ? (
            <ExportCsvButton<ConsoleDashboardGame>
              name={DASHBOARD_TEXT.exportGames}
              columns={[
                { title: DASHBOARD_TEXT.gameName, value: (g) => g.gameName },
                {
                  title: DASHBOARD_TEXT.kind,
                  value: (g) => DASHBOARD_TEXT.kinds[g.kind] ?? g.kind,
                },
                { title: DASHBOARD_TEXT.betCount, value: (g) => g.betCount },
                { title: DASHBOARD_TEXT.betAmount, value: (g) => yuanPlain(g.betAmount) },
                { title: DASHBOARD_TEXT.payoutAmount, value: (g) => yuanPlain(g.payoutAmount) },
                { title: DASHBOARD_TEXT.ggr, value: (g) => yuanPlain(g.ggr) },
              ]}
              fetchPage={async () => ({ data: data.games, totalCount: data.games.length })}
            />
          ) : null
        }
      >
        <Table<ConsoleDashboardGame>
          rowKey={(g) => `${g.kind}:${g.gameId}`}
          size="small"
          loading={dashboard.isLoading}
          dataSource={data?.games ?? []}
          pagination={{ defaultPageSize: 10 }}
          columns={[
            { title: DASHBOARD_TEXT.gameName, dataIndex: 'gameName' },
            {
              title: DASHBOARD_TEXT.kind,
              dataIndex: 'kind',
              render: (kind: string) => DASHBOARD_TEXT.kinds[kind] ?? kind,
            },
            {
              title: DASHBOARD_TEXT.betCount,
              dataIndex: 'betCount',
              align: 'right',
              sorter: (a, b) => a.betCount - b.betCount,
            },
            {
              title: DASHBOARD_TEXT.betAmount,
              dataIndex: 'betAmount',
              align: 'right',
              render: yuan,
              sorter: (a, b) => a.betAmount - b.betAmount,
            },
            {
              title: DASHBOARD_TEXT.payoutAmount,
              dataIndex: 'payoutAmount',
              align: 'right',
              render: yuan,
              sorter: (a, b) => a.payoutAmount - b.payoutAmount,
            },
            {
              title: DASHBOARD_TEXT.ggr,
              dataIndex: 'ggr',
              align: 'right',
              render: yuan,
              sorter: (a, b) => a.ggr - b.ggr,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
