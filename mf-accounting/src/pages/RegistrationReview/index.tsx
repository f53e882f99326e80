/**
 * /businessAccounting/zhuceUser (注册审核): the companies that registered at /zhuce, by review
 * status in tabs (待审核 first), on the shared object table (biz_registration, a read model): paging,
 * sort, quick and advanced search, column settings. 查看 opens a registration with its
 * licence; a platform administrator approves it or rejects it with a reason there.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_REGISTRATION_REVIEW, REGISTRATION_OBJECT, useAccess, useDictOptions } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue, ObjectTableHandle, ReviewStatus } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { RegistrationDrawer } from './parts/RegistrationDrawer';
import { ReviewStatusTag } from './parts/reviewStatus';

type Tab = ReviewStatus | 'all';
const TABS: readonly Tab[] = ['pending', 'approved', 'rejected', 'all'];
const INDUSTRY_DICT = 'biz_pv_industry';

/** The industries' labels in the current language, from the dictionary the list uses too. */
function useIndustryLabels(): Record<string, string> {
  const { value: options } = useDictOptions(INDUSTRY_DICT);
  return useMemo(() => Object.fromEntries(options.map((o) => [o.value, o.label])), [options]);
}

export default function RegistrationReviewPage() {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const [tab, setTab] = useState<Tab>('pending');
  const [open, setOpen] = useState<number | null>(null);
  const industryLabels = useIndustryLabels();

  const baseConditions = useMemo<ObjCondition[]>(
    () => (tab === 'all' ? [] : [{ field: 'review_status', operator: 'eq', value: tab }]),
    [tab],
  );
  const renderCell = useMemo(() => ({ review_status: (value: ObjValue | undefined) => <ReviewStatusTag status={value} /> }), []);

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map((key) => ({ key, label: t(`registration.tab.${key}`) }))}
      />
      <ObjectTable
        ref={table}
        objName={REGISTRATION_OBJECT}
        baseConditions={baseConditions}
        renderCell={renderCell}
        rowActions={(row: ObjRow) => (
          <Button type="link" onClick={() => setOpen(Number(row.id))}>
            {t('common:view')}
          </Button>
        )}
      />
      {open !== null && (
        <RegistrationDrawer
          companyId={open}
          mayReview={access.hasPermission(PERMISSION_REGISTRATION_REVIEW)}
          industryLabels={industryLabels}
          onClose={() => setOpen(null)}
          onDecided={() => table.current?.reload()}
        />
      )}
    </Card>
  );
}
