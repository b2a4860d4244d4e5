// 审计: the rows as the server pages them, and the filters sent as the API's query.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../test/fakeServer';
import { ConsoleProviders } from '../App';
import { AuditScreen } from './AuditScreen';

const row = (id: number, operator: string, action: string) => ({
  id,
  operator,
  role: 'admin',
  action,
  params: { id },
  before: null,
  after: null,
  clientAddress: '127.0.0.1',
  createTime: Date.UTC(2026, 10, 29, 12, 0, id),
});

// antd's screens in jsdom take seconds each on a busy machine (a lazy screen, its first render).
describe('AuditScreen', { timeout: hangTimeout(90_000) }, () => {
  it('lists the log and filters by operator and action', async () => {
    const server = fakeServer({
      'GET /console-api/audit': ({ url }) =>
        url.searchParams.get('operator') === 'cli'
          ? ok({ data: [row(1, 'cli', 'operator.create')], totalCount: 1 })
          : ok({
              data: [
                row(3, 'alice', 'console.password'),
                row(2, 'alice', 'console.login'),
                row(1, 'cli', 'operator.create'),
              ],
              totalCount: 3,
            }),
    });
    const user = userEvent.setup();
    render(
      <ConsoleProviders
        session={{
          status: 'signedIn',
          me: {
            name: 'alice',
            role: 'admin',
            roleLabel: '管理员',
            mustChangePassword: false,
            csrfToken: 'c',
          },
        }}
      >
        <AuditScreen />
      </ConsoleProviders>,
    );
    expect(
      await screen.findByText('修改密码', {}, { timeout: hangTimeout(30_000) }),
    ).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    await user.type(screen.getByLabelText('操作员'), 'cli');
    await user.type(screen.getByLabelText('操作'), 'operator.');
    await user.click(screen.getByText(/^查\s?询$/));
    expect(
      await screen.findByText('共 1 条', {}, { timeout: hangTimeout(30_000) }),
    ).toBeInTheDocument();
    const last = server.requests.at(-1)!.url;
    expect(last.searchParams.get('operator')).toBe('cli');
    expect(last.searchParams.get('action')).toBe('operator.');
    expect(last.searchParams.get('page')).toBe('1');
  });
});
