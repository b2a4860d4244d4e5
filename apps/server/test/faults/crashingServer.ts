// The server as the crash tests run it: the real command line (src/cli.ts) with a fault seam that
// kills the process with SIGKILL when a money path reaches JINLI_FAULT_CRASH_AT (a FaultStep) —
// the first time, or the Nth with JINLI_FAULT_CRASH_NTH. Test code only: the product's entry
// (src/main.ts) has no such switch.
import { runCli } from '../../src/cli';
import type { FaultSeam } from '../../src/faults/seam';

const crashAt = process.env.JINLI_FAULT_CRASH_AT;
let remaining = Number(process.env.JINLI_FAULT_CRASH_NTH ?? 1);

const faults: FaultSeam = {
  reached(step) {
    if (step === crashAt && --remaining === 0) process.kill(process.pid, 'SIGKILL');
    return Promise.resolve();
  },
};

runCli(process.argv.slice(2), { faults });
