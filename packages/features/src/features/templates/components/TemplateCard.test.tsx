// Card behaviour rules (spec §2 "Template cards", §4 expand/collapse and locks, §5 hit rules).
import { toast } from '@jinli/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { TemplateStorySeed } from '../TemplateStorySeed';
import { fixtureItem, templateFixture } from '../templateFixtures';
import type { Template } from '../templateTypes';
import { TemplateCard } from './TemplateCard';

afterEach(() => toast.hide());

function renderCard(template: Template, onHome = false) {
  return render(
    <StoryProviders path="/template/110/1">
      <TemplateStorySeed templates={[template]}>
        <TemplateCard template={template} onHome={onHome} />
      </TemplateStorySeed>
    </StoryProviders>,
  );
}

const items = () => screen.queryAllByTestId('template-item');
// The kit's 展开/收起 button inside the card's toggle bar.
const toggle = () => within(screen.getByTestId('template-card-toggle')).getByRole('button');

describe('expand and collapse', () => {
  it('MB09/10/11 show 5 rows, all when expanded', async () => {
    for (const code of ['mb09', 'mb10', 'mb11']) {
      const view = renderCard(templateFixture(code));
      expect(items()).toHaveLength(5);
      expect(toggle()).toHaveTextContent('展开');
      await userEvent.click(toggle());
      expect(items()).toHaveLength(8);
      expect(toggle()).toHaveTextContent('收起');
      view.unmount();
    }
  });

  it('MB16 shows 5 rows, 10 expanded', async () => {
    renderCard(templateFixture('mb16'));
    expect(items()).toHaveLength(5);
    await userEvent.click(toggle());
    expect(items()).toHaveLength(10);
  });

  it('MB01 shows 2 rows of the current period collapsed', async () => {
    renderCard(templateFixture('mb01'));
    expect(items()).toHaveLength(2);
    await userEvent.click(toggle());
    expect(items()).toHaveLength(6);
  });

  it('SYMB shows 1 item then all, SYMB2 1 then 2, SYMB3 all without a toggle', async () => {
    const symb = renderCard(templateFixture('SYmb'));
    expect(items()).toHaveLength(1);
    await userEvent.click(toggle());
    expect(items()).toHaveLength(4);
    symb.unmount();
    const symb2 = renderCard(templateFixture('Symb2'));
    expect(items()).toHaveLength(1);
    await userEvent.click(toggle());
    expect(items()).toHaveLength(2);
    symb2.unmount();
    renderCard(templateFixture('Symb3'));
    expect(items()).toHaveLength(4);
    expect(screen.queryByTestId('template-card-toggle')).toBeNull();
  });

  it('collapsible tables start expanded and fold their body away', async () => {
    renderCard(templateFixture('mb23'));
    expect(items()).toHaveLength(8);
    expect(toggle()).toHaveTextContent('收起');
    await userEvent.click(toggle());
    expect(items()).toHaveLength(0);
  });

  it('a table with three content columns heads them with one heading: no empty column', () => {
    // mb28 rows carry content, content2 and content3 (the 综合资料表 shape).
    renderCard(templateFixture('mb28'));
    const table = screen.getByRole('table');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['期数', '内容', '开奖']);
    expect(heads.every((head) => head.textContent !== '')).toBe(true);
    const spanned = heads.reduce((sum, head) => sum + Number(head.getAttribute('colspan') ?? 1), 0);
    const row = items()[0]!;
    expect(row.children).toHaveLength(spanned);
  });

  it('MB38 shows at most 3 rows; MB42 orders by sort descending', () => {
    const mb38 = renderCard(templateFixture('mb38'));
    expect(items()).toHaveLength(3);
    mb38.unmount();
    const template = templateFixture('mb42');
    renderCard(template);
    const sorts = template.groups[0]!.items.map((i) => i.sort).sort((a, b) => b - a);
    const byTitle = new Map(template.groups[0]!.items.map((i) => [i.title, i.sort]));
    const shown = items().map((row) =>
      byTitle.get(within(row).getAllByRole('rowheader')[0]!.textContent!),
    );
    expect(shown).toEqual(sorts);
  });

  it('JhtGshou shows at most 15 rows', () => {
    renderCard(templateFixture('JhtGshou'));
    expect(items()).toHaveLength(15);
    expect(screen.queryByTestId('template-card-toggle')).toBeNull();
  });

  it('on home the card name opens the template page', () => {
    const template = templateFixture('mb16');
    renderCard(template, true);
    expect(screen.getByRole('link', { name: template.name })).toHaveAttribute(
      'href',
      `/template/${template.gameId}/${template.id}`,
    );
  });

  it('on home cards start expanded; collapsed they show 2 items', async () => {
    renderCard(templateFixture('mb09'), true);
    expect(items()).toHaveLength(8);
    await userEvent.click(toggle());
    expect(items()).toHaveLength(2);
  });
});

describe('hits', () => {
  it('MB16 marks 合数小 for a note number of 1-6 and 合数大 for 7-13', () => {
    const template = templateFixture('mb16', {});
    template.groups[0]!.items = [
      fixtureItem({ title: 'a', note: '开:05' }),
      fixtureItem({ title: 'b', note: '开:12' }),
      fixtureItem({ title: 'c', note: '开:40' }),
    ];
    renderCard(template);
    const hitsOf = (i: number) =>
      Array.from(items()[i]!.querySelectorAll('[data-hit]')).map((n) => n.textContent);
    expect(hitsOf(0)).toEqual(['合数小']);
    expect(hitsOf(1)).toEqual(['合数大']);
    expect(hitsOf(2)).toEqual([]);
  });

  it('MB09 outlines the predicted tags and fills the one whose zodiacs the note names', () => {
    const template = templateFixture('mb09');
    template.groups[0]!.items = [
      fixtureItem({ title: '326期', content: '琴 *书', note: '开:龍08*' }),
    ];
    renderCard(template);
    const row = items()[0]!;
    const tags = (selector: string) =>
      Array.from(row.querySelectorAll(selector)).map((n) => n.textContent);
    expect(tags('.jl-tpl-tag--hit')).toEqual(['书']);
    expect(tags('.jl-tpl-tag--predicted')).toEqual(['琴', '书']);
    // The asterisk note shows red.
    expect(within(row).getByText('开:龍08')).toHaveClass('jl-tpl-hit');
  });

  it('MB12 sizes values by their count; group tabs are labelled name plus 期', async () => {
    const template = templateFixture('mb12');
    renderCard(template);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(template.groups.map((g) => `${g.groupName}期`));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const classes = items().map((row) =>
      row.querySelector('[data-size-class]')?.getAttribute('data-size-class'),
    );
    expect(classes).toEqual(['1', '1', '10', '8', '5', '3']);
    await userEvent.click(tabs[1]!);
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('activeCover rows are highlighted', () => {
    renderCard(templateFixture('mb09'));
    expect(items()[2]).toHaveClass('jl-tpl-active');
  });
});

describe('locks and links', () => {
  it('shows the login and recharge overlays with their targets', async () => {
    renderCard(templateFixture('mb01'));
    await userEvent.click(toggle());
    expect(screen.getByTestId('template-lock-login')).toHaveTextContent('登陆后可以解锁查看！');
    expect(screen.getByTestId('template-lock-recharge')).toHaveTextContent(
      '请充值任意金额开通VIP！',
    );
  });

  it('on home the login lock says 登录后可解锁 免费查看', () => {
    renderCard(templateFixture('mb01'), true);
    expect(screen.getByTestId('template-lock-login')).toHaveTextContent('登录后可解锁 免费查看');
  });

  it('MB37 covers its table with the lock', () => {
    renderCard(templateFixture('mb37'));
    expect(screen.getAllByTestId('template-lock-recharge')).toHaveLength(1);
    expect(screen.getByTestId('template-lock-recharge')).toHaveClass('jl-tpl-lock--block');
  });

  it('a chat-room link says chat is unavailable', async () => {
    renderCard(templateFixture('mb30'));
    await userEvent.click(screen.getByRole('button', { name: '进群看精准资料' }));
    expect(toast.current()?.message).toBe('聊天室目前不可用');
  });

  it('MB24 lists pinned news first with relative times and links to the item page', () => {
    const template = templateFixture('mb24');
    render(
      <StoryProviders>
        <TemplateCard template={template} />
      </StoryProviders>,
    );
    const links = screen.getAllByRole('link');
    expect(screen.getAllByTestId('news-pinned')).toHaveLength(2);
    const first = template.groups[0]!.items[0]!;
    expect(links[0]).toHaveAttribute(
      'href',
      `/template/${template.gameId}/${template.id}?templateId=${first.id}`,
    );
    expect(links[0]).toHaveTextContent('置顶');
    expect(links[0]).toHaveTextContent('3天前');
    expect(links[1]).toHaveTextContent('1个月前');
    expect(links[3]).toHaveTextContent('5小时前');
    expect(links[4]).toHaveTextContent('1年前');
  });

  it('MB24 without items renders nothing', () => {
    const template = templateFixture('mb24');
    template.groups[0]!.items = [];
    renderCard(template);
    expect(screen.queryByTestId('template-card')).toBeNull();
  });
});
