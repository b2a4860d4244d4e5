import { companyKeys, staticDocumentKeys } from '@jinli/api';
import type { RegisterLimit } from '@jinli/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCompany } from '../../app/storybook/storyFixtures';
import { registerLimitFixture } from './accountFixtures';
import { RegisterScreen } from './RegisterScreen';
import { AccountStoryProviders } from './storybook/AccountStoryProviders';

/** /auth/register, its fields from the seeded register-limit config (no network). */
const meta = {
  title: 'Features/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function withLimit(limit?: RegisterLimit) {
  return (Story: () => React.ReactElement) => (
    <AccountStoryProviders
      path="/auth/register?code=PROMO9"
      data={[
        [companyKeys.info(), storyCompany],
        ...(limit ? ([[staticDocumentKeys.document('registerLimit'), limit]] as const) : []),
      ]}
    >
      <Story />
    </AccountStoryProviders>
  );
}

export const Default: Story = { decorators: [withLimit(registerLimitFixture)] };

/** Every optional field shown, and a new-user bonus. */
export const AllFields: Story = {
  decorators: [
    withLimit({
      ...registerLimitFixture,
      sendMenoy: '8.88',
      fields: Object.fromEntries(
        Object.entries(registerLimitFixture.fields).map(([name, field]) => [
          name,
          { ...field, show: true },
        ]),
      ) as RegisterLimit['fields'],
    }),
  ],
};

/** The config still loading: a skeleton. */
export const Loading: Story = { decorators: [withLimit()] };
