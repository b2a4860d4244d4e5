// The private-message and invite prompts (spec §5), under the domain's rules for where the viewer is.
import type { ChatUserInfo } from '@jinli/contract';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useChatController } from './chatSessionContext';

export interface ChatPromptsView {
  privatePrompt: { from: ChatUserInfo; roomId: string } | null;
  invitePrompt: { roomId: string; from: ChatUserInfo } | null;
  dismiss(kind: 'private' | 'invite'): void;
}

export function useChatPrompts(pathname: string): ChatPromptsView {
  const controller = useChatController();
  useEffect(() => {
    controller.setPathname(pathname);
  }, [controller, pathname]);
  const snap = useSnapshot(controller.state);
  return {
    privatePrompt: snap.privatePrompt as ChatPromptsView['privatePrompt'],
    invitePrompt: snap.invitePrompt as ChatPromptsView['invitePrompt'],
    dismiss: (kind) => controller.dismissPrompt(kind),
  };
}
