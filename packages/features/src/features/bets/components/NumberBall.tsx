// A Mark Six number as a coloured ball (colour from domain), with an optional label under it.
import { MARK_SIX_COLOURS, markSixColour, type MarkSixColour } from '@jinli/domain';
import { LotteryBall } from '@jinli/ui';

export function ballHex(n: number): string | undefined {
  const colour = markSixColour(n) as MarkSixColour | undefined;
  return colour ? MARK_SIX_COLOURS[colour].hex : undefined;
}

export interface NumberBallProps {
  number: number;
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function NumberBall({ number, label, size = 'sm' }: NumberBallProps) {
  return <LotteryBall number={number} color={ballHex(number)} label={label} size={size} />;
}
