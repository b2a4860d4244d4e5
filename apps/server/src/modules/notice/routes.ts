import type { EndpointHandlers } from '../../http/endpoints';
import type { NoticeService } from './service';

/** Handlers of the notice endpoints. */
export function noticeHandlers(notices: NoticeService): Pick<EndpointHandlers, 'noticePage'> {
  return {
    noticePage: ({ query }) => notices.queryPage(query),
  };
}
