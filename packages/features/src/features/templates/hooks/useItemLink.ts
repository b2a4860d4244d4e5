// Where tapping an item goes (spec §3 Item): a chat-room link (templateType 0) says chat is
// unavailable; another item with a linkUrl follows it like a banner (a full URL opens
// externally, an app path only when it is a known route); otherwise nothing.
import { toast } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { carouselTarget } from '../../../shared/carouselTarget';
import { templateStrings } from '../strings';
import { isChatLink } from '../templateItems';
import type { TemplateItem } from '../templateTypes';

/** How long 聊天室目前不可用 shows, ms (spec §8: 0.5 s). */
export const CHAT_UNAVAILABLE_TOAST_MS = 500;

/** The tap handler of an item, or null when the item leads nowhere. */
export function useItemLink(): (
  item: Pick<TemplateItem, 'templateType' | 'linkUrl' | 'locked'>,
) => (() => void) | null {
  const navigate = useNavigate();
  const { isKnownPath } = useAppContext();
  return (item) => {
    if (item.locked) return null;
    if (isChatLink(item))
      return () =>
        toast.show(templateStrings.chatUnavailable, { durationMs: CHAT_UNAVAILABLE_TOAST_MS });
    const target = carouselTarget(item.linkUrl, isKnownPath);
    if (target.kind === 'external')
      return () => void window.open(target.url, '_blank', 'noopener,noreferrer');
    if (target.kind === 'internal') return () => void navigate(target.path);
    return null;
  };
}
