// The company's clock for chat and red packets (spec §3: chat config sys_config.time_zone): every
// chat time is written at this offset, never the device's, so a room and a red packet's detail
// agree wherever the phone is set. UTC+8 (the system zone) until the config is read, or when its
// zone is none Intl knows.
import { useStaticDocumentQuery } from '@jinli/api/react';
import { SYSTEM_UTC_OFFSET_MINUTES, utcOffsetOfTimeZone } from '@jinli/domain';
import { useMemo } from 'react';

/** UTC offset in minutes of the chat config's time zone. */
export function useChatUtcOffset(): number {
  const timeZone = useStaticDocumentQuery('config_chat').data?.sys_config?.time_zone;
  return useMemo(
    () => utcOffsetOfTimeZone(timeZone, Date.now()) ?? SYSTEM_UTC_OFFSET_MINUTES,
    [timeZone],
  );
}
