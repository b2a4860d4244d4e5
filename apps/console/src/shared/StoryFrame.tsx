// The console's providers for stories: antd in Chinese and its App (message, modal), on the
// console's page background. (Not the session: each story passes what it needs as props.)
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

export function StoryFrame({ children, width }: { children: ReactNode; width?: number }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <div style={{ padding: 16, background: '#f5f5f5', minHeight: '100vh', width }}>
          {children}
        </div>
      </AntApp>
    </ConfigProvider>
  );
}

/** The decorator of a story that needs only the frame. */
export const inStoryFrame: Decorator = (Story) => (
  <StoryFrame>
    <Story />
  </StoryFrame>
);
