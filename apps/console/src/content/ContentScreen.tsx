// 内容: banners (the home carousel), notices and the marquee, ads by slot and promotions, each a
// list with filters, paging, CSV export and an editor with a phone preview in the players' look.
import type {
  ConsoleAd,
  ConsoleBanner,
  ConsoleNotice,
  ConsolePromotion,
} from '@jinli/contract/console';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  ColorPicker,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Tabs,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { formatTime } from '../shared/time';
import { contentApi } from './contentApi';
import { type ContentConfig, ContentList } from './ContentList';
import { ImageField } from './ImageField';
import { CONTENT_TEXT as T } from './strings';

const required = [{ required: true, whitespace: true, message: T.required }];

const common = (
  <>
    <Form.Item name="sort" label={T.sort}>
      <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
    </Form.Item>
    <Form.Item name="enabled" label={T.enabled} valuePropName="checked">
      <Switch checkedChildren={T.on} unCheckedChildren={T.off} />
    </Form.Item>
  </>
);

interface BannerValues {
  title: string;
  imageUrl: string;
  redirectUrl: string;
  sort: number;
  enabled: boolean;
}

const banners: ContentConfig<ConsoleBanner, BannerValues> = {
  kind: 'banners',
  label: T.tabs.banners,
  columns: [
    { title: T.title, dataIndex: 'title' },
    { title: T.image, dataIndex: 'imageUrl', ellipsis: true },
    { title: T.redirect, dataIndex: 'redirectUrl', ellipsis: true },
    { title: T.sort, dataIndex: 'sort', width: 110 },
    { title: T.updateTime, dataIndex: 'updateTime', width: 170, render: formatTime },
  ],
  csv: [
    { title: T.title, value: (r) => r.title },
    { title: T.image, value: (r) => r.imageUrl },
    { title: T.redirect, value: (r) => r.redirectUrl },
    { title: T.sort, value: (r) => r.sort },
  ],
  fields: () => (
    <>
      <Form.Item name="title" label={T.title}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="imageUrl" label={T.image} extra={T.imageHint} rules={required}>
        <ImageField />
      </Form.Item>
      <Form.Item name="redirectUrl" label={T.redirect} extra={T.redirectHint}>
        <Input maxLength={500} />
      </Form.Item>
      {common}
    </>
  ),
  initial: () => ({ title: '', imageUrl: '', redirectUrl: '', sort: 0, enabled: true }),
  toValues: (r) => ({
    title: r.title,
    imageUrl: r.imageUrl,
    redirectUrl: r.redirectUrl,
    sort: r.sort,
    enabled: r.enabled,
  }),
  toBody: (v) => ({
    ...v,
    title: v.title ?? '',
    redirectUrl: v.redirectUrl ?? '',
    sort: v.sort ?? 0,
  }),
  preview: (v) => ({ kind: 'banner', imageUrl: v.imageUrl ?? '', title: v.title ?? '' }),
};

interface NoticeValues {
  noticeType: 0 | 1;
  title: string;
  content: string;
  rollNotice: boolean;
  sort: number;
  enabled: boolean;
}

const notices: ContentConfig<ConsoleNotice, NoticeValues> = {
  kind: 'notices',
  label: T.tabs.notices,
  columns: [
    {
      title: T.noticeType,
      dataIndex: 'noticeType',
      width: 100,
      render: (n: number) => T.noticeTypes[n] ?? n,
    },
    { title: T.title, dataIndex: 'title' },
    { title: T.content, dataIndex: 'content', ellipsis: true },
    {
      title: T.roll,
      dataIndex: 'rollNotice',
      width: 80,
      render: (n: number) => (n === 1 ? <Tag color="red">{T.roll}</Tag> : '—'),
    },
    { title: T.sort, dataIndex: 'sort', width: 110 },
    { title: T.updateTime, dataIndex: 'updateTime', width: 170, render: formatTime },
  ],
  csv: [
    { title: T.noticeType, value: (r) => T.noticeTypes[r.noticeType] ?? r.noticeType },
    { title: T.title, value: (r) => r.title },
    { title: T.content, value: (r) => r.content },
    { title: T.roll, value: (r) => (r.rollNotice === 1 ? '是' : '否') },
    { title: T.sort, value: (r) => r.sort },
  ],
  filters: (
    <>
      <Form.Item name="noticeType" label={T.noticeType}>
        <Select
          allowClear
          placeholder={T.all}
          style={{ width: 120 }}
          options={Object.entries(T.noticeTypes).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="rollNotice" label={T.roll}>
        <Select
          allowClear
          placeholder={T.all}
          style={{ width: 120 }}
          options={[{ value: '1', label: T.rollOnly }]}
        />
      </Form.Item>
    </>
  ),
  fields: () => (
    <>
      <Form.Item name="noticeType" label={T.noticeType}>
        <Radio.Group
          options={Object.entries(T.noticeTypes).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
        />
      </Form.Item>
      <Form.Item name="title" label={T.title} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="content" label={T.content} rules={required}>
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item name="rollNotice" label={T.roll} valuePropName="checked">
        <Switch />
      </Form.Item>
      {common}
    </>
  ),
  initial: () => ({
    noticeType: 0,
    title: '',
    content: '',
    rollNotice: false,
    sort: 0,
    enabled: true,
  }),
  toValues: (r) => ({
    noticeType: r.noticeType === 1 ? 1 : 0,
    title: r.title,
    content: r.content,
    rollNotice: r.rollNotice === 1,
    sort: r.sort,
    enabled: r.enabled,
  }),
  toBody: (v) => ({ ...v, rollNotice: v.rollNotice ? 1 : 0, sort: v.sort ?? 0 }),
  preview: (v) => ({
    kind: 'notice',
    title: v.title ?? '',
    content: v.content ?? '',
    roll: Boolean(v.rollNotice),
  }),
};

interface AdValues {
  slotCode: string;
  title: string;
  imageUrl: string;
  redirectUrl: string;
  sort: number;
  enabled: boolean;
}

function adsConfig(slots: { code: string; name: string }[]): ContentConfig<ConsoleAd, AdValues> {
  const slotOptions = slots.map((slot) => ({
    value: slot.code,
    label: `${slot.code} ${slot.name}`,
  }));
  const slotName = (code: string) => slots.find((slot) => slot.code === code)?.name ?? '';
  return {
    kind: 'ads',
    label: T.tabs.ads,
    columns: [
      {
        title: T.slot,
        dataIndex: 'slotCode',
        width: 160,
        render: (code: string) => `${code} ${slotName(code)}`,
      },
      { title: T.title, dataIndex: 'title' },
      { title: T.image, dataIndex: 'imageUrl', ellipsis: true },
      { title: T.redirect, dataIndex: 'redirectUrl', ellipsis: true },
      { title: T.sort, dataIndex: 'sort', width: 110 },
    ],
    csv: [
      { title: T.slot, value: (r) => r.slotCode },
      { title: T.title, value: (r) => r.title },
      { title: T.image, value: (r) => r.imageUrl },
      { title: T.redirect, value: (r) => r.redirectUrl },
      { title: T.sort, value: (r) => r.sort },
    ],
    filters: (
      <Form.Item name="slotCode" label={T.slot}>
        <Select allowClear placeholder={T.allSlots} style={{ width: 180 }} options={slotOptions} />
      </Form.Item>
    ),
    fields: () => (
      <>
        <Form.Item name="slotCode" label={T.slot} rules={[{ required: true, message: T.required }]}>
          <Select options={slotOptions} />
        </Form.Item>
        <Form.Item name="title" label={T.title} rules={required}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="imageUrl" label={T.image} extra={T.imageDrawn}>
          <ImageField />
        </Form.Item>
        <Form.Item name="redirectUrl" label={T.redirect} extra={T.redirectHint}>
          <Input maxLength={500} />
        </Form.Item>
        {common}
      </>
    ),
    initial: () => ({
      slotCode: slots[0]?.code ?? 'AD01',
      title: '',
      imageUrl: '',
      redirectUrl: '',
      sort: 0,
      enabled: true,
    }),
    toValues: (r) => ({
      slotCode: r.slotCode,
      title: r.title,
      imageUrl: r.imageUrl,
      redirectUrl: r.redirectUrl,
      sort: r.sort,
      enabled: r.enabled,
    }),
    toBody: (v) => ({
      ...v,
      imageUrl: v.imageUrl ?? '',
      redirectUrl: v.redirectUrl ?? '',
      sort: v.sort ?? 0,
    }),
    preview: (v) => ({
      kind: 'ad',
      imageUrl: v.imageUrl ?? '',
      title: v.title ?? '',
      slot: `${v.slotCode ?? ''} ${slotName(v.slotCode ?? '')}`,
    }),
  };
}

interface PromotionValues {
  classifyType: number;
  classifyName: string;
  name: string;
  coverUrl: string;
  imageUrl: string;
  templateType: 1 | 3;
  color: string;
  period: [Dayjs, Dayjs];
  domain: string;
  content: string;
  sort: number;
  enabled: boolean;
}

const colorText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : ((value as { toHexString?: () => string } | null)?.toHexString?.() ?? '#e5393b');

const promotions: ContentConfig<ConsolePromotion, PromotionValues> = {
  kind: 'promotions',
  label: T.tabs.promotions,
  modalWidth: 1060,
  columns: [
    { title: T.classify, dataIndex: 'classifyName', width: 100 },
    { title: T.name, dataIndex: 'name' },
    {
      title: T.templateType,
      dataIndex: 'templateType',
      width: 90,
      render: (n: number) => T.templateTypes[n] ?? n,
    },
    {
      title: T.period,
      key: 'period',
      width: 330,
      render: (_, r) => `${formatTime(r.startTime)} ~ ${formatTime(r.endTime)}`,
    },
    { title: T.sort, dataIndex: 'sort', width: 110 },
  ],
  csv: [
    { title: T.classify, value: (r) => r.classifyName },
    { title: T.name, value: (r) => r.name },
    { title: T.templateType, value: (r) => T.templateTypes[r.templateType] ?? r.templateType },
    { title: T.cover, value: (r) => r.coverUrl },
    { title: `${T.period}（开始）`, value: (r) => formatTime(r.startTime) },
    { title: `${T.period}（结束）`, value: (r) => formatTime(r.endTime) },
    { title: T.content, value: (r) => r.content },
    { title: T.sort, value: (r) => r.sort },
  ],
  filters: (
    <Form.Item name="state" label={T.state}>
      <Select
        allowClear
        placeholder={T.all}
        style={{ width: 110 }}
        options={Object.entries(T.states).map(([value, label]) => ({ value, label }))}
      />
    </Form.Item>
  ),
  fields: () => (
    <>
      <Form.Item name="name" label={T.name} rules={required}>
        <Input maxLength={50} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          name="classifyType"
          label={T.classifyType}
          rules={[{ required: true, message: T.required }]}
          style={{ width: 140 }}
        >
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="classifyName" label={T.classify} rules={required} style={{ flex: 1 }}>
          <Input maxLength={20} />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        name="period"
        label={T.period}
        rules={[{ required: true, message: T.periodRequired }]}
      >
        <DatePicker.RangePicker showTime />
      </Form.Item>
      <Form.Item name="coverUrl" label={T.cover} extra={T.imageDrawn}>
        <ImageField />
      </Form.Item>
      <Form.Item name="templateType" label={T.templateType}>
        <Radio.Group
          options={Object.entries(T.templateTypes).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
        />
      </Form.Item>
      <Form.Item name="imageUrl" label={T.image}>
        <ImageField />
      </Form.Item>
      <Form.Item name="color" label={T.color} getValueFromEvent={(value) => colorText(value)}>
        <ColorPicker format="hex" disabledAlpha />
      </Form.Item>
      <Form.Item name="domain" label={T.domain}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="content" label={T.content}>
        <Input.TextArea rows={5} maxLength={10_000} showCount />
      </Form.Item>
      {common}
    </>
  ),
  initial: () => ({
    classifyType: 1,
    classifyName: '',
    name: '',
    coverUrl: '',
    imageUrl: '',
    templateType: 1,
    color: '#e5393b',
    period: [dayjs().startOf('day'), dayjs().add(30, 'day').endOf('day')],
    domain: '',
    content: '',
    sort: 0,
    enabled: true,
  }),
  toValues: (r) => ({
    classifyType: r.classifyType,
    classifyName: r.classifyName,
    name: r.name,
    coverUrl: r.coverUrl,
    imageUrl: r.imageUrl,
    templateType: r.templateType === 3 ? 3 : 1,
    color: r.color,
    period: [dayjs(r.startTime), dayjs(r.endTime)],
    domain: r.domain,
    content: r.content,
    sort: r.sort,
    enabled: r.enabled,
  }),
  toBody: ({ period, ...v }) => ({
    ...v,
    color: colorText(v.color),
    coverUrl: v.coverUrl ?? '',
    imageUrl: v.imageUrl ?? '',
    domain: v.domain ?? '',
    content: v.content ?? '',
    sort: v.sort ?? 0,
    startTime: period[0].valueOf(),
    endTime: period[1].valueOf(),
  }),
  preview: (v) => ({
    kind: 'promotion',
    name: v.name ?? '',
    coverUrl: v.coverUrl ?? '',
    color: colorText(v.color),
    classifyName: v.classifyName ?? '',
    period: v.period
      ? `${v.period[0]?.format('YYYY-MM-DD') ?? ''} ~ ${v.period[1]?.format('YYYY-MM-DD') ?? ''}`
      : '',
  }),
};

export function ContentScreen() {
  const me = useMe();
  const canEdit = (ROLES.ops as readonly string[]).includes(me.role);
  const slots = useQuery({
    queryKey: ['content', 'ad-slots'],
    queryFn: contentApi.adSlots,
    staleTime: Infinity,
  });
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'banners',
            label: T.tabs.banners,
            children: <ContentList config={banners} canEdit={canEdit} />,
          },
          {
            key: 'notices',
            label: T.tabs.notices,
            children: <ContentList config={notices} canEdit={canEdit} />,
          },
          {
            key: 'ads',
            label: T.tabs.ads,
            children: <ContentList config={adsConfig(slots.data ?? [])} canEdit={canEdit} />,
          },
          {
            key: 'promotions',
            label: T.tabs.promotions,
            children: <ContentList config={promotions} canEdit={canEdit} />,
          },
        ]}
      />
    </Card>
  );
}
