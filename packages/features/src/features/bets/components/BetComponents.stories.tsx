// The betting screen's and bet list's parts on their own, with seeded props.
import { betStatusKind, betStatusText, playOptions } from '@jinli/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { betRecordsFixture } from '../betFixtures';
import { quickPickKeys } from '../game/betSlip';
import { BetRecordPages } from '../list/BetRecordPages';
import { BetRecordRow } from '../list/BetRecordRow';
import '../game/BettingTab.css';
import '../list/BetListScreen.css';
import { AmountInput } from './AmountInput';
import { OptionGrid } from './OptionGrid';
import { QuickPicks } from './QuickPicks';

const meta = {
  title: 'Features/Bets/Components',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const YEAR = 2026;

function NumbersAndQuickPicks() {
  const [selected, setSelected] = useState<string[]>(['07', '19']);
  return (
    <div style={{ display: 'grid', gap: 10, maxWidth: 390 }}>
      <QuickPicks
        onPick={(pick) => setSelected(quickPickKeys(pick, YEAR))}
        onClear={() => setSelected([])}
      />
      <OptionGrid
        variant="numbers"
        options={playOptions('tema', YEAR)}
        selected={selected}
        odds={{ base: '47.5' }}
        lunarYear={YEAR}
        onToggle={(key) =>
          setSelected((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key]))
        }
      />
    </div>
  );
}

export const NumberGrid: Story = {
  render: () => <NumbersAndQuickPicks />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '绿' }));
    await expect(c.getAllByRole('button', { pressed: true })).toHaveLength(16);
  },
};

export const ColourOptions: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <OptionGrid
        variant="options"
        options={playOptions('colour', YEAR)}
        selected={['red']}
        odds={{ red: '2.8', blue: '2.9', green: '2.9' }}
        lunarYear={YEAR}
        onToggle={() => undefined}
      />
    </div>
  ),
};

export const ZodiacOptions: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <OptionGrid
        variant="options"
        options={playOptions('specialZodiac', YEAR)}
        selected={['马']}
        odds={{ base: '11.5', yearSign: '9.5' }}
        lunarYear={YEAR}
        onToggle={() => undefined}
      />
    </div>
  ),
};

function Amount() {
  const [value, setValue] = useState('50');
  return (
    <div style={{ maxWidth: 390 }}>
      <AmountInput value={value} onChange={setValue} />
    </div>
  );
}

export const AmountField: Story = { render: () => <Amount /> };

const now = Date.now();
const context = { now, cancelEnabled: true };
const records = betRecordsFixture(now);

function Rows({ compact, cancel }: { compact: boolean; cancel: boolean }) {
  return (
    <ul className={`jl-records${compact ? ' jl-records--compact' : ''}`} style={{ maxWidth: 390 }}>
      {records.map((record) => (
        <BetRecordRow
          key={record.orderNo}
          record={record}
          compact={compact}
          statusKind={betStatusKind(record, context)}
          statusText={betStatusText(record, context)}
          picked={cancel ? record.orderNo === 'B1' : undefined}
          cancelable={record.orderNo === 'B1'}
        />
      ))}
    </ul>
  );
}

export const RecordRows: Story = { render: () => <Rows compact={false} cancel={false} /> };
export const RecordRowsCompact: Story = { render: () => <Rows compact cancel={false} /> };
export const RecordRowsCancelMode: Story = { render: () => <Rows compact={false} cancel /> };

/** The loaded pages with the infinite scroll's end line (no more pages). */
export const RecordPages: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <BetRecordPages
        rows={records}
        paging={{
          hasNextPage: false,
          isFetchingNextPage: false,
          isFetchNextPageError: false,
          fetchNextPage: () => Promise.resolve(),
        }}
        context={context}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('bet-record')).toHaveLength(records.length);
  },
};
