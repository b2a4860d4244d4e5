// The register form as the register-limit config shapes it (spec §5): which fields are shown and
// required, and which message each failure shows. Client and server run the same check.
import { type RegisterFieldLimit, type RegisterLimit, registerFieldNames } from '@jinli/contract';
import type { CalendarDate } from '../calendarDate';
import {
  REGISTER_MESSAGES,
  type RegisterFormField,
  type RegisterValues,
  checkRegisterField,
  normalizeRegisterValues,
} from './registerRules';

/** Fields every register form has and requires, whatever the config says: without them no account can exist. */
export const ALWAYS_REQUIRED_REGISTER_FIELDS: readonly RegisterFormField[] = [
  'account',
  'password',
  'confirmPassword',
];

/** How long a register error stays on screen, ms. */
export const REGISTER_ERROR_MS = 3000;

/** One field of the form as configured. */
export interface RegisterFieldPlan {
  field: RegisterFormField;
  required: boolean;
  /** Message when the value breaks the rule: the config's, else the spec's. */
  error: string;
  /** Message when a required value is empty: the config's, else the spec's. */
  requiredError: string;
  placeholder: string;
}

function limitOf(limit: RegisterLimit, field: RegisterFormField): RegisterFieldLimit | undefined {
  // The schema makes every field present; a document from an older server may still lack some.
  return field === 'vCode'
    ? undefined
    : (limit.fields as Partial<Record<RegisterFormField, RegisterFieldLimit>>)[field];
}

/** Whether the form asks for the image verification code: vCode on and no third-party captcha. */
export function registerNeedsImageCode(limit: RegisterLimit): boolean {
  return limit.vCode && !limit.thirdCaptcha;
}

/**
 * The shown fields in form order (config order, then vCode), each with whether it is required and
 * its messages. Account, password and confirmation are always shown and required.
 */
export function registerFormPlan(limit: RegisterLimit): RegisterFieldPlan[] {
  const plan: RegisterFieldPlan[] = [];
  for (const field of registerFieldNames) {
    const config = limitOf(limit, field);
    const always = ALWAYS_REQUIRED_REGISTER_FIELDS.includes(field);
    if (!always && !config?.show) continue;
    plan.push({
      field,
      required: always || config?.required === true,
      error: config?.error?.trim() || REGISTER_MESSAGES[field].error,
      requiredError: config?.requiredError?.trim() || REGISTER_MESSAGES[field].requiredError,
      placeholder: config?.placeholder ?? '',
    });
  }
  if (registerNeedsImageCode(limit)) {
    plan.push({ field: 'vCode', required: true, ...REGISTER_MESSAGES.vCode, placeholder: '' });
  }
  return plan;
}

/** Result of validateRegisterForm. */
export interface RegisterValidation {
  valid: boolean;
  /** Message per failing field. */
  errors: Partial<Record<RegisterFormField, string>>;
  /** The first failure in form order: the one the screen shows (3 s). */
  first: { field: RegisterFormField; message: string } | null;
  /** Normalized values of the shown fields, ready to send (hidden fields left out). */
  payload: Partial<Record<RegisterFormField, string>>;
}

/**
 * Validates register values against the config: hidden fields are ignored; an empty required
 * field gets its required message; an empty optional field passes; a filled field must pass its
 * rule or gets the config's error message (the spec's when the config has none; a password equal
 * to the account always gets the fixed 请勿使用与用户名相同的密码 message). `today` is the
 * date 'YYYY-MM-DD' birthdays may not pass.
 */
export function validateRegisterForm(
  values: RegisterValues,
  limit: RegisterLimit,
  today: CalendarDate,
): RegisterValidation {
  const normalized = normalizeRegisterValues(values);
  const errors: Partial<Record<RegisterFormField, string>> = {};
  const payload: Partial<Record<RegisterFormField, string>> = {};
  let first: RegisterValidation['first'] = null;
  for (const plan of registerFormPlan(limit)) {
    const value = normalized[plan.field];
    payload[plan.field] = value;
    let message: string | null = null;
    if (value === '') {
      if (plan.required) message = plan.requiredError;
    } else {
      const check = checkRegisterField(plan.field, normalized, today);
      if (!check.ok) message = check.fixedMessage ?? plan.error;
    }
    if (message !== null) {
      errors[plan.field] = message;
      first ??= { field: plan.field, message };
    }
  }
  return { valid: first === null, errors, first, payload };
}

/** The submit button is disabled while account, password or confirmation is empty. */
export function registerSubmitDisabled(values: RegisterValues): boolean {
  return (
    (values.account ?? '').trim() === '' ||
    (values.password ?? '') === '' ||
    (values.confirmPassword ?? '') === ''
  );
}

/** Submit must first run the third-party captcha (and stop) when the config requires it and it has not passed. */
export function registerNeedsThirdCaptcha(limit: RegisterLimit, captchaPassed: boolean): boolean {
  return limit.thirdCaptcha && !captchaPassed;
}

/** Whether the config changed since the form was built (then the form rebuilds with REGISTER_CONFIG_CHANGED). */
export function registerLimitChanged(built: RegisterLimit, current: RegisterLimit): boolean {
  return stableJson(built) !== stableJson(current);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
