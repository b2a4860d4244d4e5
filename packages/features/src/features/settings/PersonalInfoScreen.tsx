// /personal-info: the account's personal fields (masked by the server). A field is changed by
// typing a new value; each follows its register rule (@jinli/domain) before it is sent.
import { useModifyUserInfoMutation, useProfileQuery } from '@jinli/api/react';
import type { ModifyUserInfoBody, UserInfo } from '@jinli/contract';
import {
  REGISTER_MESSAGES,
  calendarDateAt,
  checkRegisterField,
  normalizeRegisterValues,
} from '@jinli/domain';
import { Button, Empty, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AuthDateField, BIRTHDAY_MIN } from '../auth/components/AuthDateField';
import { AuthField } from '../auth/components/AuthField';
import { authStrings } from '../auth/strings';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

const FIELDS = ['fullName', 'phone', 'email', 'qq', 'weixin', 'birthday'] as const;
type Field = (typeof FIELDS)[number];

/** The changed fields to send, or the first rule failure. Empty inputs are left unchanged. */
export function personalInfoChanges(
  values: Partial<Record<Field, string>>,
  today: string,
): { body: ModifyUserInfoBody } | { field: Field; message: string } {
  const normalized = normalizeRegisterValues(values);
  const body: ModifyUserInfoBody = {};
  for (const field of FIELDS) {
    const value = normalized[field];
    if (value === '') continue;
    const check = checkRegisterField(field, normalized, today);
    if (!check.ok) return { field, message: check.fixedMessage ?? REGISTER_MESSAGES[field].error };
    body[field] = value;
  }
  return { body };
}

export function PersonalInfoScreen() {
  const profile = useProfileQuery();
  return (
    <AccountPage title={s.personalInfo} fallback="/security-center" testId="personal-info-screen">
      {profile.isPending ? (
        <Skeleton rows={6} label={s.loading} />
      ) : profile.data ? (
        <PersonalInfoForm userInfo={profile.data.userInfo} />
      ) : (
        <Empty text={profile.error?.msg ?? s.loadFailed}>
          <Button variant="primary" onClick={() => void profile.refetch()}>
            {s.retry}
          </Button>
        </Empty>
      )}
    </AccountPage>
  );
}

function PersonalInfoForm({ userInfo }: { userInfo: UserInfo }) {
  const modify = useModifyUserInfoMutation();
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const today = calendarDateAt(Date.now());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = personalInfoChanges(values, today);
    if ('message' in result) {
      setError(result);
      toast.show(result.message, { durationMs: 3000 });
      return;
    }
    setError(null);
    if (Object.keys(result.body).length === 0) return;
    modify.mutate(result.body, {
      onSuccess: () => {
        setValues({});
        toast.show(s.saved);
      },
      onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
    });
  };

  return (
    <form className="jl-account-form" onSubmit={onSubmit} noValidate>
      <AuthField label={s.account} value={userInfo.account} readOnly />
      {FIELDS.map((field) =>
        field === 'birthday' ? (
          <AuthDateField
            key={field}
            label={authStrings.fieldLabels[field]}
            // The server's (masked) birthday shows until a new day is picked.
            placeholder={userInfo[field] || authStrings.fieldPlaceholders[field]}
            value={values[field] ?? ''}
            min={BIRTHDAY_MIN}
            max={today}
            clearLabel={authStrings.clearDate}
            error={error?.field === field ? error.message : undefined}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ) : (
          <AuthField
            key={field}
            label={authStrings.fieldLabels[field]}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            placeholder={userInfo[field] || authStrings.fieldPlaceholders[field]}
            value={values[field] ?? ''}
            error={error?.field === field ? error.message : undefined}
            onChange={(event) =>
              setValues((current) => ({ ...current, [field]: event.target.value }))
            }
          />
        ),
      )}
      <Button
        type="submit"
        variant="primary"
        block
        className="jl-account-form__submit"
        disabled={modify.isPending}
      >
        {s.save}
      </Button>
    </form>
  );
}
