// dayjs with the UTC plugin, set up once: every formatter here works from an instant plus an
// explicit UTC offset, never from the host's local time zone.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

/**
 * The package is `sideEffects: false`, so a bare `dayjs.extend(utc)` statement next to a plain
 * re-export would be dropped by bundlers (they link the re-export straight to 'dayjs'). Exporting
 * the value the installer returns ties the plugin to every use.
 */
function installUtc(): typeof dayjs {
  dayjs.extend(utc);
  return dayjs;
}
const dayjsWithUtc = installUtc();

/** dayjs with the UTC plugin installed (internal to this package). */
export { dayjsWithUtc as dayjs };
