// dayjs with the UTC plugin, set up once: every formatter here works from an instant plus an
// explicit UTC offset, never from the host's local time zone.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** dayjs with the UTC plugin installed (internal to this package). */
export { dayjs };
