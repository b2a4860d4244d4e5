// runOnLanes' priorities on real processes: background jobs run niced while a foreground job is
// left, the running ones are raised once the last foreground job ends, and later ones start at
// normal priority. Each job writes its niceness (`nice` prints it) where the test reads it; the
// jobs wait on each other's files, not on time, so a slow machine changes nothing. CI's own lanes
// may raise this test's processes once, mid-test (withSteadyNiceness).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { runOnLanes } from '../lanes.mjs';
import { mayLowerNiceness, withSteadyNiceness } from './niceness.mjs';

const linux = process.platform === 'linux';
// The runner's own niceness is "normal" (CI may run this test niced); a niced job sits 10 above.
const nicedAbove = (own) => Math.min(19, own + 10);

/** A job running `script` in sh (`$0` is the test's folder). */
function shJob(name, script, dir, background) {
  return { name, command: 'sh', args: ['-c', script, dir], retry: '', background };
}

// node:test carries its own messages on this process's stdout: the jobs' lines would garble them.
const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const quiet = { out: sink(), err: sink() };

const waitFor = (file) => `while [ ! -e "$0/${file}" ]; do sleep 0.05; done`;
// `nice > file` creates the file before `nice` has run: a job waiting for it could go on while it
// was empty, and the lanes raise the writer before it read its niceness (0 where 10 was due, on a
// loaded machine). Written aside and renamed, the file appears with its content.
const writeNiceness = (file) => `nice > "$0/${file}.part" && mv "$0/${file}.part" "$0/${file}"`;

test(
  'background jobs are niced until the foreground ends, then at normal priority',
  { skip: !linux },
  (t) =>
    withSteadyNiceness(async (own) => {
      const permitted = await mayLowerNiceness();
      const dir = mkdtempSync(join(tmpdir(), 'jinli-lanes-'));
      t.after(() => rmSync(dir, { recursive: true, force: true }));
      /** @type {string[]} */
      const told = [];
      const results = await runOnLanes(
        [
          // Ends once the running background job has written its first niceness.
          shJob('foreground', waitFor('running-before'), dir, false),
          // Starts beside the foreground; writes its niceness again once the later job has started.
          shJob(
            'running',
            `${writeNiceness('running-before')}; ${waitFor('later')}; ${writeNiceness('running-after')}`,
            dir,
            true,
          ),
          // Starts on the foreground's lane after it ended.
          shJob('later', writeNiceness('later'), dir, true),
        ],
        2,
        { onPriorities: (message) => told.push(message), output: quiet },
      );
      assert.deepEqual(
        results.map((result) => result.ok),
        [true, true, true],
      );
      const niceness = (file) => Number(readFileSync(join(dir, file), 'utf8'));
      assert.equal(niceness('running-before'), nicedAbove(own));
      assert.equal(niceness('later'), own);
      // Lowering a niceness needs CAP_SYS_NICE: without it the running job stays niced.
      assert.equal(niceness('running-after'), permitted ? own : nicedAbove(own));
      assert.equal(told.length, 1, 'the run is told once what became of the niced jobs');
      assert.match(told[0], permitted ? /back at normal priority/ : /stay niced/);
    }),
);

test('without a foreground job, nothing is niced', { skip: !linux }, (t) =>
  withSteadyNiceness(async (own) => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-lanes-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    /** @type {string[]} */
    const told = [];
    await runOnLanes([shJob('alone', writeNiceness('alone'), dir, true)], 1, {
      onPriorities: (message) => told.push(message),
      output: quiet,
    });
    assert.equal(Number(readFileSync(join(dir, 'alone'), 'utf8')), own);
    assert.deepEqual(told, [], 'no niced job, nothing to tell');
  }),
);
