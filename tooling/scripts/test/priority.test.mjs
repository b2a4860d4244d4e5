// raiseTreeTo on a real niced process tree: every thread of every process ends at the test's own
// niceness (CI may run it niced, and raise it once mid-test: withSteadyNiceness), and what the tree
// starts afterwards too (Linux; where the kernel refuses to lower a niceness it says so).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { getPriority } from 'node:os';
import { test } from 'node:test';
import { processTree, raiseTreeTo } from '../priority.mjs';
import { mayLowerNiceness, withSteadyNiceness } from './niceness.mjs';

const linux = process.platform === 'linux';
/** What `nice -n 10` gives a child of a process at `own` (19 at most). */
const nicedAbove = (own) => Math.min(19, own + 10);

/** The niceness of every thread of `pid` (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid) {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

// A niced parent node with a worker thread and a child node; on a line on stdin it starts a
// second child and prints both children's pids.
const TREE = `
const { spawn } = require('node:child_process');
const { Worker } = require('node:worker_threads');
new Worker('setInterval(() => {}, 1000)', { eval: true });
const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const first = sleeper();
console.log('ready ' + first.pid);
process.stdin.once('data', () => console.log('second ' + sleeper().pid));
process.on('SIGTERM', () => process.exit(0));
`;

async function nextLine(stream) {
  const [chunk] = await once(stream, 'data');
  return chunk.toString().trim();
}

test(
  "a niced tree, its threads and what it starts afterwards end at the caller's niceness",
  { skip: !linux },
  (t) =>
    withSteadyNiceness(async (own) => {
      const parent = spawn('nice', ['-n', '10', process.execPath, '-e', TREE], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      t.after(() => {
        for (const pid of processTree(parent.pid ?? 0).reverse()) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      });
      const firstChild = Number((await nextLine(parent.stdout)).split(' ')[1]);
      assert.deepEqual(processTree(parent.pid ?? 0), [parent.pid, firstChild]);
      assert.ok(threadNiceness(parent.pid ?? 0).length > 2, 'the parent runs several threads');
      assert.ok(threadNiceness(parent.pid ?? 0).every((nice) => nice === nicedAbove(own)));

      const permitted = await mayLowerNiceness();
      const outcome = raiseTreeTo(parent.pid ?? 0, own);
      if (!permitted) {
        assert.equal(outcome, 'not-permitted');
        return;
      }
      assert.equal(outcome, 'raised');
      for (const pid of [parent.pid ?? 0, firstChild])
        assert.deepEqual([...new Set(threadNiceness(pid))], [own], `every thread of ${pid}`);

      parent.stdin.write('go\n');
      const secondChild = Number((await nextLine(parent.stdout)).split(' ')[1]);
      assert.deepEqual(
        [...new Set(threadNiceness(secondChild))],
        [own],
        'a child started afterwards',
      );
    }),
);

test('a tree that has ended is passed over', { skip: !linux }, async () => {
  const child = spawn('nice', ['-n', '10', 'true']);
  await once(child, 'close');
  assert.equal(raiseTreeTo(child.pid ?? 0, getPriority()), 'raised');
});
