// 玩家: the list (/players), one player (/players/:id), and the balance adjustments waiting for a
// second operator (调整复核, for 财务/管理员).
import { Card, Tabs } from 'antd';
import { Route, Routes, useParams } from 'react-router';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { AdjustmentReview } from './AdjustmentReview';
import { PlayerDetail } from './PlayerDetail';
import { PlayerList } from './PlayerList';
import { PLAYERS_TEXT as T } from './strings';

function Detail() {
  const { id } = useParams();
  return <PlayerDetail key={id} id={Number(id)} />;
}

function Lists() {
  const me = useMe();
  const review = (ROLES.finance as readonly string[]).includes(me.role);
  return (
    <Card>
      <Tabs
        items={[
          { key: 'list', label: T.listTab, children: <PlayerList /> },
          ...(review
            ? [{ key: 'review', label: T.reviewTab, children: <AdjustmentReview /> }]
            : []),
        ]}
      />
    </Card>
  );
}

export function PlayersScreen() {
  return (
    <Routes>
      <Route index element={<Lists />} />
      <Route path=":id" element={<Detail />} />
    </Routes>
  );
}
