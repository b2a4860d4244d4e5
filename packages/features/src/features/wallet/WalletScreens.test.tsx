import { MONEY_PARSE_MESSAGES } from '@jinli/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { afterClickLock } from '../../../test/clickLock';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { profileFixture } from '../auth/accountFixtures';
import { qrMatrix } from '../../shared/qrMatrix';
import { session, setAccessToken } from '../../app/session/sessionStore';
import { walletRoutes } from './routes';
import {
  billsFixture,
  channelsFixture,
  orderFixture,
  withdrawLimitFixture,
} from './walletFixtures';

let server: TestServer;
let posted: { path: string; body: Record<string, unknown>; key: string | undefined }[];

async function readJson(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as Record<string, unknown>;
}

const card = {
  id: 5,
  kind: 'bank',
  bankName: '中国工商银行',
  cardNo: '6222 **** **** 4321',
  realName: '张*',
  bankAddress: '',
  createTime: 1,
};

/** A player who has set a fund password: the withdraw form is for them. */
const withFundPassword = { ...profileFixture, extInfo: { ...profileFixture.extInfo, fundPwd: 1 } };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  posted = [];
  server.requests.length = 0;
  server.on('/api/user/info', () => ok(withFundPassword));
  server.on('/api/user/money/check', () => ok({ money: 120_000, liveMoney: 5_000 }));
  server.on('/api/v2/payment/channels', () => ok(channelsFixture));
  server.on('/api/v2/recharge/create', async (request) => {
    posted.push({
      path: 'create',
      body: await readJson(request),
      key: request.headers['idempotency-key'] as string | undefined,
    });
    return ok(orderFixture());
  });
  server.on('/api/v2/recharge/detail', () => ok(orderFixture()));
  server.on('/api/user/bank/list', () => ok([card]));
  server.on('/api/userWithdraw/validWithdraw/queryAll', () =>
    ok({ relaxQuota: 0, requireDML: 0, rows: [], sumAllDeduct: 0, sumAllDml: 0, yetWithdraw: 1 }),
  );
  server.on('/sys-upload/data/json/userWithdrawLimit.json', () => ({ body: withdrawLimitFixture }));
  server.on('/api/user/bills', () => ok({ data: billsFixture, totalCount: 2 }));
});

function renderAt(path: string) {
  return renderApp({
    routes: [
      ...walletRoutes,
      testRoute('/auth/login', 'login-page'),
      testRoute('/password-withdraw-money', 'fund-password-page'),
      testRoute('/auth/register', 'register-page'),
    ],
    path,
    apiOrigin: server.origin,
  });
}

describe('wallet guard', () => {
  it('sends a logged-out visitor of a wallet page to login', async () => {
    const app = renderAt('/withdraw-money');
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?redirect=%2Fwithdraw-money');
  });
});

describe('RechargeScreen', () => {
  it('refuses a trial account', async () => {
    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userInfo: { ...profileFixture.userInfo, type: 'TEST' } }),
    );
    setAccessToken('tok');
    renderAt('/recharge');
    expect(await screen.findByText('试玩账户无法进行该操作，请注册正式账户!')).toBeInTheDocument();
    expect(server.requests).not.toContain('/api/v2/payment/channels');
  });

  it('offers a trial account 注册正式账户: signed out, then the register form', async () => {
    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userInfo: { ...profileFixture.userInfo, type: 'TEST' } }),
    );
    server.on('/v/user/logout', () => ok(null));
    setAccessToken('tok-trial');
    const app = renderAt('/recharge');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '注册正式账户' }));
    expect(await screen.findByText('register-page')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/auth/register');
    expect(server.requests).toContain('/v/user/logout');
    expect(session.accessToken).toBeNull();
  });

  it("offers registering where the server refuses a trial account's money page (/recharge/bank)", async () => {
    server.on('/api/v2/payment/channels', () => ({
      status: 403,
      body: { code: 'SYS/FORBIDDEN', msg: '试玩账户无法进行该操作，请注册正式账户!' },
    }));
    setAccessToken('tok-trial');
    renderAt('/recharge/bank?channelId=1&amount=100');
    expect(await screen.findByRole('button', { name: '注册正式账户' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('is a cashier: the balance on top, every channel in one list with its limits and arrival, one chosen, quick amounts', async () => {
    setAccessToken('tok');
    renderAt('/recharge');
    const user = userEvent.setup();
    // The balance the wallet reads (money + liveMoney: 120 + 5 yuan).
    const balance = await screen.findByRole('region', { name: '账户余额' });
    await waitFor(() =>
      expect(within(balance).getByLabelText('余额')).toHaveTextContent('¥125.00'),
    );
    const channels = await screen.findByRole('radiogroup', { name: '支付通道' });
    const rows = within(channels).getAllByRole('radio');
    expect(rows.map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(rows[0]).toHaveAccessibleName('银行卡转账');
    expect(rows[0]).toHaveAccessibleDescription('单笔100-50,000元 · 人工核对，约10分钟到账');
    expect(rows[1]).toHaveAccessibleDescription('单笔10-20,000元 · 即时到账');
    // No tabs of kinds beside the list: one selection, not a kind and a channel both highlighted.
    expect(screen.queryByRole('tab')).toBeNull();
    // The bank channel's quick amounts, within its range; a tap fills the amount and is pressed.
    const quick = screen.getByRole('group', { name: '快捷金额' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['100元', '200元', '500元', '1,000元', '2,000元', '5,000元']);
    await user.click(within(quick).getByRole('button', { name: '500元' }));
    expect(screen.getByLabelText('充值金额')).toHaveValue('500');
    expect(within(quick).getByRole('button', { name: '500元' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Another channel: its own quick amounts, and only it is chosen.
    await user.click(rows[1]!);
    expect(rows.map((row) => row.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(within(quick).getAllByRole('button')[0]).toHaveTextContent('50元');
    expect(screen.getByText(/请使用本人账户付款/)).toBeInTheDocument();
  });

  it('checks the amount against the channel range, then creates an order with an idempotency key', async () => {
    setAccessToken('tok');
    const app = renderAt('/recharge');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '支付宝在线支付' }));
    expect(screen.getByRole('radio', { name: '支付宝在线支付' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.type(screen.getByLabelText('充值金额'), '5');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('单笔金额须在10-20,000元之间')).not.toHaveLength(0);
    expect(posted).toHaveLength(0);
    await user.clear(screen.getByLabelText('充值金额'));
    await user.type(screen.getByLabelText('充值金额'), '100');
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/recharge/online/R20261121000000000001'),
    );
    expect(posted[0]?.body).toEqual({ channelId: 2, amount: '100' });
    expect(posted[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('button', { name: '前往支付' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('处理中');
  });

  it('refuses an amount with more than two decimals before sending, as the server does', async () => {
    server.on('/api/v2/user/tellerMachine', async (request) => {
      posted.push({ path: 'teller', body: await readJson(request), key: undefined });
      return ok(orderFixture());
    });
    setAccessToken('tok');
    const app = renderAt('/recharge');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '支付宝在线支付' }));
    await user.type(screen.getByLabelText('充值金额'), '100.005');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText(MONEY_PARSE_MESSAGES.fen)).not.toHaveLength(0);
    expect(screen.getByLabelText('充值金额')).toHaveAccessibleDescription(MONEY_PARSE_MESSAGES.fen);
    expect(app.router.state.location.pathname).toBe('/recharge');
    expect(posted).toHaveLength(0);

    // The bank-transfer form, reached with such an amount in its link.
    await app.router.navigate('/recharge/bank?channelId=1&amount=100.005');
    await user.type(await screen.findByLabelText('存款人姓名'), '张三');
    await user.click(screen.getByRole('button', { name: '我已转账，提交' }));
    expect(await screen.findAllByText(MONEY_PARSE_MESSAGES.fen)).not.toHaveLength(0);
    expect(posted).toHaveLength(0);
    // Two decimals pass.
    await user.clear(screen.getByLabelText('充值金额'));
    await user.type(screen.getByLabelText('充值金额'), '100.01');
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '我已转账，提交' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ channelId: 1, amount: '100.01' });
  });

  it('sends a bank channel to the transfer form with the payee', async () => {
    setAccessToken('tok');
    const app = renderAt('/recharge');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('充值金额'), '200');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recharge/bank'));
    expect(await screen.findByText('6222020000111122223')).toBeInTheDocument();
    expect(screen.getByLabelText('充值金额')).toHaveValue('200');
  });
});

describe('RechargeOrderScreen (USDT)', () => {
  const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const usdtOrder = orderFixture({
    channelId: 3,
    channelName: 'USDT-TRC20',
    kind: 'usdt',
    route: 'qrVirtual',
    payeeAccount: address,
    payeeBank: 'TRC20',
  });

  it('shows the payee address as a QR code made in the app, its network and a copy button', async () => {
    server.on('/api/v2/recharge/detail', () => ok(usdtOrder));
    setAccessToken('tok');
    renderAt(`/recharge/qr-virtual/${usdtOrder.orderNo}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'USDT充值' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '收款地址二维码' });
    // The symbol is the address's: the same modules as encoding it directly.
    const { path } = await qrMatrix(address);
    expect(qr.querySelector('path')).toHaveAttribute('d', path);
    expect(screen.getByTestId('payee-address')).toHaveTextContent(address);
    expect(screen.getByText('TRC20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制收款地址' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前往支付' })).toBeInTheDocument();
  });

  it('shows no code for an order without a payee address', async () => {
    setAccessToken('tok');
    renderAt(`/recharge/online/${orderFixture().orderNo}`);
    expect(await screen.findByRole('button', { name: '前往支付' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '收款地址二维码' })).toBeNull();
  });
});

describe('RechargeProcessingScreen', () => {
  it('shows a paid order and goes to /recharge/failed for a failed one', async () => {
    server.on('/api/v2/recharge/detail', () =>
      ok(orderFixture({ status: 'paid', finishTime: 1_763_700_060_000 })),
    );
    setAccessToken('tok');
    const first = renderAt('/recharge/processing/R20261121000000000001');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('充值成功');
    expect(screen.getAllByText('100.00元')).toHaveLength(2);
    first.view.unmount();
    server.on('/api/v2/recharge/detail', () => ok(orderFixture({ status: 'failed' })));
    const second = renderAt('/recharge/processing/R20261121000000000001');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/recharge/failed'));
    expect(await screen.findByRole('button', { name: '重新充值' })).toBeInTheDocument();
  });
});

describe('WithdrawScreen', () => {
  it('shows the balance on top and the accounts to pay to as one choice, each with its mark', async () => {
    setAccessToken('tok');
    renderAt('/withdraw-money');
    const user = userEvent.setup();
    const balance = await screen.findByRole('region', { name: '可用余额' });
    expect(within(balance).getByTestId('withdraw-balance')).toHaveTextContent('125.00元');
    const accounts = within(screen.getByRole('radiogroup', { name: '提现至' })).getAllByRole(
      'radio',
    );
    expect(accounts.map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(accounts[0]).toHaveAccessibleName('中国工商银行');
    expect(accounts[0]).toHaveAccessibleDescription('尾号4321 · 张*');
    expect(accounts[0]!.querySelector('[data-method="bank"]')).not.toBeNull();
    await user.click(accounts[1]!);
    expect(accounts.map((row) => row.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(screen.getByText(/平台不会以任何理由索要您的交易密码/)).toBeInTheDocument();
  });

  it('asks the fund password: empty prompts, wrong shows 交易密码输入错误!, right submits', async () => {
    server.on('/api/userWithdraw/save/v2', async (request) => {
      const body = await readJson(request);
      posted.push({ path: 'withdraw', body, key: request.headers['idempotency-key'] as string });
      if (body.cashPassword !== '1234')
        return { status: 400, body: { code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误!' } };
      return ok({
        orderNo: 'W1',
        amount: 100_000,
        kind: 'bank',
        freeBank: false,
        bankName: '中国工商银行',
        cardNo: card.cardNo,
        realName: '张*',
        status: 'pending',
        balanceAfter: 25_000,
        createTime: 1,
        finishTime: null,
      });
    });
    server.on('/api/userWithdraw/detail', () =>
      ok({
        orderNo: 'W1',
        amount: 100_000,
        kind: 'bank',
        freeBank: false,
        bankName: '中国工商银行',
        cardNo: card.cardNo,
        realName: '张*',
        status: 'pending',
        balanceAfter: 25_000,
        createTime: 1,
        finishTime: null,
      }),
    );
    setAccessToken('tok');
    const app = renderAt('/withdraw-money');
    const user = userEvent.setup();
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('125.00');
    await user.type(await screen.findByLabelText('提现金额'), '100');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入交易密码');
    expect(posted).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('请输入交易密码 1'));
    await user.keyboard('0000');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('交易密码输入错误!'),
    );
    expect(posted[0]?.body).toEqual({ amount: '100', cashPassword: '0000', bankId: 5 });

    await user.click(within(dialog).getByLabelText('请输入交易密码 1'));
    await user.keyboard('1234');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/withdraw-history/W1'));
    expect(posted[1]?.body).toMatchObject({ cashPassword: '1234' });
    expect(posted[1]?.key).not.toBe(posted[0]?.key);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('审核中');
  });

  it('sends a player who never set a fund password straight to set one, asking nothing', async () => {
    server.on('/api/user/info', () => ok(profileFixture));
    setAccessToken('tok');
    const app = renderAt('/withdraw-money');
    expect(await screen.findByText('fund-password-page')).toBeInTheDocument();
    expect(await screen.findByText('请先设置交易密码')).toBeInTheDocument();
    expect(app.router.state.location.state).toEqual({ returnTo: '/withdraw-money' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests).not.toContain('/api/user/bank/list');
  });

  it('sends a user without a fund password to set one (UC/CASH_PASSWORD_NULL)', async () => {
    server.on('/api/userWithdraw/save/v2', () => ({
      status: 400,
      body: { code: 'UC/CASH_PASSWORD_NULL', msg: '请先设置交易密码' },
    }));
    setAccessToken('tok');
    renderAt('/withdraw-money');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('提现金额'), '100');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    await screen.findByRole('dialog');
    await user.keyboard('1234');
    expect(await screen.findByText('fund-password-page')).toBeInTheDocument();
  });

  it('pays to an account typed in (其他账户), checking its details first', async () => {
    server.on('/api/user/bank/list', () => ok([]));
    server.on('/api/userWithdraw/save/free-bank', async (request) => {
      posted.push({
        path: 'free-bank',
        body: await readJson(request),
        key: request.headers['idempotency-key'] as string,
      });
      return ok({
        orderNo: 'W2',
        amount: 100_000,
        kind: 'usdt',
        freeBank: true,
        bankName: 'TRC20',
        cardNo: 'TXyz****abcd',
        realName: '李*',
        status: 'pending',
        balanceAfter: 25_000,
        createTime: 1,
        finishTime: null,
      });
    });
    server.on('/api/userWithdraw/detail', () => ok({ orderNo: 'W2', status: 'pending' }));
    setAccessToken('tok');
    const app = renderAt('/withdraw-money');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: '其他账户' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: 'USDT' }));
    await user.type(screen.getByLabelText('提现金额'), '100');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    expect(await screen.findAllByText(/请输入/)).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('链类型'), 'TRC20');
    await user.type(screen.getByLabelText('钱包地址'), 'TXyz1234567890abcd');
    await user.type(screen.getByLabelText('开户人姓名'), '李四');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    await screen.findByRole('dialog');
    await user.keyboard('1234');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/withdraw-history/W2'));
    expect(posted[0]).toMatchObject({
      path: 'free-bank',
      body: {
        amount: '100',
        cashPassword: '1234',
        kind: 'usdt',
        bankName: 'TRC20',
        cardNo: 'TXyz1234567890abcd',
        realName: '李四',
      },
    });
  });

  it('refuses an amount with more than two decimals before asking the password', async () => {
    setAccessToken('tok');
    renderAt('/withdraw-money');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('提现金额'), '100.005');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    expect(await screen.findAllByText(MONEY_PARSE_MESSAGES.fen)).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('refuses an amount above the balance', async () => {
    setAccessToken('tok');
    renderAt('/withdraw-money');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('提现金额'), '500');
    await user.click(screen.getByRole('button', { name: '立即提现' }));
    expect(await screen.findAllByText('单笔金额须在100-125元之间')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('BillsScreen', () => {
  it('lists ledger rows with signed amounts and filters by type', async () => {
    setAccessToken('tok');
    renderAt('/bills');
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('在线支付');
    expect(rows[0]).toHaveTextContent('+100.00');
    expect(rows[1]).toHaveTextContent('-50.00');
    expect(screen.getByText('没有更多数据了')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('类型'), '提现');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(server.requests.filter((p) => p === '/api/user/bills')).toHaveLength(2),
    );
  });

  it('opens on the type a link names (?type=12: the agent rebate), ignoring unknown types', async () => {
    const types: (string | null)[] = [];
    server.on('/api/user/bills', (_request, url) => {
      types.push(url.searchParams.get('type'));
      return ok({ data: billsFixture, totalCount: 2 });
    });
    setAccessToken('tok');
    const { view } = renderAt('/bills?type=12');
    await screen.findAllByTestId('bill-row');
    expect(types).toEqual(['12']);
    expect(screen.getByLabelText('类型')).toHaveDisplayValue('代理返点');
    view.unmount();
    renderAt('/bills?type=999');
    await screen.findAllByTestId('bill-row');
    expect(types).toEqual(['12', null]);
  });
});
