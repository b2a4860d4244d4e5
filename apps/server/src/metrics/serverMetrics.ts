// The server's Prometheus metrics (prom-client), one registry per app: what an operator watches on
// deploy day (request rate and latency per route, errors, sockets, draw delivery, settlement,
// refusals, database and Redis waits, the ledger check). Scraped at GET /metrics on the operator
// listener only (metricsRoute.ts). Label values are bounded: route patterns, never raw URLs.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (sub-millisecond) to a slow money path. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a draw reaching thousands of sockets (target p95 ≤ 0.3 s) and worse. */
const DELIVERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];
/** Seconds; one Redis round trip or a wait for a database connection. */
const ROUND_TRIP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export interface ServerMetrics {
  registry: Registry;
  /** Per route pattern and method; its _count is the request rate. */
  httpDuration: Histogram<'method' | 'route'>;
  /** Answers of status 4xx and 5xx per route pattern. */
  httpErrors: Counter<'route' | 'status_class'>;
  /** 429s: a rate limit refused the request. */
  limiterRefusals: Counter<'route'>;
  /** Open WebSockets by kind (game, chat). */
  openSockets: Gauge<'kind'>;
  /** Sockets this instance told to reconnect elsewhere because it held well over its share. */
  socketsMoved: Counter;
  /** A draw's publication → its frame written to the last subscribed socket on this instance. */
  drawDelivery: Histogram;
  /** One settlement batch's transaction (settleBatch.ts). */
  settlementBatch: Histogram;
  /** From asking for a transaction to running in it: the wait for a pooled connection. */
  dbTransactionWait: Histogram;
  /** A transaction from its start to its commit or rollback. */
  dbTransaction: Histogram;
  /** Redis round trips by operation (publish, limiter). */
  redisRoundTrip: Histogram<'op'>;
}

/** Sources a scrape reads (gauges computed when asked, nothing kept up to date in between). */
export interface MetricSources {
  /** Findings and conservation drift (yuan) of the last ledger check this instance ran. */
  ledgerCheck?: () => { findings: number; conservationDrift: number; at: number } | undefined;
  /** 1 ready, 0 not (readiness.ts). */
  ready?: () => boolean;
}

export interface ServerMetricsOptions {
  /** Also Node's process metrics (CPU, memory, event loop lag, GC); default false. */
  processMetrics?: boolean;
}

/** A fresh registry with every family of this server. */
export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics & {
  /** Connects the scrape-time gauges to their sources (once the app has them). */
  watch(sources: MetricSources): void;
} {
  const registry = new Registry();
  // Default metrics keep an event-loop monitor running: only for an app that is scraped.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const sources: MetricSources = {};
  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'jinli_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and method: latency (its _count is the request rate)',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    httpErrors: new Counter({
      name: 'jinli_http_errors_total',
      help: 'HTTP answers with status 4xx or 5xx, by route pattern and status class',
      labelNames: ['route', 'status_class'] as const,
      registers,
    }),
    limiterRefusals: new Counter({
      name: 'jinli_rate_limit_refusals_total',
      help: 'Requests a rate limit refused (429), by route pattern',
      labelNames: ['route'] as const,
      registers,
    }),
    openSockets: new Gauge({
      name: 'jinli_open_sockets',
      help: 'Open WebSockets on this instance, by kind (game, chat)',
      labelNames: ['kind'] as const,
      registers,
    }),
    socketsMoved: new Counter({
      name: 'jinli_sockets_moved_total',
      help: 'Sockets told to reconnect elsewhere because this instance held well over its share',
      registers,
    }),
    drawDelivery: new Histogram({
      name: 'jinli_draw_delivery_seconds',
      help: "A draw result's publication to its frame written to this instance's last subscribed socket",
      buckets: DELIVERY_BUCKETS,
      registers,
    }),
    settlementBatch: new Histogram({
      name: 'jinli_settlement_batch_seconds',
      help: 'One settlement batch (its transaction and award notices)',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbTransactionWait: new Histogram({
      name: 'jinli_db_transaction_wait_seconds',
      help: 'Asking for a database transaction to running in it (the pool wait, and BEGIN)',
      buckets: ROUND_TRIP_BUCKETS,
      registers,
    }),
    dbTransaction: new Histogram({
      name: 'jinli_db_transaction_seconds',
      help: 'Database transactions, start to commit or rollback',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    redisRoundTrip: new Histogram({
      name: 'jinli_redis_roundtrip_seconds',
      help: 'Redis round trips by operation (publish, limiter)',
      labelNames: ['op'] as const,
      buckets: ROUND_TRIP_BUCKETS,
      registers,
    }),
  };
  registerScrapeGauges(registry, sources);
  return { ...metrics, watch: (given) => Object.assign(sources, given) };
}

/** The gauges read from their sources at scrape time. */
function registerScrapeGauges(registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  const last = () => sources.ledgerCheck?.();
  new Gauge({
    name: 'jinli_ledger_check_findings',
    help: "Drift findings of this instance's last ledger check (0: the books add up)",
    registers,
    collect() {
      const check = last();
      if (check) this.set(check.findings);
    },
  });
  new Gauge({
    name: 'jinli_ledger_check_conservation_drift_yuan',
    help: "The conservation identity's drift in this instance's last ledger check, yuan",
    registers,
    collect() {
      const check = last();
      if (check) this.set(check.conservationDrift);
    },
  });
  new Gauge({
    name: 'jinli_ledger_check_last_run_timestamp_seconds',
    help: "When this instance's last ledger check ran (the check runs on one instance at a time)",
    registers,
    collect() {
      const check = last();
      if (check) this.set(check.at / 1000);
    },
  });
  new Gauge({
    name: 'jinli_ready',
    help: 'Whether this instance is ready for traffic (1) or not, e.g. draining (0)',
    registers,
    collect() {
      if (sources.ready) this.set(sources.ready() ? 1 : 0);
    },
  });
}
