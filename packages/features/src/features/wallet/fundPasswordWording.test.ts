// The 4-digit withdrawal password has one name on every screen (issue 34: the dialog said 资金密码
// and its error 交易密码输入错误!). The spec's only text for it is 交易密码输入错误! (§5, §8), and the
// server's refusals say 交易密码 too, so every screen says 交易密码.
import { REGISTER_MESSAGES } from '@jinli/domain';
import { describe, expect, it } from 'vitest';
import { aboutStrings } from '../about/strings';
import { authStrings } from '../auth/strings';
import { settingsStrings } from '../settings/strings';
import { walletStrings } from './strings';

/** Every text of a strings module (its functions' templates are not read). */
const texts = (value: unknown): string => JSON.stringify(value);

describe('the fund password’s name', () => {
  it.each([
    ['wallet', walletStrings],
    ['settings', settingsStrings],
    ['auth', authStrings],
    ['about', aboutStrings],
    ['register rules', REGISTER_MESSAGES],
  ])('is 交易密码 in the %s texts, never 资金密码', (_name, strings) => {
    expect(texts(strings)).not.toContain('资金密码');
  });

  it('is the same in the withdraw dialog’s title, prompt and error', () => {
    expect(walletStrings.passwordDialogTitle).toContain('交易密码');
    expect(walletStrings.passwordPrompt).toContain('交易密码');
    expect(walletStrings.passwordWrong).toBe('交易密码输入错误!');
  });
});
