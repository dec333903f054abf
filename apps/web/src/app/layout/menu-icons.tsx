import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  DashboardOutlined,
  FormOutlined,
  LockOutlined,
  NotificationOutlined,
  PhoneOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names the menu data may use; an unknown name shows the generic icon. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  setting: <SettingOutlined />,
  bank: <BankOutlined />,
  lock: <LockOutlined />,
  notification: <NotificationOutlined />,
  book: <BookOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  wallet: <WalletOutlined />,
  form: <FormOutlined />,
  phone: <PhoneOutlined />,
};

export const menuIcon = (name: string | null): ReactNode =>
  name ? (ICONS[name] ?? <AppstoreOutlined />) : null;
