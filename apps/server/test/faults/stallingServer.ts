// The server as the drain test runs it: the real command line (src/cli.ts) with a fault seam that
// holds a money path at each step of JINLI_FAULT_STALL_AT (FaultSteps, comma-separated) the first
// time it gets there, says so on stdout, and lets it go on only once the process got SIGTERM (and
// JINLI_FAULT_STALL_MS more): the request is surely in flight when the drain begins. Test code only:
// the product's entry (src/main.ts) has no such switch.
import { runCli } from '../../src/cli';
import type { FaultSeam, FaultStep } from '../../src/faults/seam';

const stallAt = new Set((process.env.JINLI_FAULT_STALL_AT ?? '').split(','));
const afterSignalMs = Number(process.env.JINLI_FAULT_STALL_MS ?? 500);
/** Never held longer than this, should the signal not come. */
const LONGEST_MS = 60_000;
const stalled = new Set<FaultStep>();

const terminated = new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));

const faults: FaultSeam = {
  async reached(step) {
    if (!stallAt.has(step) || stalled.has(step)) return;
    stalled.add(step);
    console.log(`stalled at ${step}`);
    await Promise.race([terminated, new Promise((resolve) => setTimeout(resolve, LONGEST_MS))]);
    await new Promise((resolve) => setTimeout(resolve, afterSignalMs));
  },
};

runCli(process.argv.slice(2), { faults });
