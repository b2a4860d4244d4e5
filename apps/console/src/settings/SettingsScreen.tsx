// 品牌/开关: the switches of POST /operator/config with their values now (chat maintenance, the
// login code, red-packet limits, the award notice threshold), and the brand's name, logos, domains
// and URLs. Every role reads; 运营 and 管理员 change (the server decides either way).
import type { ConsoleBrand, ConsoleBrandUpdate, ConsoleSwitch } from '@jinli/contract/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Skeleton,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { brandKey, settingsApi, switchesKey } from './settingsApi';
import { SETTINGS_TEXT } from './strings';
import { SWITCH_GROUPS } from './switchKinds';
import { SwitchEditor } from './SwitchEditor';

function SwitchesPanel({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const switches = useQuery({ queryKey: switchesKey, queryFn: settingsApi.switches });
  const save = useMutation({
    mutationFn: (input: { key: string; value: string }) =>
      settingsApi.setSwitch(input.key, input.value),
    onSuccess: () => {
      message.success(SHARED_TEXT.saved);
      void queryClient.invalidateQueries({ queryKey: switchesKey });
    },
    onError: (error) => message.error(error.message),
  });
  if (switches.isLoading) return <Skeleton active />;
  if (switches.isError) return <Alert type="error" showIcon title={switches.error.message} />;
  const byKey = new Map((switches.data?.data ?? []).map((item) => [item.key, item]));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={switches.data?.chatInMaintenance ? 'warning' : 'success'}
        showIcon
        title={
          switches.data?.chatInMaintenance
            ? SETTINGS_TEXT.chatInMaintenance
            : SETTINGS_TEXT.chatOpen
        }
      />
      {(Object.keys(SWITCH_GROUPS) as (keyof typeof SWITCH_GROUPS)[]).map((group) => (
        <div key={group}>
          <Divider titlePlacement="start">{SETTINGS_TEXT.groups[group]}</Divider>
          <List<ConsoleSwitch>
            dataSource={SWITCH_GROUPS[group]
              .map((key) => byKey.get(key))
              .filter((item): item is ConsoleSwitch => item !== undefined)}
            renderItem={(item) => (
              <List.Item>
                <SwitchEditor
                  item={item}
                  canEdit={canEdit}
                  saving={save.isPending && save.variables?.key === item.key}
                  onSave={(value) => save.mutate({ key: item.key, value })}
                />
              </List.Item>
            )}
          />
        </div>
      ))}
    </Space>
  );
}

interface DetailValues {
  type: number;
  content: string;
  httpImageUrl: string;
  wechatUrl: string;
  sort: number;
}

interface BrandValues {
  name: string;
  logoUrl: string;
  bannerLogoUrl: string;
  regLogoUrl: string;
  iosDownloadUrl: string;
  androidDownloadUrl: string;
  domains: string;
  olUrl: string;
  loginPopupUrl: string;
  regPopupUrl: string;
  showWechatPopup: 0 | 1;
  appDisplay: 0 | 1;
  details: DetailValues[];
}

const TEXT_FIELDS = [
  'name',
  'logoUrl',
  'bannerLogoUrl',
  'regLogoUrl',
  'iosDownloadUrl',
  'androidDownloadUrl',
  'olUrl',
  'loginPopupUrl',
  'regPopupUrl',
] as const;

function valuesOf(brand: ConsoleBrand): BrandValues {
  return {
    name: brand.name,
    logoUrl: brand.logoUrl,
    bannerLogoUrl: brand.bannerLogoUrl,
    regLogoUrl: brand.regLogoUrl,
    iosDownloadUrl: brand.iosDownloadUrl,
    androidDownloadUrl: brand.androidDownloadUrl,
    domains: brand.domains.join('\n'),
    olUrl: brand.olUrl,
    loginPopupUrl: brand.loginPopupUrl,
    regPopupUrl: brand.regPopupUrl,
    showWechatPopup: brand.showWechatPopup ? 1 : 0,
    appDisplay: brand.appDisplay ? 1 : 0,
    details: brand.details.map((detail) => ({
      type: detail.type,
      content: detail.content,
      httpImageUrl: detail.httpImageUrl,
      wechatUrl: detail.wechatUrl,
      sort: detail.sort,
    })),
  };
}

/** Only what changed, as PATCH /brand takes it. */
export function brandChange(brand: ConsoleBrand, values: BrandValues): ConsoleBrandUpdate {
  const before = valuesOf(brand);
  const change: ConsoleBrandUpdate = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== before[field]) change[field] = value;
  }
  const domains = values.domains
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (domains.join('\n') !== before.domains) change.domains = domains;
  if (values.showWechatPopup !== before.showWechatPopup)
    change.showWechatPopup = values.showWechatPopup;
  if (values.appDisplay !== before.appDisplay) change.appDisplay = values.appDisplay;
  const details = (values.details ?? []).map((detail) => ({
    type: Number(detail.type ?? 0),
    content: (detail.content ?? '').trim(),
    httpImageUrl: (detail.httpImageUrl ?? '').trim(),
    wechatUrl: (detail.wechatUrl ?? '').trim(),
    sort: Number(detail.sort ?? 0),
  }));
  // The list is replaced as a whole when any entry changed.
  if (JSON.stringify(details) !== JSON.stringify(before.details)) change.details = details;
  return change;
}

function BrandPanel({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandValues>();
  const brand = useQuery({ queryKey: brandKey, queryFn: settingsApi.brand });
  useEffect(() => {
    if (brand.data) form.setFieldsValue(valuesOf(brand.data));
  }, [brand.data, form]);
  const save = useMutation({
    mutationFn: settingsApi.updateBrand,
    onSuccess: (answer) => {
      queryClient.setQueryData(brandKey, answer);
      message.success(SHARED_TEXT.saved);
    },
    onError: (error) => message.error(error.message),
  });
  if (brand.isLoading) return <Skeleton active />;
  if (brand.isError || !brand.data)
    return <Alert type="error" showIcon title={brand.error?.message ?? SHARED_TEXT.loadFailed} />;
  const data = brand.data;
  const B = SETTINGS_TEXT.brand;
  return (
    <Form<BrandValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 14 }}
      disabled={!canEdit}
      onFinish={(values) => {
        const change = brandChange(data, values);
        if (Object.keys(change).length === 0) message.info(B.nothingChanged);
        else save.mutate(change);
      }}
    >
      <Form.Item label={B.code}>
        <Typography.Text code>{data.code}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
          {B.updateTime}：{formatTime(data.updateTime)}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="name" label={B.name} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={50} />
      </Form.Item>
      {(
        [
          'logoUrl',
          'bannerLogoUrl',
          'regLogoUrl',
          'iosDownloadUrl',
          'androidDownloadUrl',
          'olUrl',
          'loginPopupUrl',
          'regPopupUrl',
        ] as const
      ).map((field) => (
        <Form.Item key={field} name={field} label={B[field]}>
          <Input maxLength={500} />
        </Form.Item>
      ))}
      <Form.Item name="domains" label={B.domains} extra={B.domainsHint}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="showWechatPopup" label={B.showWechatPopup}>
        <Radio.Group
          options={[
            { value: 1, label: SHARED_TEXT.yes },
            { value: 0, label: SHARED_TEXT.no },
          ]}
        />
      </Form.Item>
      <Form.Item name="appDisplay" label={B.appDisplay}>
        <Radio.Group
          options={[
            { value: 1, label: SHARED_TEXT.yes },
            { value: 0, label: SHARED_TEXT.no },
          ]}
        />
      </Form.Item>
      <Form.Item label={B.details} extra={B.detailsHint} wrapperCol={{ span: 19 }}>
        <Form.List name="details">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.map((field) => (
                <Space key={field.key} align="start">
                  <Form.Item name={[field.name, 'type']} noStyle>
                    <InputNumber
                      min={0}
                      max={99}
                      precision={0}
                      placeholder={B.detailType}
                      aria-label={B.detailType}
                      style={{ width: 80 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'content']}
                    noStyle
                    rules={[{ required: true, whitespace: true }]}
                  >
                    <Input
                      maxLength={200}
                      placeholder={B.detailContent}
                      aria-label={B.detailContent}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'httpImageUrl']} noStyle>
                    <Input
                      maxLength={500}
                      placeholder={B.detailImage}
                      aria-label={B.detailImage}
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'wechatUrl']} noStyle>
                    <Input
                      maxLength={500}
                      placeholder={B.detailLink}
                      aria-label={B.detailLink}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'sort']} noStyle>
                    <InputNumber
                      precision={0}
                      placeholder={B.detailSort}
                      aria-label={B.detailSort}
                      style={{ width: 80 }}
                    />
                  </Form.Item>
                  {canEdit ? (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {B.detailRemove}
                    </Button>
                  ) : null}
                </Space>
              ))}
              {canEdit ? (
                <Button
                  onClick={() =>
                    add({ type: 1, content: '', httpImageUrl: '', wechatUrl: '', sort: 0 })
                  }
                >
                  {B.detailAdd}
                </Button>
              ) : null}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      {canEdit ? (
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {B.save}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

export function SettingsScreen() {
  const me = useMe();
  const canEdit = (ROLES.ops as readonly string[]).includes(me.role);
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'switches',
            label: SETTINGS_TEXT.switchesTab,
            children: <SwitchesPanel canEdit={canEdit} />,
          },
          {
            key: 'brand',
            label: SETTINGS_TEXT.brandTab,
            children: <BrandPanel canEdit={canEdit} />,
          },
        ]}
      />
    </Card>
  );
}
