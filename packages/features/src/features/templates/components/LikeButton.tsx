// The favourite button of a template (spec §4): 收藏 / 已收藏.
import { templateLikeLabel } from '@jinli/domain';

export interface LikeButtonProps {
  like: number;
  pending?: boolean;
  onPress: () => void;
}

export function LikeButton({ like, pending = false, onPress }: LikeButtonProps) {
  const liked = like === 1;
  return (
    <button
      type="button"
      className={`jl-tpl-like${liked ? ' jl-tpl-like--on' : ''}`}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onPress();
      }}
      data-testid="template-like"
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        />
      </svg>
      {templateLikeLabel(like)}
    </button>
  );
}
