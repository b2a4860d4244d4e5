// /game/{id}/tutorial: how the game draws and how its results are read (the groupings the
// statistics and bets use), from the game's own cadence and the Mark Six rules of @jinli/domain.
import { useLotteryOpenInfoQuery } from '@jinli/api/react';
import {
  DEFAULT_LIVE_DRAW_TIME,
  MARK_SIX_COLOURS,
  issueCadence,
  type MarkSixColour,
} from '@jinli/domain';
import { LotteryBall } from '@jinli/ui';
import { useParams } from 'react-router';
import { LotteryPage } from '../components/LotteryPage';
import { clockOf } from '../lotteryRules';
import { lotteryStrings } from '../strings';
import './screens.css';

function cadenceText(gameId: number, dailyTime: string | undefined): string {
  const cadence = issueCadence(gameId);
  if (!cadence) return '按平台公布的时间开奖。';
  if (cadence.kind === 'daily')
    return `每天 ${dailyTime ?? DEFAULT_LIVE_DRAW_TIME} 开奖一期（以倒计时为准）。`;
  const minutes = cadence.seconds / 60;
  return `每 ${minutes} 分钟开奖一期，全天不间断。`;
}

export function TutorialScreen() {
  const gameId = Number(useParams().gameId);
  const info = useLotteryOpenInfoQuery(gameId, { enabled: Number.isInteger(gameId) && gameId > 0 });
  const name = info.data?.gameName ?? '';
  return (
    <LotteryPage title={`${name}${lotteryStrings.tutorial}`} testId="lottery-tutorial-screen">
      <section className="jl-lottery-section">
        <h2>开奖规则</h2>
        <p>{cadenceText(gameId, clockOf(info.data?.plan.planTime))}</p>
        <p>
          每期从 01 至 49 共 49 个号码中，用安全随机数摇出 7 个互不相同的号码：前 6 个为正码，第 7
          个为特码。直播彩种开奖时号码逐个揭晓，开奖后可观看回放。
        </p>
      </section>
      <section className="jl-lottery-section">
        <h2>波色</h2>
        {(Object.keys(MARK_SIX_COLOURS) as MarkSixColour[]).map((colour) => (
          <div key={colour} style={{ marginBottom: 8 }}>
            <p>
              {MARK_SIX_COLOURS[colour].name}（{MARK_SIX_COLOURS[colour].numbers.length} 个号码）
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {MARK_SIX_COLOURS[colour].numbers.map((n) => (
                <LotteryBall key={n} number={n} color={MARK_SIX_COLOURS[colour].hex} size="sm" />
              ))}
            </div>
          </div>
        ))}
      </section>
      <section className="jl-lottery-section">
        <h2>两面</h2>
        <p>大小：特码 25-48 为大，01-24 为小；49 为和。</p>
        <p>单双：特码为奇数为单，偶数为双；49 为和。</p>
        <p>
          合数：特码个位与十位之和，合数 1-6 为合小，7-13 为合大；合数为奇数为合单，偶数为合双。
        </p>
        <p>尾数：特码的个位数，0-4 为尾小，5-9 为尾大。</p>
      </section>
      <section className="jl-lottery-section">
        <h2>生肖</h2>
        <p>
          号码按开奖日期所在农历年对应生肖：当年生肖对应 01、13、25、37、49，号码 02
          对应前一个生肖，依次倒推。农历新年后生肖对照随之更换。
        </p>
      </section>
    </LotteryPage>
  );
}
