// 开奖: the official numbers are sent only after the confirmation modal repeated them; the games
// table above reads the turns again after a draw.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../test/fakeServer';
import { ConsoleProviders } from '../App';
import { LotteryScreen } from './LotteryScreen';

const openInfo = {
  gameId: 70,
  gameName: '香港六合彩',
  cur: { turnNum: '2026133', closeTime: '2026-12-01 21:15:00', liveUrl: '' },
  pre: {
    turnNum: '2026132',
    openNum: '03,17,22,31,40,45,09',
    openTime: '2026-11-29 21:30:00',
    isStreaming: 0,
    liveUrl: '',
  },
  plan: { turnNum: '2026133', planTime: '2026-12-01 21:30:00' },
  serverTime: '2026-11-29 21:31:00',
};

/** The seven fields in order (正码1-6, 特别号); fireEvent: role queries and key-by-key typing over
 * antd's tree are slow in jsdom. */
function enter(numbers: number[]) {
  const fields = document.querySelectorAll<HTMLInputElement>(
    'input[role="spinbutton"][aria-label]',
  );
  expect([...fields].slice(0, 7).map((field) => field.getAttribute('aria-label'))).toEqual([
    '正码1',
    '正码2',
    '正码3',
    '正码4',
    '正码5',
    '正码6',
    '特别号',
  ]);
  numbers.forEach((n, index) => fireEvent.change(fields[index]!, { target: { value: String(n) } }));
}

/** The reads of the games table (GamesTable), answered empty: the entry is what these tests check. */
const reads = {
  'GET /console-api/lottery/games': ok([]),
  'GET /console-api/lottery/games/70/draws': ok({ data: [], totalCount: 0 }),
};
type Server = ReturnType<typeof fakeServer>;
const changes = (server: Server) => server.requests.filter((request) => request.method !== 'GET');
const gameReads = (server: Server) =>
  server.requests.filter((request) => request.url.pathname === '/console-api/lottery/games').length;

// antd's screens in jsdom take seconds each on a busy machine (a lazy screen, its first render).
describe('LotteryScreen', { timeout: hangTimeout(90_000) }, () => {
  it('repeats the numbers in a modal and draws only on 确认开奖', async () => {
    const server = fakeServer({
      ...reads,
      'POST /console-api/operator/lottery/draw': ok(openInfo),
    });
    render(
      <ConsoleProviders
        session={{
          status: 'signedIn',
          me: {
            name: 'op',
            role: 'ops',
            roleLabel: '运营',
            mustChangePassword: false,
            csrfToken: 'c',
          },
        }}
      >
        <LotteryScreen />
      </ConsoleProviders>,
    );
    const numbers = [3, 17, 22, 31, 40, 45, 9];
    enter(numbers);
    fireEvent.click(screen.getByText('核对并开奖'));
    const balls = within(await screen.findByTestId('confirm-balls')).getAllByLabelText(/^\d+$/);
    expect(balls.map((ball) => ball.textContent)).toEqual([
      '03',
      '17',
      '22',
      '31',
      '40',
      '45',
      '09',
    ]);
    expect(changes(server)).toHaveLength(0);
    const readsBefore = gameReads(server);
    fireEvent.click(screen.getByText('确认开奖'));
    expect(await screen.findByText('第 2026132 期已开奖')).toBeInTheDocument();
    expect(changes(server)[0]?.body).toEqual({ gameId: 70, numbers });
    // The games table reads the turns again after the draw.
    await waitFor(() => expect(gameReads(server)).toBeGreaterThan(readsBefore));
  });

  it('refuses the same number twice before anything is sent', async () => {
    const server = fakeServer(reads);
    render(
      <ConsoleProviders
        session={{
          status: 'signedIn',
          me: {
            name: 'op',
            role: 'ops',
            roleLabel: '运营',
            mustChangePassword: false,
            csrfToken: 'c',
          },
        }}
      >
        <LotteryScreen />
      </ConsoleProviders>,
    );
    enter([1, 2, 3, 4, 5, 6, 6]);
    fireEvent.click(screen.getByText('核对并开奖'));
    expect(await screen.findByRole('alert')).toHaveTextContent('7 个号码不能重复');
    expect(screen.queryByTestId('confirm-balls')).toBeNull();
    expect(changes(server)).toHaveLength(0);
  });
});
