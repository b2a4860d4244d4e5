import { sliderCaptchaKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountStoryProviders } from '../storybook/AccountStoryProviders';
import { SliderCaptcha } from './SliderCaptcha';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  )}`;

/** A puzzle like the server draws: a gradient with a dark gap at x = 150. */
const puzzle = {
  id: 'story-puzzle',
  width: 280,
  height: 140,
  background: svg(
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs><rect width="280" height="140" fill="url(#g)"/><rect x="150" y="40" width="44" height="44" rx="6" fill="rgba(0,0,0,.45)"/>',
    280,
    140,
  ),
  piece: svg(
    '<rect width="44" height="44" rx="6" fill="#fda085" stroke="#fff" stroke-width="2"/>',
    44,
    44,
  ),
  pieceSize: 44,
  pieceY: 40,
  // A proof of work as light as it gets (a one-hex-digit prefix: a few tries).
  pow: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '00'.repeat(16),
      salt: '00'.repeat(16),
      cost: 1,
      keyLength: 32,
      keyPrefix: '0',
    },
    signature: 'story',
  },
};

const meta = {
  title: 'Features/Auth/SliderCaptcha',
  component: SliderCaptcha,
  args: { open: true, onPass: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <AccountStoryProviders data={[[sliderCaptchaKeys.puzzle(0), puzzle]]}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof SliderCaptcha>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The puzzle with the piece at the left and the handle to drag. */
export const Puzzle: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('slider')).toHaveAttribute('aria-valuemax', '236');
  },
};
