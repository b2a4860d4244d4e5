// A chat avatar: the kit's drawn avatar of the user's avatarId (1-20), the guest figure for guests
// (0) and unknown ids. Decorative: the nickname is always written beside it.
import { Avatar } from '@jinli/ui';

export interface ChatAvatarProps {
  avatarId: number;
  /** The sender's nickname (written beside the avatar; kept for callers that name it). */
  nickname: string;
  /** Width and height in CSS pixels. Default 36. */
  size?: number;
}

export function ChatAvatar({ avatarId, size = 36 }: ChatAvatarProps) {
  return <Avatar className="jl-chat-avatar" avatarId={avatarId} size={size} />;
}
