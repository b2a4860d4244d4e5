// /auth/register (spec §2 Register, §4, §5): the fields the register-limit config shows, checked
// with @jinli/domain's rules and messages, the image code when asked, the promo code from ?code=.
// A config that changed since the form was built rebuilds the form instead of submitting.
import { ApiError, ClientErrorCode, captchaImageUrl } from '@jinli/api';
import {
  staticDocumentQueryOptions,
  useApiClient,
  useRegisterMutation,
  useStaticDocumentQuery,
  useTrialRegisterMutation,
} from '@jinli/api/react';
import type { RegisterLimit } from '@jinli/contract';
import {
  AUTH_TIMEOUT_MS,
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  phoneWithCountry,
  type PhoneCountry,
  FUND_PASSWORD_LENGTH,
  REGISTER_ERROR_MS,
  calendarDateAt,
  digitsOnly,
  registerFormPlan,
  registerLimitChanged,
  registerNeedsThirdCaptcha,
  registerSubmitDisabled,
  validateRegisterForm,
} from '@jinli/domain';
import type { RegisterFieldPlan, RegisterFormField, RegisterValues } from '@jinli/domain';
import { Button, Empty, Skeleton, toast } from '@jinli/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthDateField, BIRTHDAY_MIN } from './components/AuthDateField';
import { AuthField } from './components/AuthField';
import { AuthShell } from './components/AuthShell';
import { SliderCaptcha } from './components/SliderCaptcha';
import { useCompleteSignIn } from './hooks/useCompleteSignIn';
import { authStrings } from './strings';
import './RegisterScreen.css';

/** Where a new account lands (spec §4). */
export const REGISTER_SUCCESS_PATH = '/profile';

/** Input attributes per field: keyboard, autofill and length hints. */
const inputProps: Partial<Record<RegisterFormField, InputHTMLAttributes<HTMLInputElement>>> = {
  account: { autoComplete: 'username', autoCapitalize: 'off', maxLength: 15 },
  password: { type: 'password', autoComplete: 'new-password', maxLength: 25 },
  confirmPassword: { type: 'password', autoComplete: 'new-password', maxLength: 25 },
  fullName: { autoComplete: 'name', maxLength: 15 },
  fundPwd: { type: 'password', inputMode: 'numeric', maxLength: FUND_PASSWORD_LENGTH },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  qq: { inputMode: 'numeric', maxLength: 28 },
  weixin: { maxLength: 49 },
  intrCode: { autoCapitalize: 'off' },
  vCode: { inputMode: 'numeric', autoComplete: 'off' },
};

export interface RegisterScreenProps {
  /** Offer the trial-account link (theme3). Default false. */
  trialPlay?: boolean;
}

export function RegisterScreen({ trialPlay = false }: RegisterScreenProps) {
  const limit = useStaticDocumentQuery('registerLimit');
  return (
    <AuthShell tab="register">
      {limit.isPending ? (
        <Skeleton rows={6} label={authStrings.registerLoading} />
      ) : limit.data ? (
        <RegisterForm initialLimit={limit.data} trialPlay={trialPlay} />
      ) : (
        <Empty text={authStrings.registerConfigFailed}>
          <Button variant="primary" onClick={() => void limit.refetch()}>
            {authStrings.retry}
          </Button>
        </Empty>
      )}
    </AuthShell>
  );
}

interface RegisterFormProps {
  initialLimit: RegisterLimit;
  trialPlay: boolean;
}

function RegisterForm({ initialLimit, trialPlay }: RegisterFormProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const register = useRegisterMutation();
  const trial = useTrialRegisterMutation();
  const signIn = useCompleteSignIn();

  // The config the form was built from; a newer one only replaces it through the rebuild rule.
  const [built, setBuilt] = useState<RegisterLimit>(initialLimit);
  const [values, setValues] = useState<RegisterValues>(() => ({
    intrCode: searchParams.get('code') ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<RegisterFormField, string>>>({});
  const [phoneCountry, setPhoneCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  // The slider's one-use ticket, once passed; dropped after each register attempt.
  const [ticket, setTicket] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);

  const plan = registerFormPlan(built);
  const busy = register.isPending || trial.isPending;
  const disabled = busy || registerSubmitDisabled(values);
  const bonus = Number(built.sendMenoy) > 0 ? built.sendMenoy : null;

  const setValue = (field: RegisterFormField, raw: string) => {
    const value = field === 'fundPwd' ? digitsOnly(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    // A field's error stays while its value is still wrong (it vanished after 3 s before), and
    // goes, or changes to the new reason, as the player types. Only fields already marked are
    // re-checked: the player is not told about fields they have not reached yet.
    if (Object.keys(errors).length > 0) setErrors(recheckErrors(errors, next, built, phoneCountry));
  };

  const refreshCode = () => {
    setValues((current) => ({ ...current, vCode: '' }));
    setCaptchaStamp(Date.now());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    let current: RegisterLimit;
    try {
      current = await queryClient.fetchQuery({
        ...staticDocumentQueryOptions(client, 'registerLimit'),
        staleTime: 0,
      });
    } catch (error) {
      if (error instanceof ApiError) toast.show(error.msg, { durationMs: REGISTER_ERROR_MS });
      return;
    }
    if (registerLimitChanged(built, current)) {
      setBuilt(current);
      setErrors({});
      refreshCode();
      toast.show(authStrings.registerConfigChanged);
      return;
    }
    // Spec §5: a required captcha not yet passed is opened and the submit stops there.
    if (registerNeedsThirdCaptcha(current, ticket !== null)) {
      setSliderOpen(true);
      return;
    }
    const result = validateValues(values, current, phoneCountry);
    if (!result.valid) {
      setErrors(result.errors);
      if (result.first) toast.show(result.first.message, { durationMs: REGISTER_ERROR_MS });
      return;
    }
    try {
      const usedTicket = current.thirdCaptcha ? ticket : null;
      setTicket(null);
      const { token } = await register.mutateAsync({
        input: {
          ...result.payload,
          ...(result.payload.vCode ? { vCodeKey: String(captchaStamp) } : {}),
          ...(usedTicket ? { captchaTicket: usedTicket } : {}),
        },
        timeout: AUTH_TIMEOUT_MS,
      });
      await signIn(token);
      toast.show(authStrings.registerSucceeded);
      void navigate(REGISTER_SUCCESS_PATH, { replace: true });
    } catch (error) {
      refreshCode();
      if (error instanceof ApiError)
        toast.show(error.code === ClientErrorCode.TIMEOUT ? authStrings.loginTimeout : error.msg, {
          durationMs: REGISTER_ERROR_MS,
        });
    }
  };

  const choosePhoneCountry = (country: PhoneCountry) => {
    setPhoneCountry(country);
    if (errors.phone) setErrors(recheckErrors(errors, values, built, country));
  };

  const onTrial = async () => {
    if (busy) return;
    try {
      const { token } = await trial.mutateAsync({ timeout: AUTH_TIMEOUT_MS });
      await signIn(token);
      toast.show(authStrings.loginSucceeded);
      void navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) toast.show(error.msg, { durationMs: REGISTER_ERROR_MS });
    }
  };

  return (
    <form className="jl-register" onSubmit={(event) => void onSubmit(event)} noValidate>
      {bonus ? <p className="jl-register__bonus">{authStrings.newUserBonus(bonus)}</p> : null}
      {plan.map((field) => (
        <RegisterInput
          key={field.field}
          plan={field}
          value={values[field.field] ?? ''}
          error={errors[field.field]}
          onChange={(value) => setValue(field.field, value)}
          captchaUrl={
            field.field === 'vCode'
              ? captchaImageUrl(client, { t: captchaStamp, register: true })
              : undefined
          }
          onRefreshCode={refreshCode}
          today={calendarDateAt(Date.now())}
          phoneCountry={phoneCountry}
          onPhoneCountry={choosePhoneCountry}
        />
      ))}
      <Button type="submit" variant="primary" block size="lg" disabled={disabled}>
        {register.isPending ? authStrings.registering : authStrings.registerNow}
      </Button>
      {trialPlay ? (
        <button
          type="button"
          className="jl-register__link"
          disabled={busy}
          onClick={() => void onTrial()}
        >
          {authStrings.testAccount}
        </button>
      ) : null}
      <SliderCaptcha
        open={sliderOpen}
        onCancel={() => setSliderOpen(false)}
        onPass={(passed) => {
          setTicket(passed);
          setSliderOpen(false);
        }}
      />
    </form>
  );
}

/** The form's check as submit runs it, today on the device's calendar. */
function validateValues(values: RegisterValues, limit: RegisterLimit, country: PhoneCountry) {
  // The phone field holds the national number; the picker's country decides what is sent.
  const phone = values.phone ? phoneWithCountry(country, values.phone) : values.phone;
  return validateRegisterForm({ ...values, phone }, limit, calendarDateAt(Date.now()));
}

/** The shown errors after an edit: each marked field keeps its (current) error while still wrong. */
function recheckErrors(
  shown: Partial<Record<RegisterFormField, string>>,
  values: RegisterValues,
  limit: RegisterLimit,
  country: PhoneCountry,
): Partial<Record<RegisterFormField, string>> {
  const now = validateValues(values, limit, country).errors;
  const kept: Partial<Record<RegisterFormField, string>> = {};
  for (const field of Object.keys(shown) as RegisterFormField[]) {
    const message = now[field];
    if (message) kept[field] = message;
  }
  return kept;
}

interface RegisterInputProps {
  plan: RegisterFieldPlan;
  value: string;
  error?: string;
  onChange(value: string): void;
  captchaUrl?: string;
  onRefreshCode(): void;
  today: string;
  phoneCountry: PhoneCountry;
  onPhoneCountry(country: PhoneCountry): void;
}

function RegisterInput({
  plan,
  value,
  error,
  onChange,
  captchaUrl,
  onRefreshCode,
  today,
  phoneCountry,
  onPhoneCountry,
}: RegisterInputProps) {
  const { field } = plan;
  const label = authStrings.fieldLabels[field];
  if (field === 'birthday')
    return (
      <AuthDateField
        label={plan.required ? `${label} *` : label}
        placeholder={plan.placeholder || authStrings.fieldPlaceholders[field]}
        value={value}
        error={error}
        min={BIRTHDAY_MIN}
        max={today}
        clearLabel={plan.required ? undefined : authStrings.clearDate}
        onChange={onChange}
      />
    );
  const trailing =
    field === 'vCode' && captchaUrl ? (
      <button
        type="button"
        className="jl-auth-field__captcha"
        aria-label={authStrings.refreshCode}
        onClick={onRefreshCode}
      >
        <img src={captchaUrl} alt={authStrings.vCode} />
      </button>
    ) : field === 'phone' ? (
      <PhoneCountryPicker value={phoneCountry} onChange={onPhoneCountry} />
    ) : undefined;
  return (
    <AuthField
      label={plan.required ? `${label} *` : label}
      name={field}
      placeholder={plan.placeholder || authStrings.fieldPlaceholders[field]}
      value={value}
      error={error}
      aria-required={plan.required}
      onChange={(event) => onChange(event.target.value)}
      trailing={trailing}
      {...inputProps[field]}
    />
  );
}

/**
 * The phone field's country: shows the dial code, opens the phone's own picker (a native select
 * under the label) listing each country with its code.
 */
function PhoneCountryPicker({
  value,
  onChange,
}: {
  value: PhoneCountry;
  onChange(country: PhoneCountry): void;
}) {
  return (
    <span className="jl-register__dial">
      <span aria-hidden="true">{value.dialCode}</span>
      <select
        aria-label={authStrings.phoneCountry}
        value={value.code}
        onChange={(event) =>
          onChange(
            PHONE_COUNTRIES.find((c) => c.code === event.target.value) ?? DEFAULT_PHONE_COUNTRY,
          )
        }
      >
        {PHONE_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.name} ${country.dialCode}`}
          </option>
        ))}
      </select>
    </span>
  );
}
