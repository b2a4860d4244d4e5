import { lotteryKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { historyFixture, openInfoFixture } from '../../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../../lottery/LotteryStorySeed';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { fiveElementsFixture } from '../betFixtures';
import { GameScreen } from './GameScreen';
import { HeatMapTab } from './HeatMapTab';
import { JoyMingTab } from './JoyMingTab';

/** The game page (/game/71) and its tabs on a seeded cache (no network). */
const meta = {
  title: 'Features/Bets/Game',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const info71 = openInfoFixture({ gameId: 71, secondsToDraw: 3_600 });
const closed71 = openInfoFixture({ gameId: 71, secondsToDraw: 5 });
const history71 = historyFixture(71, 100);

function Game({ path, info = info71 }: { path: string; info?: typeof info71 }) {
  return (
    <StoryProviders path={path}>
      <LotteryStorySeed
        entries={[
          [lotteryKeys.openInfo(71), info],
          [
            lotteryKeys.history({ gameId: 71, page: 1, rows: 100 }),
            { data: history71, totalCount: 100 },
          ],
          [staticDocumentKeys.document('five-elements'), fiveElementsFixture()],
        ]}
      >
        <Routes>
          <Route path="/game/:gameId" element={<GameScreen />}>
            <Route path="heat-map" element={<HeatMapTab />} />
            <Route path="joy-ming" element={<JoyMingTab now={() => Date.UTC(2026, 10, 21, 4)} />} />
          </Route>
        </Routes>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

export const HeatMap: Story = {
  render: () => <Game path="/game/71/heat-map" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findAllByTestId('heat-cell')).toHaveLength(49);
    await expect(c.getByText('近100期号码出现次数')).toBeVisible();
  },
};

export const JoyMing: Story = {
  render: () => <Game path="/game/71/joy-ming" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('2026-11-21（己亥日）')).toBeVisible();
    await expect(c.getByTestId('joy-zodiac')).toHaveTextContent('今日生肖：猪');
  },
};

/** Five seconds before the draw: betting closed (封盘), counting down to the next turn. */
export const Closed: Story = {
  render: () => <Game path="/game/71/heat-map" info={closed71} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('game-turn')).toHaveAttribute(
      'data-phase',
      'closed',
    );
  },
};
