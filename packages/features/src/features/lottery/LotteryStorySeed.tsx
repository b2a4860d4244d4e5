// Seeds the surrounding query cache before its children render (lottery stories), and turns the
// game socket off so a story makes no network connection.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { GameSocketOverride } from './realtime/LotteryRealtime';

export interface LotteryStorySeedProps {
  entries: readonly (readonly [QueryKey, unknown])[];
  children?: ReactNode;
}

export function LotteryStorySeed({ entries, children }: LotteryStorySeedProps) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const [key, data] of entries) queryClient.setQueryData(key, data);
    return true;
  });
  return <GameSocketOverride value={null}>{children}</GameSocketOverride>;
}
