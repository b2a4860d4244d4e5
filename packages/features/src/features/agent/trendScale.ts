// Scales a day-by-day series into the trend chart's box: x spread evenly, y between the series'
// lowest and highest value with zero always inside (a result can go below zero), so the zero line
// is drawn where it belongs and a flat series sits on it.

export interface TrendBox {
  width: number;
  height: number;
  /** Inner margin kept free on every side (the line's stroke and dots). */
  pad: number;
}

export interface TrendScaled {
  points: { x: number; y: number }[];
  /** y of the value 0. */
  zeroY: number;
  min: number;
  max: number;
}

export function scaleTrend(values: readonly number[], box: TrendBox): TrendScaled {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const innerW = box.width - box.pad * 2;
  const innerH = box.height - box.pad * 2;
  const yOf = (value: number) => box.pad + innerH - ((value - min) / span) * innerH;
  const points = values.map((value, index) => ({
    x: values.length === 1 ? box.width / 2 : box.pad + (index / (values.length - 1)) * innerW,
    y: yOf(value),
  }));
  return { points, zeroY: yOf(0), min, max };
}
