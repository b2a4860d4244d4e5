// One player: profile, wallet, login state and bound accounts; the account actions (禁言/解除禁言,
// 封禁/解封, 解除登录锁定, 强制重置密码) for 客服/管理员; 调整余额 for 财务/管理员; and the player's
// ledger, bets, orders and sign-ins, each paged.
import {
  CONSOLE_PLAYER_ACTION_LABELS,
  type ConsoleBetRow,
  type ConsoleLedgerRow,
  type ConsolePlayerAction,
  type ConsolePlayerProfile,
  type ConsoleRechargeRow,
  type ConsoleWithdrawalRow,
  RECHARGE_STATUS_LABELS,
  WITHDRAW_STATUS_LABELS,
} from '@jinli/contract/console';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { DecisionButton } from '../shared/DecisionButton';
import { yuan } from '../shared/money';
import { PagedTable } from '../shared/PagedTable';
import { formatTime } from '../shared/time';
import { AdjustBalanceModal } from './AdjustBalanceModal';
import { PlayerStateTags } from './PlayerList';
import { type PlayerSessionRow, playersApi } from './playersApi';
import { PLAYERS_TEXT as T } from './strings';

/** The actions that apply to the player as they are now. */
function actionsFor(profile: ConsolePlayerProfile): ConsolePlayerAction[] {
  return [
    profile.muted ? 'unmute' : 'mute',
    profile.banned ? 'unban' : 'ban',
    'unlock',
    ...(profile.mustResetPassword ? [] : (['must-reset'] as const)),
  ];
}

const signed = (amount: number) => (
  <Typography.Text type={amount < 0 ? 'danger' : 'success'}>
    {amount > 0 ? `+${yuan(amount)}` : yuan(amount)}
  </Typography.Text>
);

function Profile({ profile }: { profile: ConsolePlayerProfile }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions title={T.profile} bordered size="small" column={3}>
        <Descriptions.Item label={T.account}>{profile.account}</Descriptions.Item>
        <Descriptions.Item label={T.type}>
          {T.types[profile.type] ?? profile.type}
        </Descriptions.Item>
        <Descriptions.Item label={T.state}>
          <PlayerStateTags row={profile} />
        </Descriptions.Item>
        <Descriptions.Item label={T.fullName}>{profile.fullName || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.phone}>{profile.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.email}>{profile.email || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.qq}>{profile.qq || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.weixin}>{profile.weixin || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.birthday}>{profile.birthday || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.agentChain} span={2}>
          {profile.agentChain.length ? profile.agentChain.join(' › ') : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={T.promoCode}>{profile.promoCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={T.registerTime}>
          {formatTime(profile.createTime)}
        </Descriptions.Item>
        <Descriptions.Item label={T.registerIp}>{profile.registerIp || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.lastLogin}>
          {formatTime(profile.lastLoginTime)}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions title={T.wallet} bordered size="small" column={3}>
        <Descriptions.Item label={T.mainWallet}>{yuan(profile.wallet.balance)}</Descriptions.Item>
        <Descriptions.Item label={T.gameWallet}>
          {yuan(profile.wallet.gameBalance)}
        </Descriptions.Item>
        <Descriptions.Item label={T.rechargeTotal}>
          {yuan(profile.wallet.rechargeTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={T.vipLevel}>{profile.vip.level}</Descriptions.Item>
        <Descriptions.Item label={T.cycleBet}>{yuan(profile.vip.cycleBetAmount)}</Descriptions.Item>
        <Descriptions.Item label={T.chatLevel}>{profile.vip.chatLevel}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={T.login} bordered size="small" column={3}>
        <Descriptions.Item label={T.failures}>{profile.login.failuresLastHour}</Descriptions.Item>
        <Descriptions.Item label={T.locked}>
          {profile.login.locked ? <Tag color="red">{T.locked}</Tag> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={T.activeSessions}>
          {profile.login.activeSessions}
        </Descriptions.Item>
      </Descriptions>
      {profile.banks.length ? (
        <Descriptions title={T.banks} bordered size="small" column={1}>
          {profile.banks.map((bank) => (
            <Descriptions.Item key={bank.id} label={bank.bankName || bank.kind}>
              {bank.cardNo} {bank.realName}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Space>
  );
}

export function PlayerDetail({ id }: { id: number }) {
  const me = useMe();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [adjusting, setAdjusting] = useState(false);
  const canAct = (['admin', 'support'] as readonly string[]).includes(me.role);
  const canAdjust = (ROLES.finance as readonly string[]).includes(me.role);
  const profile = useQuery({ queryKey: ['player', id], queryFn: () => playersApi.profile(id) });
  const threshold = useQuery({
    queryKey: ['adjustments', 'threshold'],
    queryFn: async () => (await playersApi.adjustments({}, 1, 1)).approvalThreshold,
    enabled: canAdjust,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['player', id] });

  if (profile.isLoading) return <Skeleton active />;
  if (profile.isError || !profile.data)
    return <Alert type="error" showIcon title={profile.error?.message ?? T.notFound} />;
  const data = profile.data;

  return (
    <Card
      title={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/players')}>
            {T.back}
          </Button>
          <span>{data.account}</span>
        </Space>
      }
      extra={
        <Space wrap>
          {canAct
            ? actionsFor(data).map((action) => (
                <DecisionButton
                  key={action}
                  type="default"
                  size="middle"
                  danger={action === 'ban' || action === 'mute'}
                  label={CONSOLE_PLAYER_ACTION_LABELS[action]}
                  question={T.actionConfirm(CONSOLE_PLAYER_ACTION_LABELS[action], data.account)}
                  notePlaceholder={T.reason}
                  onConfirm={async (reason) => {
                    await playersApi.act(id, action, reason);
                    message.success(T.actionDone(CONSOLE_PLAYER_ACTION_LABELS[action]));
                    void refresh();
                  }}
                />
              ))
            : null}
          {canAdjust ? (
            <Button type="primary" onClick={() => setAdjusting(true)}>
              {T.adjust}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Profile profile={data} />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'ledger',
            label: T.ledgerTab,
            children: (
              <PagedTable<ConsoleLedgerRow>
                queryKey={['player', id, 'ledger']}
                rowKey="id"
                fetchPage={(page, size) => playersApi.ledger(id, page, size)}
                columns={[
                  { title: T.time, dataIndex: 'createTime', width: 170, render: formatTime },
                  { title: T.ledgerType, dataIndex: 'typeLabel', width: 110 },
                  { title: T.amount, dataIndex: 'amount', align: 'right', render: signed },
                  {
                    title: T.balanceAfter,
                    dataIndex: 'balanceAfter',
                    align: 'right',
                    render: yuan,
                  },
                  {
                    title: T.ref,
                    key: 'ref',
                    render: (_, row) => (row.refId ? `${row.refType ?? ''} ${row.refId}` : '—'),
                  },
                  { title: T.remark, dataIndex: 'remark' },
                ]}
              />
            ),
          },
          {
            key: 'bets',
            label: T.betsTab,
            children: (
              <PagedTable<ConsoleBetRow>
                queryKey={['player', id, 'bets']}
                rowKey="orderNo"
                fetchPage={(page, size) => playersApi.bets(id, page, size)}
                columns={[
                  { title: T.time, dataIndex: 'createTime', width: 170, render: formatTime },
                  { title: T.game, dataIndex: 'gameName', width: 110 },
                  { title: T.turn, dataIndex: 'turnNum', width: 120 },
                  { title: T.play, dataIndex: 'playName', width: 100 },
                  { title: T.betInfo, dataIndex: 'betInfo', ellipsis: true },
                  { title: T.amount, dataIndex: 'amount', align: 'right', render: yuan },
                  {
                    title: T.status,
                    key: 'status',
                    render: (_, row) =>
                      row.result !== null
                        ? (T.betResult[row.result] ?? row.result)
                        : (T.betStatus[row.status] ?? row.status),
                  },
                  { title: T.reward, dataIndex: 'reward', align: 'right', render: yuan },
                ]}
              />
            ),
          },
          {
            key: 'recharges',
            label: T.rechargesTab,
            children: (
              <PagedTable<ConsoleRechargeRow>
                queryKey={['player', id, 'recharges']}
                rowKey="orderNo"
                fetchPage={(page, size) => playersApi.recharges(id, page, size)}
                columns={[
                  { title: T.time, dataIndex: 'createTime', width: 170, render: formatTime },
                  { title: 'orderNo', dataIndex: 'orderNo' },
                  { title: T.amount, dataIndex: 'amount', align: 'right', render: yuan },
                  {
                    title: T.status,
                    dataIndex: 'status',
                    render: (s: keyof typeof RECHARGE_STATUS_LABELS) => RECHARGE_STATUS_LABELS[s],
                  },
                  { title: T.remark, dataIndex: 'channelName' },
                ]}
              />
            ),
          },
          {
            key: 'withdrawals',
            label: T.withdrawalsTab,
            children: (
              <PagedTable<ConsoleWithdrawalRow>
                queryKey={['player', id, 'withdrawals']}
                rowKey="orderNo"
                fetchPage={(page, size) => playersApi.withdrawals(id, page, size)}
                columns={[
                  { title: T.time, dataIndex: 'createTime', width: 170, render: formatTime },
                  { title: 'orderNo', dataIndex: 'orderNo' },
                  { title: T.amount, dataIndex: 'amount', align: 'right', render: yuan },
                  {
                    title: T.status,
                    dataIndex: 'status',
                    render: (s: keyof typeof WITHDRAW_STATUS_LABELS) => WITHDRAW_STATUS_LABELS[s],
                  },
                  { title: T.remark, dataIndex: 'remark' },
                ]}
              />
            ),
          },
          {
            key: 'sessions',
            label: T.sessionsTab,
            children: (
              <PagedTable<PlayerSessionRow>
                queryKey={['player', id, 'sessions']}
                rowKey="id"
                fetchPage={(page, size) => playersApi.sessions(id, page, size)}
                columns={[
                  { title: T.sessionCreate, dataIndex: 'createTime', render: formatTime },
                  { title: T.sessionLastUsed, dataIndex: 'lastUsedTime', render: formatTime },
                  { title: T.sessionExpire, dataIndex: 'expireTime', render: formatTime },
                  { title: T.sessionRevoked, dataIndex: 'revokedTime', render: formatTime },
                  {
                    title: T.sessionActive,
                    dataIndex: 'active',
                    render: (active: boolean) =>
                      active ? <Tag color="green">{T.sessionActive}</Tag> : '—',
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <AdjustBalanceModal
        account={data.account}
        open={adjusting}
        threshold={threshold.data}
        onClose={() => setAdjusting(false)}
        onSubmit={async (amount, reason) => {
          const answer = await playersApi.adjust(id, amount, reason);
          message.success(answer.status === 'pending' ? T.adjustPending : T.adjustApplied);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
        }}
      />
    </Card>
  );
}
