// 开奖 (运营/管理员): the official numbers of 香港六合彩 with a confirmation step, and its draw
// schedule (daily time, the next draw in N seconds, the live reveal's pace). Each answer is the
// game's open info after the change, shown below. Above them every game's schedule, turn on sale
// and next draws, and the selected game's draws (GamesTable), read again after each change here.
import type { LotteryOpenInfo } from '@jinli/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Ball } from './Ball';
import { DrawNumbersForm } from './DrawNumbersForm';
import { GamesTable } from './GamesTable';
import { LOTTERY_QUERY_KEY, lotteryApi, MARK_SIX_GAME_ID, type ScheduleInput } from './lotteryApi';
import { LOTTERY_TEXT } from './strings';

function OpenInfo({ info }: { info: LotteryOpenInfo }) {
  const numbers = info.pre?.openNum ? info.pre.openNum.split(',').map(Number) : [];
  return (
    <Descriptions column={2} bordered size="small" title={info.gameName}>
      <Descriptions.Item label={LOTTERY_TEXT.curTurn}>{info.cur.turnNum}</Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.closeTime}>{info.cur.closeTime}</Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.preTurn}>{info.pre?.turnNum ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.openTime}>
        {info.pre?.openTime ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.openNum} span={2}>
        <Space size={6}>
          {numbers.map((n, index) => (
            <Ball key={`${index}-${n}`} n={n} size={28} />
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.planTurn}>{info.plan.turnNum}</Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.planTime}>{info.plan.planTime}</Descriptions.Item>
      <Descriptions.Item label={LOTTERY_TEXT.serverTime} span={2}>
        {info.serverTime}
      </Descriptions.Item>
    </Descriptions>
  );
}

interface ScheduleValues {
  dailyTime?: string;
  delaySeconds?: number | null;
  revealIntervalSeconds?: number | null;
}

export function LotteryScreen() {
  const { message } = App.useApp();
  const [info, setInfo] = useState<LotteryOpenInfo | null>(null);
  const [scheduleForm] = Form.useForm<ScheduleValues>();
  const [selected, setSelected] = useState<number | null>(MARK_SIX_GAME_ID);
  const queries = useQueryClient();
  /** A draw or a schedule change moves the games' turns and draws: read them again. */
  const changed = () => queries.invalidateQueries({ queryKey: LOTTERY_QUERY_KEY });

  const draw = useMutation({
    mutationFn: (numbers: number[]) => lotteryApi.draw({ gameId: MARK_SIX_GAME_ID, numbers }),
    onSuccess: (answer) => {
      setInfo(answer);
      void changed();
      message.success(LOTTERY_TEXT.drawn(answer.pre?.turnNum ?? ''));
    },
    onError: (error) => message.error(error.message),
  });
  const schedule = useMutation({
    mutationFn: (input: ScheduleInput) => lotteryApi.schedule(input),
    onSuccess: (answer) => {
      setInfo(answer);
      scheduleForm.resetFields();
      void changed();
      message.success(LOTTERY_TEXT.scheduled);
    },
    onError: (error) => message.error(error.message),
  });

  const submitSchedule = (values: ScheduleValues) => {
    const input: ScheduleInput = { gameId: MARK_SIX_GAME_ID };
    if (values.dailyTime?.trim()) input.dailyTime = values.dailyTime.trim();
    if (values.delaySeconds) input.delaySeconds = values.delaySeconds;
    if (values.revealIntervalSeconds) input.revealIntervalSeconds = values.revealIntervalSeconds;
    if (Object.keys(input).length === 1) {
      message.warning(LOTTERY_TEXT.scheduleEmpty);
      return;
    }
    schedule.mutate(input);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <GamesTable selected={selected} onSelect={setSelected} />
      <Row gutter={24}>
        <Col span={14}>
          <Card title={`${LOTTERY_TEXT.markSixName} · ${LOTTERY_TEXT.drawTitle}`}>
            <Typography.Paragraph type="secondary">{LOTTERY_TEXT.drawHint}</Typography.Paragraph>
            <DrawNumbersForm onDraw={(numbers) => draw.mutateAsync(numbers)} />
          </Card>
        </Col>
        <Col span={10}>
          <Card title={`${LOTTERY_TEXT.markSixName} · ${LOTTERY_TEXT.scheduleTitle}`}>
            <Typography.Paragraph type="secondary">
              {LOTTERY_TEXT.scheduleHint}
            </Typography.Paragraph>
            <Form form={scheduleForm} layout="vertical" onFinish={submitSchedule}>
              <Form.Item
                name="dailyTime"
                label={LOTTERY_TEXT.dailyTime}
                rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'HH:mm' }]}
              >
                <Input placeholder="21:30" style={{ width: 120 }} maxLength={5} />
              </Form.Item>
              <Form.Item name="delaySeconds" label={LOTTERY_TEXT.delaySeconds}>
                <InputNumber min={1} max={86_400} precision={0} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="revealIntervalSeconds" label={LOTTERY_TEXT.revealInterval}>
                <InputNumber min={1} max={600} precision={0} style={{ width: 160 }} />
              </Form.Item>
              <Button htmlType="submit" loading={schedule.isPending}>
                {LOTTERY_TEXT.submitSchedule}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
      <Card title={LOTTERY_TEXT.stateTitle}>
        {info ? <OpenInfo info={info} /> : <Empty description={LOTTERY_TEXT.stateEmpty} />}
      </Card>
    </Space>
  );
}
