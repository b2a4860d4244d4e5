// /auth/login (spec §2 Login, §4, §5, §8): username, password with show/hide, the verification
// code when the login limit asks for it, remember password, forgot password (customer service),
// the trial 'just play' entry where the theme offers it, and what a login success or failure does.
import { ApiError, ClientErrorCode, captchaImageUrl } from '@jinli/api';
import {
  useApiClient,
  useLoginMutation,
  useStaticDocumentQuery,
  useTrialRegisterMutation,
} from '@jinli/api/react';
import { ErrorCode, LOGIN_CODE_STYLE_SLIDER } from '@jinli/contract';
import { AUTH_TIMEOUT_MS, loginRefusal, loginSubmitDisabled } from '@jinli/domain';
import { Button, Confirm, toast } from '@jinli/ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLoginRedirect } from '../../app/router/loginRedirect';
import { AuthField } from './components/AuthField';
import { useOpenCustomerService } from '../chat/useOpenCustomerService';
import { AuthShell } from './components/AuthShell';
import { DomainNoticeModal } from './components/DomainNoticeModal';
import { SliderCaptcha } from './components/SliderCaptcha';
import { useCompleteSignIn } from './hooks/useCompleteSignIn';
import { readRememberedAccount, rememberAccount } from './rememberedAccount';
import { authStrings } from './strings';
import { currentHistoryIndex } from '../../app/router/historyIndex';
import './LoginScreen.css';

/** How long a login failure stays on screen, ms (spec §8: 3 s). */
export const LOGIN_ERROR_MS = 3000;

export interface LoginScreenProps {
  /** Offer the trial 'just play' entry (theme3). Default false. */
  trialPlay?: boolean;
}

/** What the login limit asks of a login: the image code field, or the slider on submit. */
function codeMode(limit: { vCode?: boolean; codeStyle?: number } | undefined) {
  const codeAsked = limit?.vCode === true;
  // Code style 3: the slider opens on submit instead of the image code field (spec §4).
  const sliderStyle = codeAsked && limit?.codeStyle === LOGIN_CODE_STYLE_SLIDER;
  return { sliderStyle, codeRequired: codeAsked && !sliderStyle };
}

export function LoginScreen({ trialPlay = false }: LoginScreenProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const openService = useOpenCustomerService();
  const loginLimit = useStaticDocumentQuery('userLoginLimit');
  const siteConfig = useStaticDocumentQuery('config');
  const login = useLoginMutation();
  const trial = useTrialRegisterMutation();
  const signIn = useCompleteSignIn();

  const remembered = readRememberedAccount();
  const [account, setAccount] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [vCode, setVCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [showPassword, setShowPassword] = useState(false);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const [domain, setDomain] = useState<string | null>(null);

  const { codeRequired } = codeMode(loginLimit.data);
  const [sliderOpen, setSliderOpen] = useState(false);
  const awaitingLimit = useRef(false);
  const busy = login.isPending || trial.isPending;
  const disabled = loginSubmitDisabled({ account, password, loading: busy });

  const leave = () => {
    const target = readLoginRedirect(location.search);
    if (target) void navigate(target, { replace: true });
    else if (currentHistoryIndex() > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  const finish = async (token: string) => {
    const profile = await signIn(token);
    toast.show(authStrings.loginSucceeded);
    const profileDomain = profile?.userDetail.domain?.trim();
    if (profileDomain) setDomain(profileDomain);
    else leave();
  };

  const onFailure = (error: unknown) => {
    setVCode('');
    setCaptchaStamp(Date.now());
    if (!(error instanceof ApiError)) return;
    if (error.code === ErrorCode.RESET_PASSWORD) {
      setResetMessage(error.msg);
      return;
    }
    toast.show(error.code === ClientErrorCode.TIMEOUT ? authStrings.loginTimeout : error.msg, {
      durationMs: LOGIN_ERROR_MS,
    });
    // Spec §4: a failure reloads the login limit (it may now ask for the code) and the config.
    void loginLimit.refetch();
    void siteConfig.refetch();
  };

  const submit = async (captchaTicket?: string, withCode = codeRequired) => {
    try {
      const { token } = await login.mutateAsync({
        input: {
          account: account.trim(),
          password,
          remember,
          valiCode: withCode ? vCode.trim() : undefined,
          vCodeKey: String(captchaStamp),
          captchaTicket,
        },
        timeout: AUTH_TIMEOUT_MS,
      });
      rememberAccount(account.trim(), remember);
      await finish(token);
    } catch (error) {
      onFailure(error);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    // A tap before the login limit has arrived (a slow phone) waits for it: without it the login
    // would go out without the code the server is about to ask for.
    if (awaitingLimit.current) return;
    awaitingLimit.current = true;
    const limit = loginLimit.data ?? (await loginLimit.refetch()).data;
    awaitingLimit.current = false;
    const mode = codeMode(limit);
    const refusal = loginRefusal({ account, password, vCode }, mode.codeRequired);
    if (refusal) {
      toast.show(refusal);
      return;
    }
    if (mode.sliderStyle) setSliderOpen(true);
    else void submit(undefined, mode.codeRequired);
  };

  const onTrial = async () => {
    if (busy) return;
    try {
      const { token } = await trial.mutateAsync({ timeout: AUTH_TIMEOUT_MS });
      await finish(token);
    } catch (error) {
      onFailure(error);
    }
  };

  return (
    <AuthShell tab="login">
      <form className="jl-login" onSubmit={(event) => void onSubmit(event)} noValidate>
        <AuthField
          label={authStrings.account}
          placeholder={authStrings.accountPlaceholder}
          name="account"
          autoComplete="username"
          autoCapitalize="off"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <AuthField
          label={authStrings.password}
          placeholder={authStrings.passwordPlaceholder}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={remember ? 'current-password' : 'off'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          trailing={
            <button
              type="button"
              className="jl-auth-field__toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? authStrings.hidePassword : authStrings.showPassword}
            </button>
          }
        />
        {codeRequired ? (
          <AuthField
            label={authStrings.vCode}
            placeholder={authStrings.vCodePlaceholder}
            name="valiCode"
            inputMode="numeric"
            autoComplete="off"
            value={vCode}
            onChange={(event) => setVCode(event.target.value)}
            trailing={
              <button
                type="button"
                className="jl-auth-field__captcha"
                aria-label={authStrings.refreshCode}
                onClick={() => setCaptchaStamp(Date.now())}
              >
                <img src={captchaImageUrl(client, { t: captchaStamp })} alt={authStrings.vCode} />
              </button>
            }
          />
        ) : null}
        <div className="jl-login__row">
          <label className="jl-login__remember">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {authStrings.rememberPassword}
          </label>
          <button
            type="button"
            className="jl-login__link"
            onClick={() => openService('forgotPassword')}
          >
            {authStrings.forgotPassword}
          </button>
        </div>
        <Button type="submit" variant="primary" block size="lg" disabled={disabled}>
          {login.isPending ? authStrings.loggingIn : authStrings.login}
        </Button>
        {trialPlay ? (
          <Button
            type="button"
            variant="gold"
            block
            size="lg"
            className="jl-login__trial"
            disabled={busy}
            onClick={() => void onTrial()}
          >
            {authStrings.justPlay}
          </Button>
        ) : null}
      </form>
      <Confirm
        open={resetMessage !== null}
        message={resetMessage ?? ''}
        title={authStrings.resetPasswordTitle}
        cancelText={authStrings.resetPasswordCancel}
        confirmText={authStrings.resetPasswordConfirm}
        onCancel={() => setResetMessage(null)}
        onConfirm={() => {
          setResetMessage(null);
          openService('resetPassword');
        }}
      />
      <SliderCaptcha
        open={sliderOpen}
        onCancel={() => setSliderOpen(false)}
        onPass={(ticket) => {
          setSliderOpen(false);
          void submit(ticket);
        }}
      />
      <DomainNoticeModal
        open={domain !== null}
        domain={domain ?? ''}
        onClose={() => {
          setDomain(null);
          leave();
        }}
      />
    </AuthShell>
  );
}
