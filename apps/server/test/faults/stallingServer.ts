// The server as the drain test runs it: the real command line (src/cli.ts) with a fault seam that
// holds a money path at JINLI_FAULT_STALL_AT (a FaultStep) for JINLI_FAULT_STALL_MS, the first time
// it gets there, and says so on stdout: the test sends SIGTERM while that request is in flight.
// Test code only: the product's entry (src/main.ts) has no such switch.
import { runCli } from '../../src/cli';
import type { FaultSeam } from '../../src/faults/seam';

const stallAt = process.env.JINLI_FAULT_STALL_AT;
const stallMs = Number(process.env.JINLI_FAULT_STALL_MS ?? 1000);
let stalled = false;

const faults: FaultSeam = {
  async reached(step) {
    if (step !== stallAt || stalled) return;
    stalled = true;
    console.log(`stalled at ${step}`);
    await new Promise((resolve) => setTimeout(resolve, stallMs));
  },
};

runCli(process.argv.slice(2), { faults });
