// What an operator's Prometheus would have seen during bench:soak: every instance's GET /metrics
// (on its operators' listener) and HAProxy's view of each instance, scraped every few seconds. A
// scrape that fails is a sample too: the instance is down. Counters restart with their process, so
// the histograms of the whole soak add each process's last scrape.

/** `name{labels} value` lines of the Prometheus text format (comments and blank lines skipped). */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const sum = (samples, name, where = () => true) =>
  samples
    .filter((sample) => sample.name === name && where(sample.labels))
    .reduce((total, sample) => total + sample.value, 0);

/** The figures of one scrape that the soak's report shows. */
function figures(samples) {
  return {
    ready: sum(samples, 'jinli_ready'),
    gameSockets: sum(samples, 'jinli_open_sockets', (l) => l.kind === 'game'),
    chatSockets: sum(samples, 'jinli_open_sockets', (l) => l.kind === 'chat'),
    requests: sum(samples, 'jinli_http_request_duration_seconds_count'),
    serverErrors: sum(samples, 'jinli_http_errors_total', (l) => l.status_class === '5xx'),
    limiterRefusals: sum(samples, 'jinli_rate_limit_refusals_total'),
    ledgerFindings: sum(samples, 'jinli_ledger_check_findings'),
    conservationDrift: sum(samples, 'jinli_ledger_check_conservation_drift_yuan'),
  };
}

/** A histogram's cumulative buckets (le → count) of one scrape. */
function buckets(samples, name) {
  const result = new Map();
  for (const sample of samples)
    if (sample.name === `${name}_bucket`) result.set(sample.labels.le, sample.value);
  return result;
}

/** The `q` quantile of cumulative buckets (the bucket's upper bound, as Prometheus would bound it). */
export function bucketQuantile(cumulative, q) {
  const bounds = [...cumulative.entries()]
    .map(([le, count]) => ({ le: le === '+Inf' ? Infinity : Number(le), count }))
    .sort((a, b) => a.le - b.le);
  const total = bounds.at(-1)?.count ?? 0;
  if (total === 0) return null;
  return bounds.find((bound) => bound.count >= q * total)?.le ?? null;
}

const HISTOGRAMS = [
  'jinli_draw_delivery_seconds',
  'jinli_settlement_batch_seconds',
  'jinli_db_transaction_wait_seconds',
  'jinli_http_request_duration_seconds',
];

/**
 * Scrapes `cluster`'s instances and HAProxy every `everyMs` from start() to stop(); `since` is the
 * soak's start (epoch ms) the timeline counts from.
 * @param {import('../../../cluster/src/cluster.mjs').Cluster} cluster
 */
export function watchMetrics(cluster, { everyMs = 2_000, since = Date.now() } = {}) {
  const timeline = [];
  /** Per instance: the last good scrape of its running process, and those of its earlier ones. */
  const last = new Map();
  const earlier = new Map(cluster.instances.map((instance) => [instance.name, []]));
  let timer;

  async function scrape(instance) {
    try {
      const response = await fetch(`http://127.0.0.1:${instance.consolePort}/metrics`, {
        signal: AbortSignal.timeout(everyMs),
      });
      if (!response.ok) throw new Error(String(response.status));
      const samples = parseMetrics(await response.text());
      const previous = last.get(instance.name);
      // A counter that went back: a new process. Keep the old one's last scrape.
      const requests = sum(samples, 'jinli_http_request_duration_seconds_count');
      if (previous && requests < previous.figures.requests)
        earlier.get(instance.name).push(previous);
      last.set(instance.name, { samples, figures: figures(samples) });
      return { up: true, ...figures(samples) };
    } catch {
      return { up: false };
    }
  }

  async function tick() {
    const at = Date.now();
    const haproxy = await cluster.states().catch(() => new Map());
    const instances = {};
    for (const instance of cluster.instances)
      instances[instance.name] = {
        ...(await scrape(instance)),
        haproxy: haproxy.get(instance.name) ?? '?',
      };
    timeline.push({ t: (at - since) / 1000, instances });
  }

  return {
    start() {
      const loop = async () => {
        await tick();
        timer = setTimeout(loop, everyMs);
      };
      timer = setTimeout(loop, 0);
    },
    async stop() {
      clearTimeout(timer);
      await tick();
    },
    timeline,
    /** Each histogram over the whole soak: count and p50/p95 (bucket bounds), every process added. */
    histograms() {
      const result = {};
      for (const name of HISTOGRAMS) {
        const merged = new Map();
        for (const instance of cluster.instances) {
          const scrapes = [...earlier.get(instance.name), last.get(instance.name)].filter(Boolean);
          for (const { samples } of scrapes)
            for (const [le, count] of buckets(samples, name))
              merged.set(le, (merged.get(le) ?? 0) + count);
        }
        const total = merged.get('+Inf') ?? 0;
        result[name] = {
          count: total,
          p50: bucketQuantile(merged, 0.5),
          p95: bucketQuantile(merged, 0.95),
        };
      }
      return result;
    },
  };
}
