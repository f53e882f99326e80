/**
 * Logs (/system/log): two tabs, 操作日志 (who changed what, when, with the rows before and after)
 * and 登录日志 (every sign-in attempt with its outcome, address and agent). Both lists are paged,
 * filtered and sorted by time on the server; an enterprise user sees only their own company's rows.
 */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../../locales';
import { LoginLogTab } from './parts/LoginLogTab';
import { OperLogTab } from './parts/OperLogTab';

export default function LogPage() {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <Card>
      <Tabs
        defaultActiveKey="oper"
        items={[
          { key: 'oper', label: t('log.operTab'), children: <OperLogTab /> },
          { key: 'login', label: t('log.loginTab'), children: <LoginLogTab /> },
        ]}
      />
    </Card>
  );
}
