// 运营者管理 on the server (apps/server/src/modules/console/operatorRoutes.ts): 管理员 only.
import { consoleApi } from '../api/client';
import type { OperatorRole } from '../session/roles';

export interface OperatorView {
  id: number;
  name: string;
  role: OperatorRole;
  disabled: boolean;
  mustChangePassword: boolean;
  createTime: number;
  updateTime: number;
}

/** The secrets an operator is given once: a one-time password and/or a TOTP enrolment. */
export interface IssuedSecrets {
  password?: string;
  totpSecret?: string;
  totpUrl?: string;
}

export type IssuedAnswer = IssuedSecrets & { operator: OperatorView };

export const operatorsKey = ['operators'] as const;

export const operatorsApi = {
  list: () => consoleApi.get<OperatorView[]>('/operators'),
  create: (input: { name: string; role: OperatorRole }) =>
    consoleApi.post<IssuedAnswer>('/operators', input),
  update: (id: number, change: { role?: OperatorRole; disabled?: boolean }) =>
    consoleApi.patch<OperatorView>(`/operators/${id}`, change),
  resetPassword: (id: number) => consoleApi.post<IssuedAnswer>(`/operators/${id}/reset-password`),
  resetTotp: (id: number) => consoleApi.post<IssuedAnswer>(`/operators/${id}/reset-totp`),
};
