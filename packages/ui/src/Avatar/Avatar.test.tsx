import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { AVATAR_COUNT, avatarLook } from './avatarLooks';

describe('avatar set', () => {
  it('has twenty looks, no two alike', () => {
    const looks = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarLook(i + 1));
    expect(looks.every(Boolean)).toBe(true);
    expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBe(AVATAR_COUNT);
  });

  it('has no look for a guest (0) or an id outside 1-20', () => {
    for (const id of [0, -1, 21, 1.5, Number.NaN]) expect(avatarLook(id)).toBeNull();
  });
});

describe('Avatar', () => {
  it("draws the id's figure, decorative without a label", () => {
    const { container } = render(<Avatar avatarId={7} size={32} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-avatar-id', '7');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).not.toHaveClass('jl-avatar--guest');
    expect(svg.textContent).toBe('');
  });

  it('draws the guest figure for 0 and unknown ids', () => {
    const { container } = render(
      <>
        <Avatar avatarId={0} />
        <Avatar avatarId={99} />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect([...svgs].map((svg) => svg.getAttribute('data-avatar-id'))).toEqual(['0', '0']);
    expect(svgs[0]).toHaveClass('jl-avatar--guest');
  });

  it('is an image named by its label', () => {
    render(<Avatar avatarId={3} label="小明" />);
    expect(screen.getByRole('img', { name: '小明' })).toBeInTheDocument();
  });

  it('gives each avatar on a page its own clip path', () => {
    const { container } = render(
      <>
        <Avatar avatarId={1} />
        <Avatar avatarId={2} />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(new Set(ids).size).toBe(2);
  });
});
