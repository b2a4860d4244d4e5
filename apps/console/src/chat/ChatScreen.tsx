// 聊天: the rooms with who is in them and their slow mode; a room's recent messages, older pages on
// demand; deleting a message and muting (or unmuting) its sender, for 客服 and 管理员.
import type { ConsoleChatMessage, ConsoleChatRoom } from '@jinli/contract/console';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  InputNumber,
  Modal,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useMe } from '../session/useSession';
import { DecisionButton } from '../shared/DecisionButton';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { chatApi } from './chatApi';
import { CHAT_TEXT as T } from './strings';

function messageText(message: ConsoleChatMessage): string {
  if (message.type === 'image') return T.image;
  if (message.type === 'hongbao') return `${T.hongbao} ${message.body}`;
  if (message.type === 'system') return `${T.system} ${message.body}`;
  return message.body;
}

function Messages({ room, canModerate }: { room: ConsoleChatRoom; canModerate: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = ['chat', 'messages', room.roomId];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => chatApi.messages(room.roomId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return (
    <Card
      size="small"
      title={T.messages(room.name)}
      extra={
        <Space>
          <Button onClick={() => void refresh()}>{T.refresh}</Button>
          <ExportCsvButton<ConsoleChatMessage>
            name={T.exportName}
            columns={[
              { title: T.time, value: (m) => formatTime(m.createTime) },
              { title: T.sender, value: (m) => m.account || T.guest },
              { title: 'nickname', value: (m) => m.nickname },
              { title: T.content, value: (m) => messageText(m) },
            ]}
            fetchPage={async () => ({ data: rows, totalCount: rows.length })}
          />
        </Space>
      }
    >
      {pages.isError ? <Alert type="error" showIcon title={pages.error.message} /> : null}
      <Table<ConsoleChatMessage>
        rowKey="id"
        size="small"
        loading={pages.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: T.time, dataIndex: 'createTime', width: 170, render: formatTime },
          {
            title: T.sender,
            key: 'sender',
            width: 200,
            render: (_, m) => (
              <Space size={4}>
                <span>{m.nickname}</span>
                <Typography.Text type="secondary">{m.account || T.guest}</Typography.Text>
                {m.senderEnableChat ? null : <Tag color="orange">{T.muted}</Tag>}
              </Space>
            ),
          },
          { title: T.content, key: 'content', render: (_, m) => messageText(m) },
          ...(canModerate
            ? [
                {
                  title: SHARED_TEXT.actions,
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, m: ConsoleChatMessage) => (
                    <Space size={0}>
                      <DecisionButton
                        label={T.delete}
                        danger
                        question={T.deleteConfirm}
                        onConfirm={async () => {
                          await chatApi.remove(m.id);
                          message.success(T.deleted);
                          void refresh();
                        }}
                      />
                      {m.playerId !== null ? (
                        <DecisionButton
                          label={m.senderEnableChat ? T.mute : T.unmute}
                          danger={m.senderEnableChat}
                          question={
                            m.senderEnableChat
                              ? T.muteConfirm(m.account)
                              : T.unmuteConfirm(m.account)
                          }
                          onConfirm={async () => {
                            await chatApi.mute(m.id, m.senderEnableChat);
                            message.success(m.senderEnableChat ? T.muteDone : T.unmuteDone);
                            void refresh();
                          }}
                        />
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {pages.hasNextPage ? (
        <Button
          block
          style={{ marginTop: 12 }}
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {T.older}
        </Button>
      ) : null}
    </Card>
  );
}

export function ChatScreen() {
  const me = useMe();
  const canModerate = (['admin', 'support'] as readonly string[]).includes(me.role);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rooms = useQuery({
    queryKey: ['chat', 'rooms'],
    queryFn: chatApi.rooms,
    refetchInterval: 30_000,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [slowRoom, setSlowRoom] = useState<ConsoleChatRoom | null>(null);
  const [slowValue, setSlowValue] = useState<number | null>(0);
  const room = rooms.data?.find((r) => r.roomId === selected) ?? null;

  const saveSlow = async () => {
    if (!slowRoom || slowValue === null) return;
    try {
      await chatApi.setSlowMode(slowRoom.roomId, slowValue);
      message.success(T.slowModeSaved);
      setSlowRoom(null);
      void queryClient.invalidateQueries({ queryKey: ['chat', 'rooms'] });
    } catch (error) {
      message.error((error as Error).message);
    }
  };

  return (
    <Row gutter={16}>
      <Col span={10}>
        <Card size="small" title={T.rooms}>
          {rooms.isError ? <Alert type="error" showIcon title={rooms.error.message} /> : null}
          <Table<ConsoleChatRoom>
            rowKey="roomId"
            size="small"
            loading={rooms.isLoading}
            dataSource={rooms.data ?? []}
            pagination={false}
            rowClassName={(r) => (r.roomId === selected ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setSelected(r.roomId), style: { cursor: 'pointer' } })}
            columns={[
              { title: T.room, dataIndex: 'name' },
              {
                title: T.enabled,
                dataIndex: 'enabled',
                width: 64,
                render: (on: boolean) =>
                  on ? <Tag color="green">{T.on}</Tag> : <Tag>{T.off}</Tag>,
              },
              { title: T.minLevel, dataIndex: 'minChatLevel', width: 80 },
              { title: T.online, dataIndex: 'online', width: 60, align: 'right' },
              {
                title: T.slowMode,
                key: 'slow',
                width: 140,
                render: (_, r) => (
                  <Space size={4}>
                    <span>{r.secPerMess || T.slowModeOff}</span>
                    {canModerate ? (
                      <Button
                        type="link"
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          setSlowValue(r.secPerMess);
                          setSlowRoom(r);
                        }}
                      >
                        {T.setSlowMode}
                      </Button>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col span={14}>
        {room ? (
          <Messages key={room.roomId} room={room} canModerate={canModerate} />
        ) : (
          <Card size="small">
            <Typography.Text type="secondary">{T.pickRoom}</Typography.Text>
          </Card>
        )}
      </Col>
      <Modal
        open={slowRoom !== null}
        title={slowRoom ? T.slowModeTitle(slowRoom.name) : ''}
        onOk={() => void saveSlow()}
        onCancel={() => setSlowRoom(null)}
      >
        <Typography.Paragraph type="secondary">{T.slowModeHint}</Typography.Paragraph>
        <InputNumber
          min={0}
          max={3600}
          precision={0}
          value={slowValue}
          onChange={setSlowValue}
          aria-label={T.slowMode}
        />
      </Modal>
    </Row>
  );
}
