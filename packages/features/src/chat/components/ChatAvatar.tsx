// A chat avatar: avatar ids 1-20 are drawn as a coloured disc with the name's first character;
// guests (0) and unknown ids are grey.
import './ChatAvatar.css';

const AVATAR_COLORS = [
  '#e0262e',
  '#f08c00',
  '#d4a017',
  '#43a047',
  '#00897b',
  '#1e88e5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
  '#6d4c41',
  '#f4511e',
  '#7cb342',
  '#039be5',
  '#5e35b1',
  '#c0ca33',
  '#00acc1',
  '#ec407a',
  '#8d6e63',
  '#546e7a',
  '#26a69a',
];

export function avatarColor(avatarId: number): string {
  return avatarId >= 1 && avatarId <= AVATAR_COLORS.length
    ? (AVATAR_COLORS[avatarId - 1] ?? '#9aa1ab')
    : '#9aa1ab';
}

export interface ChatAvatarProps {
  avatarId: number;
  nickname: string;
  size?: number;
}

export function ChatAvatar({ avatarId, nickname, size = 36 }: ChatAvatarProps) {
  const letter = Array.from(nickname.trim())[0] ?? '?';
  return (
    <span
      className="jl-chat-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: avatarColor(avatarId),
        fontSize: size * 0.42,
      }}
    >
      {letter}
    </span>
  );
}
