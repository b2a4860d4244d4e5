// 代理: the agent tree one level at a time — the company's top (members without an agent) or an
// account's direct members, each with its team's figures over the chosen days; an agent row opens
// its own members, the breadcrumb goes back up.
import type { ConsoleAgentNode, ConsoleAgentTree } from '@jinli/contract/console';
import { CONSOLE_AGENT_PATHS } from '@jinli/contract/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Input,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { consoleApi } from '../api/client';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { yuan, yuanPlain } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { AGENTS_TEXT as T } from './strings';

interface TreeQuery {
  root?: string | undefined;
  beginDate?: string | undefined;
  endDate?: string | undefined;
  agentsOnly?: '1' | undefined;
}

const fetchTree = (query: TreeQuery, page: number, rows: number) =>
  consoleApi.get<ConsoleAgentTree>(CONSOLE_AGENT_PATHS.tree, { ...query, page, rows });

export function AgentsScreen() {
  const [query, setQuery] = useState<TreeQuery>({});
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(20);
  const tree = useQuery({
    queryKey: ['agents', query, page, rows],
    queryFn: () => fetchTree(query, page, rows),
    placeholderData: keepPreviousData,
  });
  const go = (change: Partial<TreeQuery>) => {
    setQuery((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const data = tree.data;

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={T.searchPlaceholder}
          aria-label={T.search}
          enterButton={T.search}
          style={{ width: 300 }}
          onSearch={(value) => go({ root: value.trim() || undefined })}
        />
        <Typography.Text>{T.range}</Typography.Text>
        <DatePicker.RangePicker
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            go({
              beginDate: range?.[0]?.format('YYYY-MM-DD'),
              endDate: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
        <Checkbox onChange={(event) => go({ agentsOnly: event.target.checked ? '1' : undefined })}>
          {T.agentsOnly}
        </Checkbox>
        <ExportCsvButton<ConsoleAgentNode>
          name={T.exportName}
          columns={[
            { title: T.account, value: (n) => n.account },
            { title: T.isAgent, value: (n) => (n.isAgent ? T.isAgent : T.player) },
            { title: T.rebate, value: (n) => n.rebate },
            { title: T.teamSize, value: (n) => n.teamSize },
            { title: T.directCount, value: (n) => n.directCount },
            { title: T.teamRecharge, value: (n) => yuanPlain(n.teamRecharge) },
            { title: T.teamBets, value: (n) => yuanPlain(n.teamBets) },
            { title: T.commission, value: (n) => yuanPlain(n.commission) },
            { title: T.teamRegistered, value: (n) => n.teamRegistered },
            { title: T.registerTime, value: (n) => formatTime(n.registerTime) },
          ]}
          fetchPage={async (p, size) => {
            const answer = await fetchTree(query, p, Math.min(size, 50));
            return { data: answer.children, totalCount: answer.totalChildren };
          }}
        />
      </Space>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <a onClick={() => go({ root: undefined })}>{T.top}</a> },
          ...(data?.path ?? []).map((node) => ({
            title: <a onClick={() => go({ root: node.account })}>{node.account}</a>,
          })),
          ...(data?.root ? [{ title: data.root.account }] : []),
        ]}
      />
      {tree.isError ? (
        <Alert type="error" showIcon title={tree.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      {data ? (
        <Typography.Paragraph type="secondary">
          {T.period(data.beginDate, data.endDate)}
        </Typography.Paragraph>
      ) : null}
      {data?.root ? (
        <Descriptions
          title={T.rootFigures(data.root.account)}
          bordered
          size="small"
          column={4}
          style={{ marginBottom: 16 }}
        >
          <Descriptions.Item label={T.teamSize}>{data.root.teamSize}</Descriptions.Item>
          <Descriptions.Item label={T.directCount}>{data.root.directCount}</Descriptions.Item>
          <Descriptions.Item label={T.teamRecharge}>
            {yuan(data.root.teamRecharge)}
          </Descriptions.Item>
          <Descriptions.Item label={T.teamBets}>{yuan(data.root.teamBets)}</Descriptions.Item>
          <Descriptions.Item label={T.commission}>{yuan(data.root.commission)}</Descriptions.Item>
          <Descriptions.Item label={T.teamRegistered}>{data.root.teamRegistered}</Descriptions.Item>
          <Descriptions.Item label={T.rebate}>{data.root.rebate}</Descriptions.Item>
          <Descriptions.Item label={T.registerTime}>
            {formatTime(data.root.registerTime)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table<ConsoleAgentNode>
        rowKey="userId"
        size="middle"
        loading={tree.isFetching}
        dataSource={data?.children ?? []}
        pagination={{
          current: page,
          pageSize: rows,
          total: data?.totalChildren ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: SHARED_TEXT.total,
          onChange: (next, size) => {
            setPage(size === rows ? next : 1);
            setRows(size);
          },
        }}
        columns={[
          { title: T.account, dataIndex: 'account' },
          {
            title: T.isAgent,
            dataIndex: 'isAgent',
            render: (agent: boolean) =>
              agent ? <Tag color="purple">{T.isAgent}</Tag> : <Tag>{T.player}</Tag>,
          },
          { title: T.rebate, dataIndex: 'rebate', align: 'right' },
          { title: T.teamSize, dataIndex: 'teamSize', align: 'right' },
          { title: T.directCount, dataIndex: 'directCount', align: 'right' },
          { title: T.teamRecharge, dataIndex: 'teamRecharge', align: 'right', render: yuan },
          { title: T.teamBets, dataIndex: 'teamBets', align: 'right', render: yuan },
          { title: T.commission, dataIndex: 'commission', align: 'right', render: yuan },
          { title: T.teamRegistered, dataIndex: 'teamRegistered', align: 'right' },
          { title: T.registerTime, dataIndex: 'registerTime', render: formatTime },
          {
            title: SHARED_TEXT.actions,
            key: 'open',
            render: (_, node) =>
              node.directCount > 0 ? (
                <Button type="link" size="small" onClick={() => go({ root: node.account })}>
                  {T.open}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
