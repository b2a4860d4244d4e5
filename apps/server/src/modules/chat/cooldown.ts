// Slow mode (spec §3 room sec_per_mess): one message per sender per room per window, shared by
// every instance through the database. One upsert that only moves `until` once it has passed lets
// exactly one of any number of parallel sends through: on PostgreSQL a conflicting upsert waits for
// the row lock and re-checks the WHERE on the committed row; PGlite runs one statement at a time.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatCooldown } from '../../db/schema';

export interface Cooldowns {
  /** Takes `key` for `ms`: 0 when taken, else the ms left until it may be taken again. */
  take(key: string, ms: number): Promise<number>;
}

export function createDbCooldowns(db: Db, now: () => number = Date.now): Cooldowns {
  let takes = 0;
  return {
    async take(key, ms) {
      const at = now();
      // ISO text with a cast: postgres-js does not serialise a Date inside raw SQL.
      const until = new Date(at + ms);
      const taken = await rowsOf<{ key: string }>(
        db,
        sql`insert into chat_cooldown (key, until) values (${key}, ${until.toISOString()}::timestamptz)
            on conflict (key) do update set until = excluded.until
            where chat_cooldown.until <= ${new Date(at).toISOString()}::timestamptz
            returning key`,
      );
      if (++takes % 500 === 0) {
        await db.delete(chatCooldown).where(lt(chatCooldown.until, new Date(at)));
      }
      if (taken.length > 0) return 0;
      const [row] = await rowsOf<{ until: Date | string }>(
        db,
        sql`select until from chat_cooldown where key = ${key}`,
      );
      const left = row ? new Date(row.until).getTime() - at : ms;
      return Math.max(1, left);
    },
  };
}
