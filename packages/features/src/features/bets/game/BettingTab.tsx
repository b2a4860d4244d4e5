// /game/{gameId} (index tab): the betting screen. Play categories and plays with their odds (GET
// /game/play-cate), the picks (number grid or option buttons), quick picks, the unit amount, the
// slip with its count and total (domain selection rules), a confirm dialog, then POST
// /api/bet/save; the balance is re-read after a bet. While the turn is closed (封盘) nothing can be
// picked or placed. Games offering both models show the credit/official switch.
import { newIdempotencyKey } from '@jinli/api';
import { usePlaceBetMutation, usePlayCategoriesQuery } from '@jinli/api/react';
import { formatMoney, lunarYearAt, playOptions, type PlayCode } from '@jinli/domain';
import { Button, Chips, Confirm, Empty, Skeleton, Tabs, toast } from '@jinli/ui';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { useRenderClock } from '../../../app/context/hydration';
import { drawLunarYear } from '../../lottery/lotteryRules';
import { loginHref } from '../../../app/router/loginRedirect';
import { useSession } from '../../../app/session/sessionStore';
import { useDockedHeight } from '../../../app/layout/floatingInset';
import { activeMenuItem } from '../../../app/context/menuRules';
import { useBalance } from '../../wallet/hooks/useBalance';
import { AmountInput } from '../components/AmountInput';
import { OptionGrid, oddsLine } from '../components/OptionGrid';
import { QuickPicks } from '../components/QuickPicks';
import { betStrings as s } from '../strings';
import {
  hasQuickPicks,
  isNumberPlay,
  quickPickKeys,
  slipOf,
  toggleOption,
  type QuickPick,
} from './betSlip';
import { useGameOutlet } from './gameOutlet';
import { menuModels, playMenu, type BetModel, type MenuPlay } from './playMenu';
import './BettingTab.css';

/** Balance spinner after a bet, ms (spec §9: 0.5-1 s). */
const BALANCE_SPIN_MS = 500;

export function BettingTab() {
  const { gameId, live, phase } = useGameOutlet();
  const categories = usePlayCategoriesQuery(gameId);
  const models = useMemo(() => menuModels(categories.data ?? []), [categories.data]);
  const [modelChoice, setModel] = useState<BetModel | null>(null);
  const model: BetModel =
    modelChoice && models.includes(modelChoice) ? modelChoice : (models[0] ?? 1);
  const menu = useMemo(() => playMenu(categories.data ?? [], model), [categories.data, model]);
  const clock = useRenderClock();

  if (categories.isPending) return <Skeleton rows={8} label={s.loading} />;
  if (categories.isError)
    return (
      <Empty text={categories.error.msg}>
        <Button variant="primary" onClick={() => void categories.refetch()}>
          {s.retry}
        </Button>
      </Empty>
    );
  if (menu.length === 0) return <Empty text={s.empty} />;

  const lunarYear = drawLunarYear(live.info?.cur.closeTime) ?? lunarYearAt(clock);
  return (
    <BettingForm
      key={model}
      gameId={gameId}
      menu={menu}
      models={models}
      model={model}
      onModel={setModel}
      lunarYear={lunarYear}
      turnNum={phase?.phase === 'open' ? phase.turnNum : null}
      closed={phase?.phase === 'closed'}
    />
  );
}

interface BettingFormProps {
  gameId: number;
  menu: ReturnType<typeof playMenu>;
  models: BetModel[];
  model: BetModel;
  onModel(model: BetModel): void;
  lunarYear: number;
  /** The open turn; null while closed or not known yet. */
  turnNum: string | null;
  /** The turn is closed (封盘). */
  closed: boolean;
}

function BettingForm({
  gameId,
  menu,
  models,
  model,
  onModel,
  lunarYear,
  turnNum,
  closed,
}: BettingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { accessToken } = useSession();
  const balance = useBalance(BALANCE_SPIN_MS);
  const place = usePlaceBetMutation();
  const [categoryId, setCategoryId] = useState(menu[0]!.id);
  const category = menu.find((c) => c.id === categoryId) ?? menu[0]!;
  const [playIds, setPlayIds] = useState<Record<number, number>>({});
  const play: MenuPlay =
    category.plays.find((p) => p.playId === playIds[category.id]) ?? category.plays[0]!;
  const [selected, setSelected] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  // Where the game is a bottom-menu tab (theme2's 六合彩), the dock sits on the menu, and the chat
  // bubble and back-to-top keep clear of it.
  const aboveTabBar = activeMenuItem(useAppContext().menu, location.pathname) !== undefined;
  const dockRef = useRef<HTMLDivElement>(null);
  useDockedHeight(dockRef, 'bet-dock', aboveTabBar);
  const [confirming, setConfirming] = useState<string | null>(null);

  const code: PlayCode = play.def.code;
  const options = useMemo(() => playOptions(code, lunarYear), [code, lunarYear]);
  const slip = slipOf(code, selected, amount, lunarYear);
  const limitProblem =
    slip.unitMoney === null
      ? null
      : slip.unitMoney < play.minMoney
        ? s.amountTooSmall(formatMoney(play.minMoney))
        : slip.unitMoney > play.maxMoney
          ? s.amountTooLarge(formatMoney(play.maxMoney))
          : null;
  const problem = slip.problem ?? limitProblem;

  const choosePlay = (playId: number) => {
    setPlayIds((ids) => ({ ...ids, [category.id]: playId }));
    setSelected([]);
  };
  const chooseCategory = (key: string) => {
    setCategoryId(Number(key));
    setSelected([]);
  };
  const toggle = (key: string) => {
    const result = toggleOption(code, selected, key);
    if (result.refusal) toast.show(result.refusal);
    setSelected(result.selected);
  };
  const quickPick = (pick: QuickPick) => setSelected(quickPickKeys(pick, lunarYear));

  const open = () => {
    if (!accessToken) {
      toast.show(s.needLogin);
      void navigate(loginHref(location.pathname + location.search));
      return;
    }
    if (problem) {
      toast.show(problem);
      // A missing or refused amount: take the player to the field, ready to type (focus scrolls
      // it into view where it is not, and opens the phone's keyboard).
      if (slip.problem === null || slip.problemIn === 'amount') amountRef.current?.focus();
      return;
    }
    // One key per confirmed slip: a retry of the same attempt is never placed twice.
    setConfirming(newIdempotencyKey());
  };
  const submit = () => {
    const idempotencyKey = confirming;
    setConfirming(null);
    if (!idempotencyKey || turnNum === null || slip.unitMoney === null) return;
    place.mutate(
      {
        idempotencyKey,
        body: {
          gameId,
          turnNum,
          model,
          bets: [{ playId: play.playId, selection: selected, unitMoney: slip.unitMoney }],
        },
      },
      {
        onSuccess: () => {
          toast.show(s.betPlaced);
          setSelected([]);
          balance.refresh();
        },
        onError: (error) => toast.show(error.msg),
      },
    );
  };

  // '、' between picks: a long list of numbers may wrap between them, never inside one.
  const labels = selected.map((key) => options.find((o) => o.key === key)?.label ?? key).join('、');

  return (
    <section className="jl-bet" data-testid="betting">
      {models.length > 1 ? (
        <div className="jl-bet__models" role="radiogroup" aria-label={s.modelLabel}>
          {models.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === model}
              className="jl-bet__model jl-hit"
              onClick={() => onModel(m)}
            >
              {m === 1 ? s.modelCredit : s.modelOfficial}
            </button>
          ))}
        </div>
      ) : null}
      <Tabs
        items={menu.map((c) => ({ key: String(c.id), label: c.name }))}
        activeKey={String(category.id)}
        onChange={chooseCategory}
        ariaLabel={s.playsLabel}
        scrollable
      />
      {category.plays.length > 1 ? (
        <Chips
          ariaLabel={category.name}
          items={category.plays.map((p) => ({ key: String(p.playId), label: p.def.name }))}
          activeKey={String(play.playId)}
          onChange={(key) => choosePlay(Number(key))}
        />
      ) : null}
      <div className="jl-game__card">
        <p className="jl-bet__rule">
          <strong>{play.def.name}</strong>
          <span className="jl-bet__odds">{oddsLine(play.def.oddsKeys, play.odds)}</span>
        </p>
        <p className="jl-game__explain">
          {s.winRule}：{play.def.rule}
        </p>
      </div>
      {hasQuickPicks(code) ? (
        <QuickPicks disabled={closed} onPick={quickPick} onClear={() => setSelected([])} />
      ) : null}
      <div className="jl-game__card">
        <OptionGrid
          options={options}
          selected={selected}
          variant={isNumberPlay(code) ? 'numbers' : 'options'}
          odds={play.odds}
          lunarYear={lunarYear}
          disabled={closed}
          onToggle={toggle}
        />
      </div>
      {/* Docked at the bottom of the screen: the amount is at hand above a long grid (it sat below
          the 49 balls), and next to 投注. */}
      <div
        ref={dockRef}
        className={`jl-bet__dock${aboveTabBar ? ' jl-bet__dock--above-tabbar' : ''}`}
        data-testid="bet-dock"
      >
        {/* Over the page above the dock, not in its flow: a turn that closes while the player
            reads would push the whole grid down (Lighthouse saw a 0.04 layout shift). */}
        {closed ? (
          <p className="jl-bet__closed" role="status">
            {s.closedHint}
          </p>
        ) : null}
        {/* The slip's text along the dock's top edge: nothing to tap there, so a pick that
            scrolls half under the dock is never half under one of its controls. */}
        <div className="jl-bet__slip" data-testid="bet-slip">
          <span data-testid="slip-count">{s.slipCount(slip.count)}</span>
          <span>
            {s.slipTotal}
            <strong data-testid="slip-total">{formatMoney(slip.total)}</strong>
            {s.yuan}
          </span>
          <span className="jl-bet__balance" data-testid="bet-balance">
            {s.balance} {balance.amount === null ? '--' : formatMoney(balance.amount)}
          </span>
        </div>
        <AmountInput
          value={amount}
          disabled={closed}
          onChange={setAmount}
          inputRef={amountRef}
          action={
            <Button
              variant="primary"
              disabled={turnNum === null || place.isPending}
              onClick={open}
              aria-label={closed ? s.closed : s.placeBet}
            >
              {closed ? s.closed : place.isPending ? s.placing : s.placeBet}
            </Button>
          }
        />
      </div>

      <Confirm
        open={confirming !== null}
        title={s.confirmTitle}
        cancelText={s.cancel}
        confirmText={s.confirm}
        onCancel={() => setConfirming(null)}
        onConfirm={submit}
        message={
          <dl className="jl-bet__confirm" data-testid="bet-confirm">
            <dt>{s.confirmTurn}</dt>
            <dd>{turnNum}</dd>
            <dt>{s.confirmPlay}</dt>
            <dd>{play.def.name}</dd>
            <dt>{s.confirmContent}</dt>
            <dd>{labels}</dd>
            <dt>{s.confirmCount}</dt>
            <dd>{slip.count}</dd>
            <dt>{s.confirmAmount}</dt>
            <dd>{slip.unitMoney === null ? '' : formatMoney(slip.unitMoney)}</dd>
            <dt>{s.confirmTotal}</dt>
            <dd>{formatMoney(slip.total)}</dd>
          </dl>
        }
      />
    </section>
  );
}
