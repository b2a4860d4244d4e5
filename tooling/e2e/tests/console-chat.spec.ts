// Journey (issue 32): a player talks in the chat lobby (390×844); a 客服 finds the player in the
// console's 玩家 screen (1440×900) and mutes them (禁言, with a reason, after the confirmation); the
// player's next message, in the same open room, is refused with the server's 您已被禁言 and never
// reaches the room, and the room opened again shows the reason in place of the composer — no
// restart. 审计, filtered by that 客服 and 'player.mute', shows it.
import type { Page } from '@playwright/test';
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleWanted } from '../consoleApp';
import {
  CONSOLE_DESKTOP,
  expectInAudit,
  newOperator,
  newPlayer,
  openConsoleAs,
  playerPhone,
  playerUrl,
  tableRows,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

const LOBBY = '/chat-rooms/lobby';
const MUTED = /您已被禁言/;

/** Types `text` into the composer and sends it with Enter (as chat.spec.ts). */
async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: '输入消息' });
  await expect(input).toBeEditable();
  await input.fill(text);
  await expect(page.getByRole('button', { name: '发送', exact: true })).toBeEnabled();
  await input.press('Enter');
}

const inRoom = (page: Page, text: string) =>
  page.getByTestId('chat-messages').getByTestId('chat-message').filter({ hasText: text });

test('客服 mutes a player in 玩家 and the player gets 您已被禁言 in chat', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(180_000));
  const support = await newOperator('support');
  const player = await newPlayer(request, 'mu');
  const stamp = Date.now().toString(36).slice(-5);

  const phone = await playerPhone(browser, player);
  try {
    // The player talks in the lobby.
    await phone.page.goto(playerUrl(LOBBY));
    const before = `大家好 ${stamp}`;
    await say(phone.page, before);
    await expect(inRoom(phone.page, before)).toBeVisible();

    // The 客服 finds the player in 玩家 and mutes them.
    await openConsoleAs(page, support, '/players');
    await page.getByRole('textbox', { name: /^账号/ }).fill(player.account);
    await page.getByRole('button', { name: /^查\s?询$/ }).click();
    const row = tableRows(page).filter({ hasText: player.account });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^详\s?情$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/players/${player.userId}$`));
    await page.getByRole('button', { name: /^禁\s?言$/ }).click();
    const dialog = page.getByRole('dialog', { name: '禁言' });
    await expect(dialog).toContainText(`对 ${player.account} 执行「禁言」？`);
    await dialog.getByLabel('原因（选填，记入审计日志）').fill('e2e 刷屏');
    await dialog.getByRole('button', { name: /^禁\s?言$/ }).click();
    await expect(page.getByText('已禁言').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^解除禁言$/ })).toBeVisible();

    // The player's next message in the open room is refused with the server's reason …
    const after = `还能说话吗 ${stamp}`;
    await say(phone.page, after);
    await expect(phone.page.getByText(MUTED).first()).toBeVisible();
    // … and the room opened again reads with the reason in place of the composer.
    await phone.page.goto(playerUrl(LOBBY));
    await expect(phone.page.getByText('您已被禁言，暂时无法发言')).toBeVisible();
    await expect(phone.page.getByRole('textbox', { name: '输入消息' })).toHaveCount(0);
    await expect(inRoom(phone.page, before)).toBeVisible();
    await expect(inRoom(phone.page, after)).toHaveCount(0);
  } finally {
    await phone.context.close();
  }

  await expectInAudit(browser, {
    operator: support.name,
    action: 'player.mute',
    count: 1,
    contains: [player.account, 'e2e 刷屏'],
  });
});
