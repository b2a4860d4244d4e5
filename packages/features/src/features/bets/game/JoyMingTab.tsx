// /game/{gameId}/joy-ming (今日吉号): the day's zodiac and element from the day pillar, their numbers
// in this lunar year and the numbers in both; the reading is explained on screen (see joyMing.ts).
import { useStaticDocumentQuery } from '@jinli/api/react';
import { Empty, Skeleton } from '@jinli/ui';
import { NumberBall } from '../components/NumberBall';
import { betStrings as s } from '../strings';
import { joyMing } from './joyMing';

export interface JoyMingTabProps {
  /** Clock (stories and tests). */
  now?: () => number;
}

export function JoyMingTab({ now = Date.now }: JoyMingTabProps) {
  const elements = useStaticDocumentQuery('five-elements');
  if (elements.isPending) return <Skeleton rows={4} label={s.loading} />;
  const reading = joyMing(now(), elements.data);
  const { pillar } = reading;
  return (
    <section className="jl-game__panel" data-testid="joy-ming">
      <div className="jl-game__card">
        <h2>{s.joyDay(reading.date, pillar.name)}</h2>
        <p className="jl-game__explain">{s.joyExplain}</p>
      </div>
      <div className="jl-game__card" data-testid="joy-zodiac">
        <h3>
          {s.joyDayZodiac}：{pillar.zodiac}
        </h3>
        <p className="jl-joy__caption">{s.joyZodiacNumbers(pillar.zodiac)}</p>
        <Balls numbers={reading.zodiacNumbers} />
      </div>
      <div className="jl-game__card" data-testid="joy-element">
        <h3>
          {s.joyDayElement}：{pillar.element}
        </h3>
        {reading.elementNumbers ? (
          <>
            <p className="jl-joy__caption">{s.joyElementNumbers(pillar.element)}</p>
            <Balls numbers={reading.elementNumbers} />
          </>
        ) : (
          <Empty text={s.joyNoElements} />
        )}
      </div>
      <div className="jl-game__card" data-testid="joy-lucky">
        <h3>{s.joyLucky}</h3>
        {reading.lucky.length > 0 ? (
          <Balls numbers={reading.lucky} />
        ) : (
          <p className="jl-game__explain">{s.joyNoOverlap}</p>
        )}
      </div>
    </section>
  );
}

function Balls({ numbers }: { numbers: readonly number[] }) {
  return (
    <ul className="jl-game__balls">
      {numbers.map((n) => (
        <li key={n}>
          <NumberBall number={n} size="md" />
        </li>
      ))}
    </ul>
  );
}
