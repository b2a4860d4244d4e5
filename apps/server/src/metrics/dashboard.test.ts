// The Grafana dashboard (ops/grafana/jinli.json) against the metrics the server serves: every
// metric its PromQL names is a family of GET /metrics (a renamed family fails here), with the
// labels the family has; every jinli_ family has a panel; the file is one Grafana can import (the
// ${DS_PROMETHEUS} input, the instance variable, unique panel ids, positions on the 24-column grid).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/testApp';
import { METRICS_PATH } from './metricsRoute';
import { createServerMetrics } from './serverMetrics';

const DASHBOARD = new URL('../../ops/grafana/jinli.json', import.meta.url);
const DATASOURCE_UID = '${DS_PROMETHEUS}';
const INSTANCE_FILTER = 'instance=~"$instance"';

/** Series Prometheus makes itself for every target, with its labels. */
const PROMETHEUS_SERIES: Record<string, string[]> = { up: ['instance', 'job'] };
/** Labels Prometheus adds to every scraped series. */
const TARGET_LABELS = ['instance', 'job'];
/** The PromQL functions and aggregations the dashboard may call. */
const FUNCTIONS = new Set(
  'abs absent avg avg_over_time bottomk ceil clamp_max clamp_min count count_over_time delta deriv floor histogram_quantile idelta increase irate label_replace max max_over_time min min_over_time quantile rate round scalar sort sort_desc stddev sum sum_over_time time timestamp topk vector'.split(
    ' ',
  ),
);
/** Binary operators and modifiers spelled as words. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

const t = testAppPerFile({ console: true });

interface Target {
  expr?: string;
  refId?: string;
  datasource?: { type?: string; uid?: string };
}
interface Panel {
  id?: number;
  type?: string;
  title?: string;
  description?: string;
  datasource?: { type?: string; uid?: string };
  gridPos?: { h?: number; w?: number; x?: number; y?: number };
  targets?: Target[];
  panels?: Panel[];
}
interface Variable {
  name: string;
  type: string;
  datasource?: { uid?: string };
  definition?: string;
  query?: string | { query?: string };
}
interface Dashboard {
  schemaVersion: number;
  __inputs?: { name: string; type: string; pluginId: string }[];
  templating: { list: Variable[] };
  panels: Panel[];
}

function loadDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD, 'utf8')) as Dashboard;
}

/** Every panel, those inside collapsed rows too. */
function allPanels(dashboard: Dashboard): Panel[] {
  return dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
}

interface Family {
  type: string;
  labels: string[];
}

/** The families GET /metrics serves (name → type), from its `# TYPE` lines. */
async function servedFamilies(): Promise<Map<string, string>> {
  const response = await t.t.app.consoleApp!.inject({ method: 'GET', url: METRICS_PATH });
  expect(response.statusCode).toBe(200);
  const families = new Map<string, string>();
  for (const match of response.body.matchAll(/^# TYPE (\S+) (\S+)$/gm))
    families.set(match[1]!, match[2]!);
  return families;
}

/**
 * Each served family with its label names, read from a registry made as the app makes its own
 * (GET /metrics shows no sample, so no label, of a family nothing has observed yet).
 */
async function families(): Promise<Map<string, Family>> {
  const served = await servedFamilies();
  const { registry } = createServerMetrics({ processMetrics: true });
  const result = new Map<string, Family>();
  for (const [name, type] of served) {
    const metric = registry.getSingleMetric(name) as { labelNames?: readonly string[] } | undefined;
    result.set(name, { type, labels: [...(metric?.labelNames ?? [])] });
  }
  for (const [name, labels] of Object.entries(PROMETHEUS_SERIES))
    result.set(name, { type: 'gauge', labels });
  return result;
}

interface Parsed {
  /** Metric names as written (a histogram's _bucket, _sum, _count included). */
  metrics: string[];
  /** Label names in matchers and by/without/on/ignoring/group_x clauses. */
  labels: string[];
  /** Names called as functions. */
  functions: string[];
}

/** The names a PromQL expression (or a variable's label_values(…) query) uses. */
function parsePromQL(source: string): Parsed {
  const labels: string[] = [];
  let expr = source.trim();
  const labelValues = /^label_values\((.*),\s*([a-zA-Z_]\w*)\s*\)$/s.exec(expr);
  if (labelValues) {
    expr = labelValues[1]!;
    labels.push(labelValues[2]!);
  }
  expr = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  expr = expr.replace(/\{([^}]*)\}/g, (_all, matchers: string) => {
    for (const m of matchers.matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)/g)) labels.push(m[1]!);
    return ' ';
  });
  expr = expr.replace(
    /\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g,
    (_all, list: string) => {
      labels.push(
        ...list
          .split(',')
          .map((label) => label.trim())
          .filter(Boolean),
      );
      return ' ';
    },
  );
  expr = expr.replace(/\[[^\]]*\]/g, ' ').replace(/\$\{?\w+\}?/g, ' ');
  const metrics: string[] = [];
  const functions: string[] = [];
  for (const m of expr.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    const name = m[1]!;
    if (KEYWORDS.has(name)) continue;
    if (m[2]) functions.push(name);
    else metrics.push(name);
  }
  return { metrics, labels, functions };
}

/** The family a written metric name belongs to: itself, or a histogram's/summary's series. */
function familyOf(name: string, known: Map<string, Family>): string | undefined {
  if (known.has(name)) return name;
  const series = /^(.+)_(bucket|sum|count)$/.exec(name);
  if (!series) return undefined;
  const family = known.get(series[1]!);
  if (family?.type === 'histogram') return series[1];
  if (family?.type === 'summary' && series[2] !== 'bucket') return series[1];
  return undefined;
}

/** Every query of the dashboard: its panels' targets and its query variables. */
function queries(dashboard: Dashboard): { where: string; expr: string; panel?: Panel }[] {
  const result: { where: string; expr: string; panel?: Panel }[] = [];
  for (const panel of allPanels(dashboard))
    for (const target of panel.targets ?? [])
      if (target.expr)
        result.push({ where: `${panel.title} ${target.refId}`, expr: target.expr, panel });
  for (const variable of dashboard.templating.list) {
    if (variable.type !== 'query') continue;
    const query = typeof variable.query === 'string' ? variable.query : variable.query?.query;
    result.push({ where: `$${variable.name}`, expr: query ?? variable.definition ?? '' });
  }
  return result;
}

describe('the Grafana dashboard (ops/grafana/jinli.json)', () => {
  it('is importable: the Prometheus input, the instance variable, unique ids, placed panels', () => {
    const dashboard = loadDashboard();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.__inputs).toContainEqual(
      expect.objectContaining({
        name: 'DS_PROMETHEUS',
        type: 'datasource',
        pluginId: 'prometheus',
      }),
    );
    const instance = dashboard.templating.list.find((v) => v.name === 'instance');
    expect(instance).toMatchObject({ type: 'query', datasource: { uid: DATASOURCE_UID } });

    const panels = allPanels(dashboard);
    const ids = panels.map((panel) => panel.id);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, string>();
    for (const panel of panels) {
      const where = `panel ${panel.id} ${panel.title}`;
      expect(panel.title, where).toBeTruthy();
      const { h, w, x, y } = panel.gridPos ?? {};
      for (const n of [h, w, x, y]) expect(Number.isInteger(n), where).toBe(true);
      expect(w! > 0 && h! > 0 && x! >= 0 && y! >= 0 && x! + w! <= 24, where).toBe(true);
      // No two panels on one cell of the grid.
      for (let row = y!; row < y! + h!; row++)
        for (let col = x!; col < x! + w!; col++) {
          const cell = `${row},${col}`;
          expect(cells.get(cell), `${where} overlaps`).toBeUndefined();
          cells.set(cell, where);
        }
      if (panel.type === 'row') continue;
      expect(panel.datasource?.uid, where).toBe(DATASOURCE_UID);
      const targets = panel.targets ?? [];
      expect(targets.length, where).toBeGreaterThan(0);
      expect(new Set(targets.map((target) => target.refId)).size, where).toBe(targets.length);
      for (const target of targets) {
        expect(target.expr, where).toBeTruthy();
        expect(target.datasource?.uid, where).toBe(DATASOURCE_UID);
      }
    }
  });

  it('queries only families the server serves, with their labels, filtered by $instance', async () => {
    const known = await families();
    for (const { where, expr, panel } of queries(loadDashboard())) {
      const parsed = parsePromQL(expr);
      expect(parsed.metrics.length, `${where}: no metric in ${expr}`).toBeGreaterThan(0);
      for (const name of parsed.functions)
        expect(FUNCTIONS.has(name), `${where}: ${name}() in ${expr}`).toBe(true);
      const used = parsed.metrics.map((name) => {
        const family = familyOf(name, known);
        expect(family, `${where}: ${name} is no family of GET /metrics`).toBeDefined();
        return family!;
      });
      const labels = new Set([
        ...TARGET_LABELS,
        ...used.flatMap((family) => known.get(family)!.labels),
        ...(parsed.metrics.some((name) => name.endsWith('_bucket')) ? ['le'] : []),
      ]);
      for (const label of parsed.labels)
        expect(labels.has(label), `${where}: label ${label} in ${expr}`).toBe(true);
      if (!panel) continue;
      // Every selector honours the instance variable, and the description names its metrics.
      for (const name of new Set(parsed.metrics))
        for (const selector of expr.matchAll(
          new RegExp(`(?<![\\w:])${name}(?![\\w:])(\\{[^}]*\\})?`, 'g'),
        ))
          expect(selector[1] ?? '', `${where}: ${name} without ${INSTANCE_FILTER}`).toContain(
            INSTANCE_FILTER,
          );
      for (const family of used)
        expect(panel.description ?? '', `${where}: description names ${family}`).toContain(family);
    }
  });

  it('has a panel for every jinli_ family', async () => {
    const known = await families();
    const shown = new Set(
      queries(loadDashboard()).flatMap(({ expr }) =>
        parsePromQL(expr).metrics.map((name) => familyOf(name, known)),
      ),
    );
    const missing = [...known.keys()].filter(
      (name) => name.startsWith('jinli_') && !shown.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('finds the names in PromQL', () => {
    expect(
      parsePromQL(
        'histogram_quantile(0.95, sum by (le, route) (rate(jinli_x_bucket{instance=~"$instance", route=~"a|b"}[$__rate_interval]))) or vector(0)',
      ),
    ).toEqual({
      metrics: ['jinli_x_bucket'],
      labels: ['instance', 'route', 'le', 'route'],
      functions: ['histogram_quantile', 'sum', 'rate', 'vector'],
    });
    expect(parsePromQL('label_values(jinli_ready{job="jinli"}, instance)')).toEqual({
      metrics: ['jinli_ready'],
      labels: ['instance', 'job'],
      functions: [],
    });
    expect(
      parsePromQL('time() - max(a_b{x="1"} and on (instance) (b_c offset 5m))').metrics,
    ).toEqual(['a_b', 'b_c']);
  });
});
