import { SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { switchAccount } from '../auth/session';
import { useAccounts } from '../auth/use-session-data';

export const accountLabel = (a: {
  businessName: string;
  branchName: string | null;
  roleLabel: string;
}): string => `${a.businessName}${a.branchName ? ` / ${a.branchName}` : ''} · ${a.roleLabel}`;

/** The active account and the others the user holds (GET account/roles). */
export const AccountSwitcher = () => {
  const { data: accounts = [] } = useAccounts();
  const active = accounts.find((a) => a.isSelected);
  if (accounts.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: active ? [active.id] : [],
        items: accounts.map((a) => ({ key: a.id, label: accountLabel(a) })),
        onClick: ({ key }) => {
          if (key !== active?.id) void switchAccount(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<SwapOutlined />}
        className="header-button header-button--label"
        data-testid="account-switcher"
        title={active ? accountLabel(active) : undefined}
      >
        <span className="header-button__text">{active ? accountLabel(active) : 'Hesap seçin'}</span>
      </Button>
    </Dropdown>
  );
};
