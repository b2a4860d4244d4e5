// bench:soak's verdict and report: what the sockets, the books and the metrics said, each check
// against its target, and the metrics' timeline with the faults marked in it.
import { measuredCommit } from './commit.mjs';
import { percentile } from './percentile.mjs';

const TARGET_DELIVERY_P95_MS = 300;
const TARGET_BACK_WITHIN_MS = 10_000;

const sumOf = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

function mergeCounts(rows, key) {
  const merged = {};
  for (const row of rows)
    for (const [code, count] of Object.entries(row[key]))
      merged[code] = (merged[code] ?? 0) + count;
  return merged;
}

/**
 * Outages ({ code, ms } each, code = the close that began it) as "1006: n, p50 …, p95 …, max …"
 * per close code: a killed instance's sockets (1006) and a drained one's (4010) come back by
 * different paths (a second's wait and a new connection through the balancer, or at once).
 */
function outagesByCode(outages) {
  const byCode = new Map();
  for (const { code, ms } of outages) {
    const list = byCode.get(code) ?? [];
    list.push(ms);
    byCode.set(code, list);
  }
  return [...byCode]
    .sort(([a], [b]) => a - b)
    .map(([code, list]) => {
      list.sort((a, b) => a - b);
      const p = (q) => Math.round(percentile(list, q));
      return `${code}: ${list.length}, p50 ${p(50)} ms, p95 ${p(95)} ms, max ${list.at(-1)} ms`;
    })
    .join('; ');
}

/** The sockets' side of one kind (game or chat) over its child processes' answers. */
function socketsSummary(checks) {
  const timed = checks.flatMap((check) => check.outages);
  const outages = timed.map((outage) => outage.ms).sort((a, b) => a - b);
  const latencies = checks.flatMap((check) => check.latencies ?? []).sort((a, b) => a - b);
  return {
    sockets: sumOf(checks, 'sockets'),
    connectedAtEnd: checks.reduce((total, check) => total + (check.subscribed ?? check.joined), 0),
    stillOut: checks.flatMap((check) => check.stillOut),
    expected: sumOf(checks, 'expected'),
    missed: sumOf(checks, 'missed'),
    duplicates: checks.reduce((total, check) => total + (check.duplicates ?? 0), 0),
    missedTurns: Object.assign({}, ...checks.map((check) => check.missedTurns ?? {})),
    closes: mergeCounts(checks, 'closes'),
    reconnections: outages.length,
    outageP95: Math.round(percentile(outages, 95)),
    outageMax: outages.at(-1) ?? 0,
    outagesByCode: outagesByCode(timed),
    deliveries: latencies.length,
    deliveryP50: Math.round(percentile(latencies, 50)),
    deliveryP95: Math.round(percentile(latencies, 95)),
    deliveryMax: latencies.at(-1) ?? 0,
    filled: checks.reduce((total, check) => total + (check.filled ?? 0), 0),
    fillFailures: checks.reduce((total, check) => total + (check.fillFailures ?? 0), 0),
    loopDelayP99: Math.max(0, ...checks.map((check) => check.loopDelayP99 ?? 0)),
    loopDelayMax: Math.max(0, ...checks.map((check) => check.loopDelayMax ?? 0)),
    misses: checks.flatMap((check) => check.misses ?? []).slice(0, 20),
  };
}

/** Every check of the soak: { name, ok, figure, target }. */
export function soakChecks(report) {
  const game = socketsSummary(report.gameChecks);
  const chat = socketsSummary(report.chatChecks);
  const { books, traffic, ledger } = report;
  const checks = [
    {
      name: 'draws in the soak',
      ok: books.draws.length > 0,
      figure: `${books.draws.length} (${[...new Set(books.draws.map((d) => d.gameId))].join(', ')})`,
      target: 'every minute on each game',
    },
    {
      name: 'game sockets: every draw on every socket',
      ok: game.missed === 0 && game.expected > 0,
      figure: `${game.expected - game.missed} of ${game.expected} (socket × draw)${game.missed ? `; missed ${JSON.stringify(game.missedTurns)}` : ''}`,
      target: 'none missing',
    },
    {
      name: 'draw → socket through HAProxy, p95',
      ok: game.deliveryP95 <= TARGET_DELIVERY_P95_MS,
      figure: `p50 ${game.deliveryP50} ms, p95 ${game.deliveryP95} ms, max ${game.deliveryMax} ms over ${game.deliveries} pushes (from the draw's transaction; the load's own event loop delay p99 ${game.loopDelayP99} ms, max ${game.loopDelayMax} ms)`,
      target: `≤ ${TARGET_DELIVERY_P95_MS} ms`,
    },
    {
      name: 'game sockets back after a close',
      ok: game.outageMax <= TARGET_BACK_WITHIN_MS && game.stillOut.length === 0,
      figure: `${game.reconnections} reconnections (closes ${JSON.stringify(game.closes)}), p95 ${game.outageP95} ms, max ${game.outageMax} ms (by the close that began it: ${game.outagesByCode}); ${game.connectedAtEnd} of ${game.sockets} subscribed at the end`,
      target: `all within ${TARGET_BACK_WITHIN_MS / 1000} s`,
    },
    {
      name: 'chat readers: every line after joining (live or by the gap fill), once live',
      ok: chat.missed === 0 && chat.duplicates === 0 && chat.expected > 0,
      figure: `${chat.expected - chat.missed} of ${chat.expected} (reader × line; ${chat.filled} by the gap fill after a reconnect, ${chat.fillFailures} fills failed), ${chat.duplicates} twice live; live p50 ${chat.deliveryP50} ms, p95 ${chat.deliveryP95} ms, max ${chat.deliveryMax} ms after sending${chat.missed ? `; first misses ${JSON.stringify(chat.misses)}` : ''}`,
      target: 'none missing, none twice',
    },
    {
      name: 'chat readers back after a close',
      ok: chat.outageMax <= TARGET_BACK_WITHIN_MS && chat.stillOut.length === 0,
      figure: `${chat.reconnections} reconnections (closes ${JSON.stringify(chat.closes)}), p95 ${chat.outageP95} ms, max ${chat.outageMax} ms (by the close that began it: ${chat.outagesByCode}); ${chat.connectedAtEnd} of ${chat.sockets} in the room at the end`,
      target: `all within ${TARGET_BACK_WITHIN_MS / 1000} s`,
    },
    {
      name: 'acknowledged bets stored',
      ok:
        books.bets.found === books.bets.acknowledged &&
        books.bets.storedInWindow - books.bets.found <= traffic.bets.inDoubt,
      figure: `${books.bets.found} of ${books.bets.acknowledged} found, ${books.bets.storedInWindow} stored in the window, ${traffic.bets.inDoubt} in doubt; ${traffic.bets.retries} retries (${traffic.bets.gatewayErrors} balancer 5xx, ${traffic.bets.networkErrors} dropped); refused ${JSON.stringify(traffic.bets.refusals)}`,
      target: 'every one once',
    },
    {
      name: 'bets of drawn turns settled',
      ok: books.bets.pendingOfDrawnTurns === 0,
      figure: `${books.bets.pendingOfDrawnTurns} pending`,
      target: '0 pending',
    },
    {
      name: 'red packets: acknowledged grabs = shares taken',
      ok:
        books.packets.sent > 0 &&
        books.packets.gotAcknowledged === books.packets.sharesTaken &&
        books.packets.takenTwiceByOne === 0,
      figure: `${books.packets.sent} packets, ${books.packets.gotAcknowledged} grabs acknowledged, ${books.packets.sharesTaken} shares taken, ${books.packets.takenTwiceByOne} packets with one person twice; ${traffic.packets.retries} retries; refused ${JSON.stringify(traffic.packets.refusals)}`,
      target: 'equal, none twice',
    },
    {
      name: 'chat lines: acknowledged stored once',
      ok: books.chat.missing === 0 && books.chat.doubled === 0 && books.chat.acknowledged > 0,
      figure: `${books.chat.acknowledged} acknowledged, ${books.chat.missing} missing, ${books.chat.doubled} stored twice; ${traffic.chat.skipped} not written while the socket was away, ${traffic.chat.unanswered} unanswered`,
      target: 'none missing, none twice',
    },
    {
      name: 'balance = ledger, money conserved',
      ok: ledger.ok,
      figure: ledger.ok ? 'check-ledger: ok' : JSON.stringify(ledger.drift).slice(0, 300),
      target: 'ok',
    },
  ];
  return { checks, game, chat };
}

/** The timeline's rows: every third scrape, and every scrape where an instance's state changed. */
function timelineRows(timeline, events) {
  const rows = [];
  let previous;
  timeline.forEach((sample, index) => {
    const states = Object.values(sample.instances)
      .map((i) => `${i.up}${i.haproxy}${i.ready}`)
      .join();
    const changed = previous !== undefined && states !== previous.states;
    if (index % 3 === 0 || changed || index === timeline.length - 1) {
      const row = { t: `${sample.t.toFixed(0)} s` };
      for (const [name, now] of Object.entries(sample.instances)) {
        const before = previous?.sample.instances[name];
        const seconds = previous ? sample.t - previous.sample.t : 0;
        const rate =
          now.up && before?.up && seconds > 0 && now.requests >= before.requests
            ? Math.round((now.requests - before.requests) / seconds)
            : '';
        row[name] = now.up
          ? `${now.haproxy} ready ${now.ready} · ${now.gameSockets}/${now.chatSockets} sockets · ${rate} req/s · 5xx ${now.serverErrors}`
          : `${now.haproxy} · no scrape`;
      }
      const happened = events.filter(
        (e) => e.t <= sample.t && e.t > (rows.at(-1)?.at ?? -Infinity),
      );
      row.event = happened.map((e) => e.what).join('; ');
      row.at = sample.t;
      rows.push(row);
    }
    previous = { sample, states };
  });
  return rows.map(({ at: _at, ...row }) => row);
}

/** One row per draw: when (s into the soak), its pushes' latencies over every game socket. */
function drawRows(report) {
  return report.books.draws.map((draw) => {
    const key = `${draw.gameId}/${draw.turnNum}`;
    const latencies = report.gameChecks
      .flatMap((check) => check.byDraw?.[key] ?? [])
      .sort((a, b) => a - b);
    return {
      t: `${((draw.drawnAt - report.startedAt) / 1000).toFixed(0)} s`,
      draw: key,
      pushes: latencies.length,
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      'max ms': latencies.at(-1) ?? 0,
    };
  });
}

/** Prints the report; returns whether every check held. */
export function printSoakReport(report, settings) {
  const { checks, game, chat } = soakChecks(report);
  const histograms = report.metrics.histograms();
  console.log(
    `\nbench:soak — 3 instances behind HAProxy, ${game.sockets} game sockets and ${chat.sockets} chat readers, ${settings.players} players, ${settings.minutes} min, ${measuredCommit()}`,
  );
  console.log(
    '\nFaults and recovery, as the metrics showed them (each instance: HAProxy state, /readyz, game/chat sockets, requests, 5xx):',
  );
  console.table(timelineRows(report.metrics.timeline, report.events));
  console.log(
    '\nDraw → socket per draw (pushes: sockets that got the result live; the rest read it after reconnecting):',
  );
  console.table(drawRows(report));
  console.log(
    '\nHistograms the instances served over the soak (bucket bounds, every process added):',
  );
  console.table(
    Object.entries(histograms).map(([name, h]) => ({
      metric: name,
      count: h.count,
      'p50 ≤ s': h.p50,
      'p95 ≤ s': h.p95,
    })),
  );
  console.log('\nChecks:');
  console.table(
    checks.map((check) => ({
      check: check.name,
      figure: check.figure,
      target: check.target,
      ok: check.ok ? 'yes' : 'NO',
    })),
  );
  const ok = checks.every((check) => check.ok);
  console.log(
    `BENCH_RESULT ${JSON.stringify({
      name: 'soak',
      ...settings,
      ok,
      checks: checks.map(({ name, ok: held, figure }) => ({ name, ok: held, figure })),
      histograms,
      events: report.events,
    })}`,
  );
  return ok;
}
