// /chat-rooms/{room_id}/hong-bao (issue 16): sending a red packet to the room. 拼手气红包 takes the
// total and a count (random shares), 普通红包 the single share × count; a greeting (the company's
// default when empty). The company's rules are checked before the fund password is asked, with
// the server's texts; the password dialog sends with one Idempotency-Key per packet and password:
// the same send tapped again after a lost answer reuses it, so it can never go out twice (the
// server keeps a key only with a send that committed, so a refused one does not use it up). A trial account is refused with the
// way to register; a player without a fund password sets one first and comes back.
import { newIdempotencyKey, type ApiError } from '@jinli/api';
import { useHongbaoRulesQuery, useProfileQuery, useSendHongbaoMutation } from '@jinli/api/react';
import { ErrorCode, type HongbaoKind, type HongbaoRules } from '@jinli/contract';
import {
  checkHongbaoSend,
  displayedBalance,
  formatMoney,
  isTrialAccount,
  parseEnteredYuan,
  toYuanText,
} from '@jinli/domain';
import { Button, Tabs, toast } from '@jinli/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { currentHistoryIndex } from '../../../app/router/historyIndex';
import { TrialRegisterOffer } from '../../../shared/components/TrialRegisterOffer';
import { AccountPage } from '../../../shared/components/AccountPage';
import { QueryState } from '../../../shared/components/QueryState';
import { WithdrawPasswordDialog } from '../../wallet/components/WithdrawPasswordDialog';
import { walletStrings } from '../../wallet/strings';
import { FUND_PASSWORD_PATH, type FundPasswordReturn } from '../../wallet/WithdrawScreen';
import { chatRoomPath } from '../chatPaths';
import { sendHongbaoPath } from './hongbaoPaths';
import { hongbaoStrings as s } from './strings';
import './SendHongbaoScreen.css';

export function SendHongbaoScreen() {
  const roomId = useParams().roomId ?? '';
  const profile = useProfileQuery();
  const trial = isTrialAccount(profile.data?.userInfo.type);
  const rules = useHongbaoRulesQuery({ enabled: profile.isSuccess && !trial });
  return (
    <AccountPage title={s.sendTitle} fallback={chatRoomPath(roomId)} testId="hongbao-send-screen">
      <QueryState
        pending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      >
        {trial ? (
          <TrialRefusal />
        ) : profile.data?.extInfo.fundPwd === 0 ? (
          <SetFundPasswordFirst roomId={roomId} />
        ) : profile.data ? (
          <QueryState
            pending={rules.isPending}
            error={rules.error}
            onRetry={() => void rules.refetch()}
          >
            {rules.data ? (
              <SendForm
                roomId={roomId}
                rules={rules.data}
                balance={displayedBalance(profile.data.extInfo)}
              />
            ) : null}
          </QueryState>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

/** Spec §6: trial accounts move no money; the way out is a real account (signed out first). */
function TrialRefusal() {
  return <TrialRegisterOffer text={s.trialText} />;
}

function SetFundPasswordFirst({ roomId }: { roomId: string }) {
  useEffect(() => toast.show(walletStrings.setFundPasswordFirst), []);
  const state: FundPasswordReturn = { returnTo: sendHongbaoPath(roomId) };
  return <Navigate to={FUND_PASSWORD_PATH} replace state={state} />;
}

/** One send: the checked body without the password. */
interface Attempt {
  kind: HongbaoKind;
  total: string;
  count: number;
  greeting: string;
}

function SendForm({
  roomId,
  rules,
  balance,
}: {
  roomId: string;
  rules: HongbaoRules;
  balance: number;
}) {
  const navigate = useNavigate();
  const { switches } = useAppContext();
  const send = useSendHongbaoMutation();
  const [kind, setKind] = useState<HongbaoKind>('lucky');
  const [amount, setAmount] = useState('');
  const [count, setCount] = useState('');
  const [greeting, setGreeting] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // Each opening of the password dialog starts with empty fields.
  const [opening, setOpening] = useState(0);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // The key of each body sent so far (password included), until one is sent.
  const keys = useRef(new Map<string, string>());

  // The total shown big: what would leave the wallet, as far as the fields can tell yet.
  const typed = parseEnteredYuan(amount);
  const shares = /^\d{1,9}$/.test(count) ? Math.max(1, Number(count)) : 1;
  const total = typed.ok ? (kind === 'equal' ? typed.value * shares : typed.value) : 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHongbaoSend({ kind, amount, count, greeting }, rules, balance);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      toast.show(check.message);
      return;
    }
    setError(null);
    setPasswordError(null);
    setOpening((n) => n + 1);
    setAttempt({
      kind,
      total: toYuanText(check.total),
      count: check.count,
      greeting: check.greeting,
    });
  };

  const onPassword = (fundPwd: string) => {
    if (!attempt) return;
    setPasswordError(null);
    const body = {
      room_id: roomId,
      kind: attempt.kind,
      amount: attempt.total,
      count: attempt.count,
      greeting: attempt.greeting,
      fundPwd,
    };
    const bodyKey = JSON.stringify(body);
    const idempotencyKey = keys.current.get(bodyKey) ?? newIdempotencyKey();
    keys.current.set(bodyKey, idempotencyKey);
    send.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          keys.current.clear();
          setAttempt(null);
          toast.show(s.sent);
          if (currentHistoryIndex() > 0) void navigate(-1);
          else void navigate(chatRoomPath(roomId), { replace: true });
        },
        onError: (failure: ApiError) => {
          if (
            failure.code === ErrorCode.CASH_PASSWORD_ERROR ||
            failure.code === ErrorCode.CASH_PASSWORD
          ) {
            const message =
              failure.code === ErrorCode.CASH_PASSWORD_ERROR
                ? walletStrings.passwordWrong
                : walletStrings.passwordPrompt;
            setPasswordError(message);
            toast.show(message);
            return;
          }
          setAttempt(null);
          toast.show(failure.msg, { durationMs: 3000 });
          if (failure.code === ErrorCode.CASH_PASSWORD_NULL) {
            const state: FundPasswordReturn = { returnTo: sendHongbaoPath(roomId) };
            void navigate(FUND_PASSWORD_PATH, { state });
          }
        },
      },
    );
  };

  const fieldError = (field: string) =>
    error?.field === field ? (
      <p className="jl-hongbao-send__error" role="alert">
        {error.message}
      </p>
    ) : null;

  const yuan = (thousandths: number) => formatMoney(thousandths, { minDecimals: 0 });
  return (
    <div className="jl-hongbao-send">
      {switches.hongbaoSendHero ? (
        // The brand's hero (FeatureSwitches.hongbaoSendHero): a drawn envelope, nothing to read.
        <div className="jl-hongbao-send__hero" aria-hidden="true" data-testid="hongbao-send-hero">
          <span className="jl-hongbao-send__envelope" />
        </div>
      ) : null}
      <Tabs
        items={[
          { key: 'lucky', label: s.lucky },
          { key: 'equal', label: s.equal },
        ]}
        activeKey={kind}
        onChange={(key) => {
          setKind(key as HongbaoKind);
          setError(null);
        }}
        ariaLabel={s.kindLabel}
        className="jl-hongbao-send__tabs"
      />
      <form className="jl-hongbao-send__form" onSubmit={onSubmit} noValidate>
        <label className="jl-hongbao-send__row" data-invalid={error?.field === 'count'}>
          <span className="jl-hongbao-send__label">{s.count}</span>
          <input
            className="jl-hongbao-send__input"
            name="count"
            aria-label={s.count}
            inputMode="numeric"
            autoComplete="off"
            placeholder={s.countPlaceholder}
            value={count}
            onChange={(event) => setCount(event.target.value.replace(/[^\d]/g, ''))}
          />
          <span className="jl-hongbao-send__unit">{s.countUnit}</span>
        </label>
        {fieldError('count')}
        <label
          className="jl-hongbao-send__row"
          data-invalid={error?.field === 'amount' || error?.field === 'balance'}
        >
          <span className="jl-hongbao-send__label">
            {kind === 'lucky' ? (
              <>
                <span className="jl-hongbao-send__pin" aria-hidden="true">
                  {s.luckyTag}
                </span>
                {s.totalAmount}
              </>
            ) : (
              s.singleAmount
            )}
          </span>
          <input
            className="jl-hongbao-send__input"
            name="amount"
            aria-label={kind === 'lucky' ? s.totalAmount : s.singleAmount}
            inputMode="decimal"
            autoComplete="off"
            placeholder={s.amountPlaceholder}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <span className="jl-hongbao-send__unit">{s.yuan}</span>
        </label>
        <p className="jl-hongbao-send__hint">{kind === 'lucky' ? s.luckyHint : s.equalHint}</p>
        {fieldError('amount')}
        {fieldError('balance')}
        <label className="jl-hongbao-send__row jl-hongbao-send__row--greeting">
          <span className="jl-hongbao-send__sr">{s.greeting}</span>
          <textarea
            className="jl-hongbao-send__greeting"
            name="greeting"
            rows={2}
            maxLength={rules.greetingMaxLength}
            placeholder={rules.defaultGreeting}
            value={greeting}
            onChange={(event) => setGreeting(event.target.value)}
          />
        </label>
        {fieldError('greeting')}
        <p className="jl-hongbao-send__total" data-testid="hongbao-send-total">
          <span className="jl-hongbao-send__currency">¥</span>
          {formatMoney(total)}
        </p>
        <Button
          type="submit"
          variant="primary"
          block
          disabled={send.isPending}
          className="jl-hongbao-send__submit"
        >
          {s.submit}
        </Button>
        <p className="jl-hongbao-send__balance">{s.balance(formatMoney(balance))}</p>
      </form>
      <p className="jl-hongbao-send__rules">
        {s.rulesHint(yuan(rules.minShare), yuan(rules.maxTotal), rules.maxCount, rules.expiryHours)}
        <br />
        {s.dailyCapHint(yuan(rules.dailyCap))}
      </p>
      <WithdrawPasswordDialog
        key={opening}
        open={attempt !== null}
        busy={send.isPending}
        error={passwordError}
        onCancel={() => setAttempt(null)}
        onSubmit={onPassword}
      />
    </div>
  );
}
