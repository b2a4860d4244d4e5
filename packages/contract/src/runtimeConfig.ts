// The runtime `config.json` served beside a built theme app (DESIGN.md §6): one build serves many
// brands because the origin, company code and game servers are read at start, not baked in.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  /** API origin, e.g. https://api.example.com; '' means the page's own origin. */
  apiOrigin: z.string(),
  /** Chat service origin; '' means the page's own origin. */
  chatOrigin: z.string(),
  companyCode: z.string(),
  /** Game socket servers (ws/wss origins) to fail over between; empty means the API origin. */
  gameServers: z.array(z.string()),
  /** Use the encrypted base and `_encrypt` documents. */
  encrypt: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the app finds it, relative to its own base URL (zod-free, for the start page). */
export { RUNTIME_CONFIG_PATH } from './routes/staticPaths';
