// A titled card holding one chart (or its empty/loading state).
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { EChart, type EChartOption } from './EChart';

export interface ChartCardProps {
  title: ReactNode;
  /** Accessible name of the chart. */
  label: string;
  option: EChartOption | undefined;
  loading?: boolean;
  extra?: ReactNode;
  height?: number;
}

export function ChartCard({ title, label, option, loading, extra, height = 300 }: ChartCardProps) {
  return (
    <Card title={title} extra={extra} loading={loading} size="small">
      {option ? <EChart option={option} label={label} height={height} /> : <Empty />}
    </Card>
  );
}
