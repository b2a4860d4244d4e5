// Every screen of the console in menu order, with the roles that see it (the server's role sets of
// the endpoints behind it; the server refuses the rest anyway). Screens load lazily: ECharts only
// with the dashboard, each screen's code when it is first opened.
import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  ApartmentOutlined,
  CommentOutlined,
  PictureOutlined,
  DollarOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleScreen } from './layout/screens';
import { LAYOUT_TEXT } from './layout/strings';
import { ROLES } from './session/roles';

const M = LAYOUT_TEXT.menu;

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: '/dashboard',
    label: M.dashboard,
    icon: <DashboardOutlined />,
    roles: ROLES.any,
    Component: lazy(() =>
      import('./dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen })),
    ),
  },
  {
    path: '/players',
    label: M.players,
    icon: <UserOutlined />,
    roles: ROLES.any,
    Component: lazy(() =>
      import('./players/PlayersScreen').then((m) => ({ default: m.PlayersScreen })),
    ),
  },
  {
    path: '/recharges',
    label: M.recharges,
    icon: <WalletOutlined />,
    roles: ROLES.moneyRead,
    Component: lazy(() =>
      import('./queues/RechargesScreen').then((m) => ({ default: m.RechargesScreen })),
    ),
  },
  {
    path: '/withdrawals',
    label: M.withdrawals,
    icon: <DollarOutlined />,
    roles: ROLES.moneyRead,
    Component: lazy(() =>
      import('./queues/WithdrawalsScreen').then((m) => ({ default: m.WithdrawalsScreen })),
    ),
  },
  {
    path: '/lottery',
    label: M.lottery,
    icon: <TrophyOutlined />,
    roles: ROLES.ops,
    Component: lazy(() =>
      import('./lottery/LotteryScreen').then((m) => ({ default: m.LotteryScreen })),
    ),
  },
  {
    path: '/content',
    label: M.content,
    icon: <PictureOutlined />,
    roles: ROLES.any,
    Component: lazy(() =>
      import('./content/ContentScreen').then((m) => ({ default: m.ContentScreen })),
    ),
  },
  {
    path: '/brand',
    label: M.brand,
    icon: <SettingOutlined />,
    roles: ROLES.any,
    Component: lazy(() =>
      import('./settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
    ),
  },
  {
    path: '/chat',
    label: M.chat,
    icon: <CommentOutlined />,
    roles: ROLES.any,
    Component: lazy(() => import('./chat/ChatScreen').then((m) => ({ default: m.ChatScreen }))),
  },
  {
    path: '/agents',
    label: M.agents,
    icon: <ApartmentOutlined />,
    roles: ROLES.any,
    Component: lazy(() =>
      import('./agents/AgentsScreen').then((m) => ({ default: m.AgentsScreen })),
    ),
  },
  {
    path: '/ledger',
    label: M.ledger,
    icon: <BankOutlined />,
    roles: ROLES.moneyRead,
    Component: lazy(() =>
      import('./ledger/LedgerScreen').then((m) => ({ default: m.LedgerScreen })),
    ),
  },
  {
    path: '/audit',
    label: M.audit,
    icon: <AuditOutlined />,
    roles: ROLES.admin,
    Component: lazy(() => import('./audit/AuditScreen').then((m) => ({ default: m.AuditScreen }))),
  },
  {
    path: '/operators',
    label: M.operators,
    icon: <TeamOutlined />,
    roles: ROLES.admin,
    Component: lazy(() =>
      import('./operators/OperatorsScreen').then((m) => ({ default: m.OperatorsScreen })),
    ),
  },
];
