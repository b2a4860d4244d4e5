// 开奖's reads: every game with its cadence, turn on sale and the engine's next draws; a click on a
// game lists its draws, newest first, with the numbers as balls (the confirmation modal's Ball).
import type { ConsoleLotteryDrawRow, ConsoleLotteryGame } from '@jinli/contract/console';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { PagedTable } from '../shared/PagedTable';
import { formatTime } from '../shared/time';
import { Ball } from './Ball';
import { LOTTERY_QUERY_KEY, lotteryApi } from './lotteryApi';
import { LOTTERY_TEXT as T } from './strings';

/** Turns of fast games change every minute or so: the list follows without a click. */
const GAMES_REFRESH_MS = 15_000;
/** The games scroll within this height (px), so that the selected game's draws show below. */
const GAMES_TABLE_HEIGHT = 300;

const shortTime = (ms: number) => dayjs(ms).format('MM-DD HH:mm:ss');
/** Next draws: a fast game's are within the day (the time says it), a daily game's a day apart. */
const drawTime = (game: ConsoleLotteryGame, ms: number) =>
  dayjs(ms).format(game.cadence.kind === 'interval' ? 'HH:mm:ss' : 'MM-DD HH:mm');

function cadenceText(game: ConsoleLotteryGame): string {
  return game.cadence.kind === 'interval'
    ? T.everySeconds(game.cadence.intervalSeconds)
    : T.daily(game.cadence.dailyTime, game.timeZone);
}

export function Balls({ numbers, size = 24 }: { numbers: number[]; size?: number }) {
  return (
    <Space size={4}>
      {numbers.map((n, index) => (
        <Ball key={`${index}-${n}`} n={n} size={size} />
      ))}
    </Space>
  );
}

const gameColumns: TableColumnsType<ConsoleLotteryGame> = [
  {
    title: T.gameName,
    dataIndex: 'name',
    width: 210,
    render: (name: string, game) => (
      <Space size={4} wrap>
        <Typography.Text strong>{name}</Typography.Text>
        {game.live ? <Tag color="red">{T.liveTag}</Tag> : null}
        {game.operatorDrawn ? <Tag color="gold">{T.manualTag}</Tag> : null}
      </Space>
    ),
  },
  { title: T.cadence, key: 'cadence', width: 210, render: (_, game) => cadenceText(game) },
  {
    title: T.currentTurn,
    key: 'turn',
    width: 230,
    render: (_, game) => (
      <Space size={4} wrap>
        <span>{game.current.turnNum}</span>
        <Space size={0}>
          {game.current.state === 'open' ? (
            <Tag color="green">{T.stateOpen}</Tag>
          ) : (
            <Tag color="orange">{T.stateClosed}</Tag>
          )}
          {game.current.rescheduled ? <Tag>{T.rescheduled}</Tag> : null}
        </Space>
      </Space>
    ),
  },
  {
    title: T.closesAt,
    key: 'closeAt',
    width: 140,
    render: (_, game) => shortTime(game.current.closeAt),
  },
  {
    title: T.nextDraws,
    key: 'next',
    render: (_, game) => (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {game.nextDraws.map((draw) => drawTime(game, draw.drawAt)).join(' · ')}
      </Typography.Text>
    ),
  },
];

const drawColumns: TableColumnsType<ConsoleLotteryDrawRow> = [
  { title: T.turnNum, dataIndex: 'turnNum', width: 130 },
  {
    title: T.openNum,
    dataIndex: 'numbers',
    render: (numbers: number[]) => <Balls numbers={numbers} />,
  },
  { title: T.drawnAt, dataIndex: 'drawnAt', width: 170, render: formatTime },
  {
    title: T.settlement,
    key: 'settlement',
    width: 130,
    render: (_, row) =>
      row.streaming ? (
        <Tag color="red">{T.streaming}</Tag>
      ) : row.settled ? (
        <Tag color="green">{T.settled}</Tag>
      ) : (
        <Tag color="orange">{T.pendingBets(row.pendingBets)}</Tag>
      ),
  },
];

export interface GamesTableProps {
  selected: number | null;
  onSelect: (gameId: number) => void;
}

/** The games and, below them, the selected game's draws. */
export function GamesTable({ selected, onSelect }: GamesTableProps) {
  const games = useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'games'],
    queryFn: lotteryApi.games,
    refetchInterval: GAMES_REFRESH_MS,
  });
  const game = games.data?.find((row) => row.gameId === selected);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={T.gamesTitle}
        extra={<Typography.Text type="secondary">{T.gamesHint}</Typography.Text>}
      >
        <Table<ConsoleLotteryGame>
          rowKey="gameId"
          size="small"
          columns={gameColumns}
          dataSource={games.data ?? []}
          loading={games.isFetching && !games.data}
          pagination={false}
          scroll={{ y: GAMES_TABLE_HEIGHT }}
          rowClassName={(row) => (row.gameId === selected ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => onSelect(row.gameId), style: { cursor: 'pointer' } })}
        />
      </Card>
      <Card title={T.drawsTitle(game?.name)}>
        {selected === null ? (
          <Empty description={T.drawsEmpty} />
        ) : (
          <PagedTable<ConsoleLotteryDrawRow>
            key={selected}
            queryKey={[...LOTTERY_QUERY_KEY, 'draws', selected]}
            fetchPage={(page, pageSize) => lotteryApi.draws(selected, page, pageSize)}
            columns={drawColumns}
            rowKey="turnNum"
          />
        )}
      </Card>
    </Space>
  );
}
