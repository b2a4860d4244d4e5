// A thin React wrapper of ECharts (tree-shaken core: line and bar charts, canvas): one chart per
// element, its option set on every change, resized with its box, disposed on unmount. Tooltips
// render in the canvas (richText): ECharts' HTML tooltips carry style attributes, which the
// console's CSP (no 'unsafe-inline') would strip.
import { BarChart, LineChart } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DatasetComponent,
  CanvasRenderer,
]);

export type EChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: EChartOption;
  height?: number;
  style?: CSSProperties;
  /** Accessible name of the chart (the canvas says nothing by itself). */
  label: string;
}

export function EChart({ option, height = 300, style, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      { tooltip: { renderMode: 'richText' }, animation: false, ...option },
      { notMerge: true },
    );
  }, [option]);

  return (
    <div ref={box} role="img" aria-label={label} style={{ height, width: '100%', ...style }} />
  );
}
