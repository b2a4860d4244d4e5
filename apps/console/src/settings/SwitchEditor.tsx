// One switch: what it does, its value now, and a control to set a new value (sent on 保存).
import type { ConsoleSwitch } from '@jinli/contract/console';
import {
  Button,
  DatePicker,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { SHARED_TEXT } from '../shared/strings';
import { SETTINGS_TEXT } from './strings';
import { switchKind, YUAN_VALUE } from './switchKinds';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export interface SwitchEditorProps {
  item: ConsoleSwitch;
  canEdit: boolean;
  saving: boolean;
  onSave: (value: string) => void;
}

/** The value as operators read it. */
export function switchValueText(key: string, value: string): string {
  const kind = switchKind(key);
  if (kind.type === 'flag') return value === '1' ? SETTINGS_TEXT.on : SETTINGS_TEXT.off;
  if (kind.type === 'choice') return kind.options.find((o) => o.value === value)?.label ?? value;
  if (kind.type === 'dateTime') return value || SETTINGS_TEXT.noTime;
  if (kind.type === 'yuan') return `${value} ${SETTINGS_TEXT.yuanUnit}`;
  if (kind.type === 'whole') return `${value} ${kind.unit}`;
  return value;
}

export function SwitchEditor({ item, canEdit, saving, onSave }: SwitchEditorProps) {
  const kind = switchKind(item.key);
  const [draft, setDraft] = useState(item.value);
  useEffect(() => setDraft(item.value), [item.value]);
  const valid = kind.type !== 'yuan' || (YUAN_VALUE.test(draft) && Number(draft) > 0);
  const changed = draft !== item.value;

  let control;
  switch (kind.type) {
    case 'flag':
      control = (
        <Switch
          checked={draft === '1'}
          checkedChildren={SETTINGS_TEXT.on}
          unCheckedChildren={SETTINGS_TEXT.off}
          onChange={(on) => setDraft(on ? '1' : '0')}
          disabled={!canEdit}
          aria-label={item.remark}
        />
      );
      break;
    case 'choice':
      control = (
        <Select
          value={draft}
          options={kind.options}
          onChange={setDraft}
          disabled={!canEdit}
          style={{ width: 160 }}
          aria-label={item.remark}
        />
      );
      break;
    case 'dateTime':
      control = (
        <DatePicker
          showTime
          allowClear
          value={draft ? dayjs(draft, DATE_TIME) : null}
          onChange={(value) => setDraft(value ? value.format(DATE_TIME) : '')}
          placeholder={SETTINGS_TEXT.noTime}
          disabled={!canEdit}
          aria-label={item.remark}
        />
      );
      break;
    case 'text':
      control = (
        <Input
          value={draft}
          maxLength={kind.max}
          onChange={(e) => setDraft(e.target.value)}
          disabled={!canEdit}
          style={{ width: 320 }}
          aria-label={item.remark}
        />
      );
      break;
    case 'whole':
      control = (
        <InputNumber
          value={draft === '' ? null : Number(draft)}
          min={kind.min}
          max={kind.max}
          precision={0}
          suffix={kind.unit}
          onChange={(value) => setDraft(value === null ? '' : String(value))}
          disabled={!canEdit}
          aria-label={item.remark}
        />
      );
      break;
    default:
      control = (
        <Input
          value={draft}
          suffix={SETTINGS_TEXT.yuanUnit}
          status={valid ? undefined : 'error'}
          onChange={(e) => setDraft(e.target.value.trim())}
          disabled={!canEdit}
          style={{ width: 180 }}
          aria-label={item.remark}
        />
      );
  }

  return (
    <Space size="middle" wrap>
      <div style={{ width: 260 }}>
        <Typography.Text>{item.remark}</Typography.Text>
        <div>
          <Typography.Text type="secondary" code>
            {item.key}
          </Typography.Text>
        </div>
      </div>
      <div style={{ width: 200 }}>
        <Typography.Text strong>{switchValueText(item.key, item.value)}</Typography.Text>{' '}
        {item.isSet ? null : <Tag>{SETTINGS_TEXT.notSet}</Tag>}
      </div>
      {control}
      {canEdit ? (
        <Button
          type="primary"
          disabled={!changed || !valid}
          loading={saving}
          onClick={() => onSave(draft)}
        >
          {SHARED_TEXT.save}
        </Button>
      ) : null}
    </Space>
  );
}
