// One item's content as every card shows it: withheld (the lock overlay), a chat-room link
// (templateType 0; chat does not exist yet, so it says 聊天室目前不可用), a link (linkUrl), or its
// values with the asterisk hits.
import type { ReactNode } from 'react';
import { useItemLink } from '../hooks/useItemLink';
import { templateStrings } from '../strings';
import { isChatLink, withheldLock } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import { LockOverlay } from './LockOverlay';
import { MarkedValues } from './MarkedText';

export interface ItemContentProps {
  item: TemplateItem;
  onHome?: boolean;
  /** MB12 digit-size class by value count. */
  sized?: boolean;
  /** Replaces the values when the item is open (cards with their own layout). */
  children?: ReactNode;
}

export function ItemContent({ item, onHome, sized, children }: ItemContentProps) {
  const linkOf = useItemLink();
  const lock = withheldLock(item);
  if (lock) return <LockOverlay lock={lock} onHome={onHome} />;
  const open = linkOf(item);
  const body =
    children ??
    (isChatLink(item) ? (
      item.content || templateStrings.openChat
    ) : (
      <MarkedValues content={item.content} sized={sized} />
    ));
  if (!open) return <>{body}</>;
  return (
    <button
      type="button"
      className={isChatLink(item) && !children ? 'jl-tpl-chat' : 'jl-tpl-link'}
      onClick={open}
    >
      {body}
    </button>
  );
}

/** Class names of an item row: activeCover 1 is a red highlight. */
export function rowClass(base: string, item: TemplateItem): string {
  return `${base}${item.activeCover === 1 ? ' jl-tpl-active' : ''}`;
}
