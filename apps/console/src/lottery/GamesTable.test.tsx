// 开奖's games table: each game's cadence, turn on sale, close time and next draws; a click on a
// game reads its draws (paged) and shows their numbers as balls with the settlement state.
import type { ConsoleLotteryDrawRow, ConsoleLotteryGame } from '@jinli/contract/console';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../test/fakeServer';
import { ConsoleProviders } from '../App';
import { GamesTable } from './GamesTable';

const at = (text: string) => new Date(text).getTime();

const markSix: ConsoleLotteryGame = {
  gameId: 70,
  name: '香港六合彩',
  code: 'xglhc',
  cadence: { kind: 'daily', dailyTime: '21:30' },
  closeBeforeSeconds: 300,
  live: true,
  revealIntervalSeconds: 10,
  operatorDrawn: true,
  timeZone: 'Asia/Shanghai',
  current: {
    turnNum: '2026334',
    closeAt: at('2026-11-30T21:25:00'),
    drawAt: at('2026-11-30T21:30:00'),
    state: 'open',
    rescheduled: false,
  },
  nextDraws: [
    { turnNum: '2026334', drawAt: at('2026-11-30T21:30:00') },
    { turnNum: '2026335', drawAt: at('2026-12-01T21:30:00') },
  ],
  latest: null,
};
const oneMinute: ConsoleLotteryGame = {
  ...markSix,
  gameId: 42,
  name: '一分六合彩',
  code: 'yflhc',
  cadence: { kind: 'interval', intervalSeconds: 60 },
  live: false,
  operatorDrawn: false,
  current: { ...markSix.current, turnNum: '202611301291', state: 'closed' },
};
const draw: ConsoleLotteryDrawRow = {
  turnNum: '202611301290',
  numbers: [3, 17, 22, 31, 40, 45, 9],
  drawnAt: at('2026-11-30T21:30:00'),
  streaming: false,
  pendingBets: 2,
  settled: false,
};

function Screen() {
  const [selected, setSelected] = useState<number | null>(null);
  return <GamesTable selected={selected} onSelect={setSelected} />;
}

// antd's tables in jsdom take seconds on a busy machine (the first render of the kit).
describe('GamesTable', { timeout: hangTimeout(90_000) }, () => {
  it('lists the games and, on a click, the game’s draws as balls', async () => {
    const server = fakeServer({
      'GET /console-api/lottery/games': ok([markSix, oneMinute]),
      'GET /console-api/lottery/games/42/draws': ok({ data: [draw], totalCount: 31 }),
    });
    render(
      <ConsoleProviders
        session={{
          status: 'signedIn',
          me: {
            name: 'cs',
            role: 'support',
            roleLabel: '客服',
            mustChangePassword: false,
            csrfToken: 'c',
          },
        }}
      >
        <Screen />
      </ConsoleProviders>,
    );
    const markSixRow = (await screen.findByText('香港六合彩')).closest('tr')!;
    expect(markSixRow).toHaveTextContent('每日 21:30（Asia/Shanghai）');
    expect(markSixRow).toHaveTextContent('人工录入');
    expect(markSixRow).toHaveTextContent('销售中');
    expect(markSixRow).toHaveTextContent('11-30 21:25:00');
    expect(markSixRow).toHaveTextContent('11-30 21:30 · 12-01 21:30');
    const fastRow = screen.getByText('一分六合彩').closest('tr')!;
    expect(fastRow).toHaveTextContent('每 1 分钟');
    expect(fastRow).toHaveTextContent('202611301291');
    expect(fastRow).toHaveTextContent('已封盘');
    expect(screen.getByText('请在上方选择一个彩种')).toBeInTheDocument();

    fireEvent.click(screen.getByText('一分六合彩'));
    const drawRow = (await screen.findByText('202611301290')).closest('tr')!;
    expect(
      within(drawRow)
        .getAllByLabelText(/^\d+$/)
        .map((ball) => ball.textContent),
    ).toEqual(['03', '17', '22', '31', '40', '45', '09']);
    expect(drawRow).toHaveTextContent('待结算（2 注）');
    expect(screen.getByText('一分六合彩 · 历史开奖')).toBeInTheDocument();
    expect(screen.getByText('共 31 条')).toBeInTheDocument();
    const asked = server.requests.find((request) => request.url.pathname.endsWith('/draws'))!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ page: '1', pageSize: '10' });
  });
});
