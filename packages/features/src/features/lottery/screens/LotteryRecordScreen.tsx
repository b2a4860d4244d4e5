// /lottery-record (spec §2): the latest draw of every lottery game, each opening its history.
import { useLotteryOpenInfoListQuery } from '@jinli/api/react';
import { Empty, Skeleton } from '@jinli/ui';
import { Link } from 'react-router';
import { DrawBallsRow } from '../components/DrawBallsRow';
import { useFiveElements } from '../hooks/useFiveElements';
import { LotteryPage } from '../components/LotteryPage';
import { lotteryPaths } from '../components/LotteryCard';
import { lotteryStrings } from '../strings';
import './screens.css';

export function LotteryRecordScreen() {
  const list = useLotteryOpenInfoListQuery();
  const fiveElements = useFiveElements();
  return (
    <LotteryPage title={lotteryStrings.lotteryRecord} testId="lottery-record-screen">
      {list.isPending ? (
        <Skeleton rows={6} />
      ) : !list.data?.length ? (
        <Empty text={lotteryStrings.empty} />
      ) : (
        list.data.map((info) => (
          <Link
            key={info.gameId}
            className="jl-record-card"
            to={lotteryPaths.history(info.gameId)}
            data-testid="lottery-record-row"
          >
            <div className="jl-record-card__head">
              <span className="jl-record-card__name">{info.gameName}</span>
              <span className="jl-record-card__turn">
                {info.pre ? lotteryStrings.turn(info.pre.turnNum) : lotteryStrings.noResult}
              </span>
            </div>
            {info.pre ? (
              <DrawBallsRow
                openNum={info.pre.openNum}
                openTime={info.pre.openTime}
                size="sm"
                fiveElements={fiveElements}
              />
            ) : null}
          </Link>
        ))
      )}
    </LotteryPage>
  );
}
