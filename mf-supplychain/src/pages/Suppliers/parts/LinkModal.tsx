/** 添加平台企业: search approved companies by name or credit code, choose one, add it as a supplier. */
import { useState } from 'react';
import { Empty, Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, PARTNER_NOTE_MAX, type PartnerCandidate } from '@pcf/shared';
import { FormModal, RetryAlert, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { suppliersApi } from '../api';

interface LinkFields {
  partnerCompanyId: number;
  note?: string;
}

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; rows: PartnerCandidate[] };

export function LinkModal({ companyId, onClose, onSaved }: { companyId: number | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<LinkFields>();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const { saving, submit, refusal } = useModalSave<LinkFields>(form, {
    adding: true,
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });

  const find = async (words: string) => {
    const trimmed = words.trim();
    if (trimmed === '') return;
    setSearch({ status: 'searching' });
    form.setFieldValue('partnerCompanyId', undefined);
    try {
      setSearch({ status: 'ready', rows: await suppliersApi.candidates(trimmed, companyId) });
    } catch (error) {
      setSearch({ status: 'failed', message: error instanceof ApiError ? error.message : null });
    }
  };

  return (
    <FormModal
      title={t('suppliers.link')}
      saving={saving}
      refusal={refusal}
      width={640}
      onSave={() =>
        void submit((values) =>
          suppliersApi.link({
            partnerCompanyId: values.partnerCompanyId,
            note: values.note?.trim() || null,
            ...(companyId === undefined ? {} : { companyId }),
          }),
        )
      }
      onClose={onClose}
    >
      <Input.Search
        aria-label={t('suppliers.searchLabel')}
        placeholder={t('suppliers.searchPlaceholder')}
        enterButton={t('suppliers.search')}
        value={text}
        maxLength={100}
        loading={search.status === 'searching'}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => void find(value)}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="partnerCompanyId"
          label={t('suppliers.candidate')}
          rules={[{ required: true, message: t('suppliers.candidateRequired') }]}
        >
          <CandidateList search={search} onRetry={() => void find(text)} />
        </Form.Item>
        <Form.Item name="note" label={t('suppliers.note')}>
          <Input.TextArea rows={2} maxLength={PARTNER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The search's results as choices (a company already a supplier cannot be chosen again). Form.Item gives value and onChange. */
function CandidateList({
  search,
  onRetry,
  value,
  onChange,
}: {
  search: Search;
  onRetry(): void;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  if (search.status === 'idle') return <Typography.Text type="secondary">{t('suppliers.searchFirst')}</Typography.Text>;
  if (search.status === 'failed') return <RetryAlert title={t('suppliers.searchFailed')} description={search.message} onRetry={onRetry} />;
  if (search.status === 'searching') return <Typography.Text type="secondary">{t('suppliers.searching')}</Typography.Text>;
  if (search.rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('suppliers.noCandidates')} />;
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as number)}>
      <Space orientation="vertical">
        {search.rows.map((c) => (
          <Radio key={c.companyId} value={c.companyId} disabled={c.linked}>
            <span>{c.name}</span>
            <Typography.Text type="secondary">
              {c.nameEn ? ` / ${c.nameEn}` : ''}
              {c.creditCode ? ` · ${c.creditCode}` : ''}
              {c.linked ? ` · ${t('suppliers.alreadyLinked')}` : ''}
            </Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
