import { companyKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { storyCompany } from '../../app/storybook/storyFixtures';
import {
  AboutScreen,
  ContactUsScreen,
  PrivacyAgreementScreen,
  UserAgreementScreen,
} from './AboutScreen';

const meta = {
  title: 'Features/About/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function screen(Screen: ComponentType) {
  return {
    render: () => (
      <AccountStoryProviders
        data={[
          [
            companyKeys.info(),
            {
              ...storyCompany,
              companyDetailList: [
                { type: 1, content: '在线客服 7×24 小时为您服务', httpImageUrl: '', wechatUrl: '' },
                { type: 2, content: '官方微信：jinli_kefu', httpImageUrl: '', wechatUrl: '' },
              ],
            },
          ],
        ]}
      >
        <Screen />
      </AccountStoryProviders>
    ),
  };
}

export const About: Story = screen(AboutScreen);
export const UserAgreement: Story = screen(UserAgreementScreen);
export const ContactUs: Story = screen(ContactUsScreen);
export const PrivacyAgreement: Story = screen(PrivacyAgreementScreen);
