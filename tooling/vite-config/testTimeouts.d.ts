/** The factor every suite's time-outs are multiplied by on this machine (JINLI_TEST_SLACK, CI). */
export declare function timeSlack(env?: Record<string, string | undefined>): number;
/** `idleMs`, a time past which an idle machine is surely hung, scaled to this machine. */
export declare function hangTimeout(idleMs: number): number;
/** `testTimeout` and `hookTimeout` of the unit and component suites, scaled to this machine. */
export declare function unitTestTimeouts(): { testTimeout: number; hookTimeout: number };
