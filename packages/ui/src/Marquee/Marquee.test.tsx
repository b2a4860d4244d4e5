import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Marquee } from './Marquee';

describe('Marquee', () => {
  it('renders every notice in a labelled marquee region with the default icon', () => {
    const { container } = render(<Marquee items={['欢迎来到锦鲤', '今晚 20:30 开奖直播']} />);
    const region = screen.getByRole('marquee', { name: '公告' });
    expect(region).toHaveTextContent('欢迎来到锦鲤');
    expect(region).toHaveTextContent('今晚 20:30 开奖直播');
    expect(container.querySelector('.jl-marquee__icon svg')).not.toBeNull();
  });

  it('makes notices buttons that report their index when onItemClick is given', async () => {
    const onItemClick = vi.fn();
    render(<Marquee items={['第一条', '第二条']} onItemClick={onItemClick} />);
    await userEvent.click(screen.getByRole('button', { name: '第二条' }));
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  it('renders nothing for no notices, and no icon for icon={null}', () => {
    const { container, rerender } = render(<Marquee items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Marquee items={['公告']} icon={null} />);
    expect(container.querySelector('.jl-marquee__icon')).toBeNull();
  });
});
