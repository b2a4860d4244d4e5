// The seam through which tests reach the steps of multi-step money paths (DESIGN.md §5): every
// path calls `faults.reached(step)` between its steps, where a crash, a stall or a second actor
// would leave it half done. In production the seam is `noFaults` (nothing happens); the fault
// suite passes its own (test/faults/) to delay a step, hold a lock while it waits, abandon the
// request there as a crash would, or start another instance at that moment. Production code never
// reads a test switch: the app receives the seam as a dependency.

/** The steps of the money paths, named `<path>:<what is written so far>`. */
export const FAULT_STEPS = [
  // Game wallet, in (launch): the main wallet debited and the transfer pending → the provider
  // credited → the transfer done.
  'transfer-in:debited',
  'transfer-in:provider-applied',
  // Game wallet, out (recall): the transfer pending → the provider debited → main credited.
  'transfer-out:pending',
  'transfer-out:provider-applied',
  // The reconcile sweep: a pending transfer read, before its outcome is decided.
  'reconcile:read',
  // Recharge: the order made, before its answer → the provider's callback verified, before the
  // order is paid.
  'recharge:ordered',
  'recharge:callback-verified',
  // Withdraw: the order made (balance held), before its answer → the operator's settle, before it
  // is written.
  'withdraw:ordered',
  'withdraw:settling',
  // Red packets: the packet and its shares written (sender debited) → before the card is posted;
  // a grab before its share is written; the expiry job before a packet's rest goes back.
  'hongbao:sent',
  'hongbao:grabbing',
  'hongbao:refunding',
  // Lottery: a bet placed, before its answer; settlement of a draw inside its batch before the
  // payouts and agent rebates are credited, and after the batch before its award notices.
  'bet:placed',
  'settle:batch',
  'settle:rebates',
  // The rebate claim (洗码) and the VIP upgrade bonus, inside their transactions before the credit.
  'claim:rebate',
  'claim:vip',
] as const;

export type FaultStep = (typeof FAULT_STEPS)[number];

export interface FaultSeam {
  /**
   * Called when a path reaches `step`. Resolves when the path may go on; a rejection abandons the
   * path at that point (what was committed stays, the rest never happens), as a crash would.
   */
  reached(step: FaultStep, context?: FaultContext): Promise<void>;
}

/** What a step knows of itself: the player and the reference (transfer, order, packet). */
export interface FaultContext {
  userId?: number;
  ref?: string;
}

/** Production: nothing happens at any step. */
export const noFaults: FaultSeam = { reached: () => Promise.resolve() };
