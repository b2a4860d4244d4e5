import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { MessageService } from './service';

/** Handlers of the push-message endpoints (own messages only). */
export function messageHandlers(
  messages: MessageService,
  auth: AuthService,
): Pick<EndpointHandlers, 'pushMessages' | 'pushMessageRead' | 'pushMessageRemove'> {
  return {
    pushMessages: async ({ query, request }) => {
      const user = await auth.requireUser(request);
      return messages.page(user.id, query.page, query.rows);
    },
    pushMessageRead: async ({ query, request }) => {
      await messages.markRead((await auth.requireUser(request)).id, query.id);
      return null;
    },
    pushMessageRemove: async ({ query, request }) => {
      await messages.remove((await auth.requireUser(request)).id, query.id);
      return null;
    },
  };
}
