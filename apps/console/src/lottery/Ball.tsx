// A Mark Six ball in its colour (波色, from @jinli/domain).
import { MARK_SIX_COLOURS, markSixColour } from '@jinli/domain';

export function Ball({ n, size = 36 }: { n: number; size?: number }) {
  const colour = markSixColour(n);
  return (
    <span
      aria-label={String(n)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: colour ? MARK_SIX_COLOURS[colour].hex : '#999',
        color: '#fff',
        fontWeight: 600,
        fontSize: size * 0.42,
      }}
    >
      {String(n).padStart(2, '0')}
    </span>
  );
}
