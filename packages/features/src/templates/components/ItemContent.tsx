// One item's content as every card shows it: withheld (the lock overlay), a chat-room link
// (templateType 0), or its values with the asterisk hits.
import { toast } from '@jinli/ui';
import type { ReactNode } from 'react';
import { templateStrings } from '../strings';
import { isChatLink, withheldLock } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import { LockOverlay } from './LockOverlay';
import { MarkedValues } from './MarkedText';

/** Chat does not exist yet: a chat-room link says so (spec §2 toast 聊天室目前不可用). */
export function ChatLink({ children }: { children?: ReactNode }) {
  return (
    <button
      type="button"
      className="jl-tpl-chat"
      onClick={() => toast.show(templateStrings.chatUnavailable, { durationMs: 500 })}
    >
      {children || templateStrings.openChat}
    </button>
  );
}

export interface ItemContentProps {
  item: TemplateItem;
  onHome?: boolean;
  /** MB12 digit-size class by value count. */
  sized?: boolean;
  /** Replaces the values when the item is open (cards with their own layout). */
  children?: ReactNode;
}

export function ItemContent({ item, onHome, sized, children }: ItemContentProps) {
  const lock = withheldLock(item);
  if (lock) return <LockOverlay lock={lock} onHome={onHome} />;
  if (isChatLink(item)) return <ChatLink>{item.content}</ChatLink>;
  return <>{children ?? <MarkedValues content={item.content} sized={sized} />}</>;
}

/** Class names of an item row: activeCover 1 is a red highlight. */
export function rowClass(base: string, item: TemplateItem): string {
  return `${base}${item.activeCover === 1 ? ' jl-tpl-active' : ''}`;
}
