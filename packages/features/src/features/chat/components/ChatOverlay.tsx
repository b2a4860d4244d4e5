// What chat puts over every screen (mounted by the shell, loaded after the first paint): the
// floating bubble and the private-message / invite prompts.
import { ChatPromptHost } from './ChatPromptHost';
import { FloatingChatBubble } from './FloatingChatBubble';

export interface ChatOverlayProps {
  topLevel: boolean;
}

export default function ChatOverlay({ topLevel }: ChatOverlayProps) {
  return (
    <>
      <FloatingChatBubble topLevel={topLevel} />
      <ChatPromptHost />
    </>
  );
}
