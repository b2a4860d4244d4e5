// zod 4 compiles object parsers with `new Function` when it can, probing once with
// `new Function('')`. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe is
// refused and the browser reports a CSP violation for it; in a browser zod therefore runs without
// that JIT (the schemas the client parses are small). The server keeps the JIT.
import { z } from 'zod';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') {
  z.config({ jitless: true });
}
