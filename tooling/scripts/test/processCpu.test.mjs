import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import test from 'node:test';
import { describeProcessCpu, kindOf, sampleProcessCpu } from '../processCpu.mjs';
import { formatSeconds } from '../workspace.mjs';

/** A fake /proc: `table` maps pid to { ppid, ticks, start, comm, cmd }, changed between samples. */
function fakeProc(table) {
  return {
    readProcessIds: () => Object.keys(table).map(Number),
    read: (pid) => {
      const entry = table[pid];
      return entry && { ...entry, commandLine: () => entry.cmd };
    },
  };
}

const interval = { intervalMs: 3_600_000 };

test('a process counts for the job it descends from, from its first sight', () => {
  const table = {
    1: { ppid: 0, ticks: 500, start: '1', comm: 'systemd', cmd: '/sbin/init' },
    50: { ppid: 1, ticks: 1000, start: '5', comm: 'kdamond.0', cmd: '' },
    100: { ppid: 1, ticks: 0, start: '9', comm: 'sh', cmd: 'sh -c turbo' },
  };
  const sampler = sampleProcessCpu({ ...fakeProc(table), ...interval });
  sampler.track('journeys', 100);
  table[101] = { ppid: 100, ticks: 0, start: '10', comm: 'node', cmd: 'node playwright test' };
  table[102] = { ppid: 101, ticks: 0, start: '11', comm: 'chromium', cmd: '/usr/lib/chromium/x' };
  table[103] = { ppid: 101, ticks: 0, start: '11', comm: 'node', cmd: 'node dist/main.js' };
  sampler.track('other job', undefined);
  table[50].ticks += 300;
  table[101].ticks = 200;
  table[102].ticks = 700;
  table[103].ticks = 400;
  const { byJob, total } = sampler.stop();
  assert.deepEqual(Object.fromEntries(byJob.get('journeys')), {
    Playwright: 2,
    Chromium: 7,
    'the server': 4,
  });
  // What ran before the sampler counts only what it used since.
  assert.deepEqual(Object.fromEntries(byJob.get('outside')), { 'kdamond.0': 3 });
  assert.equal(total, 16);
});

test('a reused pid is a new process, and one that is gone keeps what it was last seen using', () => {
  const table = { 100: { ppid: 1, ticks: 0, start: '9', comm: 'sh', cmd: 'sh' } };
  const sampler = sampleProcessCpu({ ...fakeProc(table), ...interval });
  sampler.track('unit', 100);
  table[200] = { ppid: 100, ticks: 150, start: '20', comm: 'node', cmd: 'node vitest run' };
  sampler.track('lint', undefined);
  delete table[200];
  sampler.track('lint', undefined);
  // The same pid, started later, by another process of no job.
  table[200] = { ppid: 1, ticks: 50, start: '30', comm: 'node', cmd: 'node x.js' };
  const { byJob } = sampler.stop();
  assert.deepEqual(Object.fromEntries(byJob.get('unit')), { vitest: 1.5 });
  assert.deepEqual(Object.fromEntries(byJob.get('outside')), { 'node x.js': 0.5 });
});

test('a process first seen before its exec is named by what it runs after', () => {
  const table = {
    100: { ppid: 1, ticks: 0, start: '9', comm: 'node', cmd: 'node playwright test' },
  };
  const sampler = sampleProcessCpu({ ...fakeProc(table), ...interval });
  sampler.track('journeys', 100);
  // Forked by Playwright, not yet Chromium: its parent's name and command line.
  table[101] = { ppid: 100, ticks: 0, start: '10', comm: 'node', cmd: 'node playwright test' };
  sampler.track('other job', undefined);
  table[101] = { ppid: 100, ticks: 900, start: '10', comm: 'chromium', cmd: '/usr/lib/chromium/c' };
  const { byJob } = sampler.stop();
  assert.deepEqual(Object.fromEntries(byJob.get('journeys')), { Chromium: 9 });
});

test('processes are named by their tool', () => {
  assert.equal(kindOf('chromium', '/usr/lib/chromium/chromium --type=renderer'), 'Chromium');
  assert.equal(kindOf('exe', '/usr/lib/chromium/chromium --type=zygote'), 'Chromium');
  assert.equal(kindOf('node', 'node /x/node_modules/vitest/dist/workers/forks.js'), 'vitest');
  assert.equal(kindOf('MainThread', 'node dist/main.js --theme theme1'), 'the server');
  assert.equal(kindOf('postgres', 'postgres: test test 127.0.0.1'), 'PostgreSQL');
  assert.equal(kindOf('tsgo', 'tsgo --noEmit'), 'tsgo');
  // By the script, not by a folder it is given, nor a module it preloads.
  assert.equal(
    kindOf('node', 'node /r/node_modules/eslint/bin/eslint.js apps/storybook'),
    'ESLint',
  );
  assert.equal(
    kindOf(
      'node',
      'node --require /r/.pnp/vitest-setup.cjs /r/node_modules/.cache/jinli-built-server-ab/main.js',
    ),
    'the server',
  );
  assert.equal(
    kindOf('node', 'node --max-old-space-size=512 scripts/serve.mjs theme1'),
    'node scripts/serve.mjs',
  );
  assert.equal(kindOf('node', 'node -e while(true);'), 'node -e');
});

test('the summary lists jobs by their CPU, with their largest kinds', () => {
  const byJob = new Map([
    ['outside', new Map([['kdamond.0', 30]])],
    [
      'journeys',
      new Map([
        ['Chromium', 700],
        ['the server', 200],
        ['pnpm', 0.4],
      ]),
    ],
  ]);
  const lines = describeProcessCpu({ byJob, total: 930.4 }, formatSeconds);
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^ {2}journeys +15 min 00 s {2}Chromium 700 s, the server 200 s$/);
  assert.match(lines[1], /^ {2}outside the jobs +30\.0 s {2}kdamond\.0 30 s$/);
  assert.match(lines[2], /^ {2}sampled in all +15 min 30 s$/);
});

test(
  'on Linux, a real child’s CPU is read from /proc and given to its job',
  {
    skip: process.platform !== 'linux' && 'reads /proc',
  },
  async () => {
    const sampler = sampleProcessCpu(interval);
    // Burns half a second of its own CPU, says so, and waits to be killed (so that it is sampled).
    const child = spawn(
      process.execPath,
      [
        '-e',
        `while (process.cpuUsage().user < 500000); console.log('done'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    sampler.track('burner', child.pid);
    await once(child.stdout, 'data');
    const { byJob } = sampler.stop();
    child.kill();
    await once(child, 'exit');
    const burner = [...(byJob.get('burner')?.values() ?? [])].reduce((a, b) => a + b, 0);
    assert.ok(burner >= 0.4, `the burner's job used ${burner} CPU-s`);
  },
);
