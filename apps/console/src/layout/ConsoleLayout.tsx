// The frame of every signed-in screen: the side menu of what the operator's role may open, a
// header with the operator's name and role and the logout, and the screen itself.
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe, useSession } from '../session/useSession';
import type { ConsoleScreen } from './screens';
import { LAYOUT_TEXT } from './strings';
import styles from './ConsoleLayout.module.css';

export interface ConsoleLayoutProps {
  /** The screens this operator may open, in menu order. */
  screens: readonly ConsoleScreen[];
  children: ReactNode;
}

export function ConsoleLayout({ screens, children }: ConsoleLayoutProps) {
  const me = useMe();
  const session = useSession();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = screens.find(
    (screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`),
  );
  return (
    <Layout className={styles.root}>
      <Layout.Sider width={208} theme="dark" className={styles.sider}>
        <div className={styles.logo}>{LAYOUT_TEXT.brand}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected.path] : []}
          items={screens.map((screen) => ({
            key: screen.path,
            icon: screen.icon,
            label: screen.label,
          }))}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Typography.Title level={4} className={styles.title}>
            {selected?.label ?? ''}
          </Typography.Title>
          <Space size="middle">
            <Space size={6} aria-label="当前操作员">
              <UserOutlined />
              <Typography.Text strong>{me.name}</Typography.Text>
              <Tag color="blue">{me.roleLabel}</Tag>
            </Space>
            <Button
              icon={<LogoutOutlined />}
              onClick={() =>
                void session.logout().then(() => message.success(LAYOUT_TEXT.loggedOut))
              }
            >
              {LAYOUT_TEXT.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
