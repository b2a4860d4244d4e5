// Where "customer service" leads from the login, the profile, home and the game center (spec §2):
// the company's olUrl when it is a full web address (an outside service desk), else our own chat
// /services, with where the visitor came from (the guest's init-room remark).
import { servicesPath } from './chatPaths';
import type { ServiceRemarkKey } from './strings';

export type CustomerServiceTarget =
  { kind: 'external'; url: string } | { kind: 'internal'; path: string };

export function customerServiceTarget(
  olUrl: string | null | undefined,
  from?: ServiceRemarkKey,
): CustomerServiceTarget {
  const url = olUrl?.trim() ?? '';
  if (/^https?:\/\//i.test(url)) return { kind: 'external', url };
  return { kind: 'internal', path: servicesPath(from) };
}
