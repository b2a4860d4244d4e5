// What the priority tests need to know of the niceness they run at.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { getPriority, setPriority } from 'node:os';

/**
 * Whether this process may lower a niceness, asked of the kernel rather than guessed from the user
 * id: root inside a user namespace (a container, `unshare --user`) is uid 0 without the
 * CAP_SYS_NICE that counts, and a plain user may hold it. A child niced 10 above this process says
 * its niceness once `nice` has applied it; setting it back is the probe.
 * @returns {Promise<boolean>}
 */
export async function mayLowerNiceness() {
  const own = getPriority();
  if (own >= 19) return true; // nothing could be niced above it, so nothing needs lowering
  const child = spawn('nice', ['-n', '10', 'sh', '-c', 'nice; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    await once(child.stdout, 'data');
    setPriority(child.pid ?? 0, own);
    return true;
  } catch {
    return false;
  } finally {
    child.kill('SIGKILL');
  }
}

/**
 * Runs `scenario` with this process's niceness; runs it once more if it failed while that niceness
 * changed under it. CI runs these tests inside its own lanes (the unit job starts niced), and when
 * the journeys end, lanes.mjs raises the whole job's tree once, this test's processes included:
 * a scenario caught by that moment is told apart and run again, now at the raised niceness.
 * @template T
 * @param {(own: number) => Promise<T>} scenario
 * @returns {Promise<T>}
 */
export async function withSteadyNiceness(scenario) {
  const own = getPriority();
  try {
    return await scenario(own);
  } catch (error) {
    if (getPriority() === own) throw error;
    return await scenario(getPriority());
  }
}
