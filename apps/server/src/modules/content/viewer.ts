// Who is asking (optional session) and which company: content is public, but likes, votes and the
// login/recharge locks depend on the viewer; a call naming another company's code is refused.
import { ErrorCode } from '@jinli/contract';
import type { ContentViewer } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type UserRow, wallet } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';

/** Refusal of a company code that is not this server's. */
export const COMPANY_CODE_MSG = '公司代码有误';

export interface Viewer extends ContentViewer {
  user: UserRow | undefined;
}

/** The viewer of a request: its user (if any valid session) with type and total recharged. */
export async function viewerOf(
  db: Db,
  auth: AuthService,
  request: FastifyRequest,
): Promise<Viewer> {
  const user = await auth.optionalUser(request);
  if (!user) return { user: undefined, loggedIn: false, userType: null, rechMoney: null };
  const [purse] = await db
    .select({ rechargeTotal: wallet.rechargeTotal })
    .from(wallet)
    .where(eq(wallet.userId, user.id));
  return {
    user,
    loggedIn: true,
    userType: user.type,
    rechMoney: Number(purse?.rechargeTotal ?? 0n),
  };
}

/** The company id, after checking a given company code is this server's. */
export async function companyIdFor(
  company: CompanyService,
  companyCode: string | undefined,
): Promise<number> {
  const row = await company.current();
  if (companyCode !== undefined && companyCode !== row.code)
    throw new AppError(ErrorCode.BAD_REQUEST, COMPANY_CODE_MSG);
  return row.id;
}

/** Epoch seconds of a date. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** `text` with LIKE wildcards escaped, wrapped for a contains match. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
