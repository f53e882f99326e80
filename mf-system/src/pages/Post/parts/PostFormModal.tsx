/**
 * Add or edit one post (sys_post) through /rest/saveObjData: code, name, order, status
 * (dictionary sys_normal_disable, 正常/停用 when the dictionary call has none) and remark. A
 * platform administrator, who belongs to no company, also chooses the post's company; everyone
 * else's posts belong to their own company (the server sets it).
 */
import { useMemo } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@pcf/shared';
import type { ObjDictOption, ObjRow } from '@pcf/shared';
import { CompanySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { postApi } from '../api';

export const STATUS_DICT = 'sys_normal_disable';

interface PostValues {
  code: string;
  name: string;
  sort: number;
  status: string;
  remark?: string;
  companyId?: number | null;
}

/** The 正常/停用 options of SPEC's sys_normal_disable, in the current language, for when the dictionary is not reachable. */
export function useStatusFallback(): Record<string, ObjDictOption[]> {
  const { t, i18n } = useTranslation(SYSTEM_NS);
  return useMemo(
    () => ({
      [STATUS_DICT]: [
        { value: '0', label: t('post.statusNormal') },
        { value: '1', label: t('post.statusDisabled') },
      ],
    }),
    // i18n.language: t keeps its identity when the language changes, the labels must not
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

export interface PostFormModalProps {
  /** null adds a post. */
  row: ObjRow | null;
  statusOptions: ObjDictOption[];
  /** Chooses the company (platform administrators only). */
  platformAdmin?: boolean;
  onClose(): void;
  onSaved(): void;
}

export function PostFormModal({ row, statusOptions, platformAdmin = false, onClose, onSaved }: PostFormModalProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<PostValues>();
  const options = useDictOptions(STATUS_DICT, statusOptions).value;
  const adding = row === null;

  const { saving, submit: checkThenSave } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    checkThenSave((values) => {
      const data: ObjRow = {
        code: values.code.trim(),
        name: values.name.trim(),
        sort: values.sort,
        status: values.status,
        remark: values.remark?.trim() || null,
      };
      if (!adding) data.id = row.id;
      if (platformAdmin) data.company_id = values.companyId ?? null;
      return postApi.save(data);
    });

  const initial: Partial<PostValues> = adding
    ? { sort: 0, status: '0' }
    : {
        code: String(row.code ?? ''),
        name: String(row.name ?? ''),
        sort: typeof row.sort === 'number' ? row.sort : 0,
        status: row.status === null || row.status === undefined ? '0' : String(row.status),
        remark: row.remark === null || row.remark === undefined ? '' : String(row.remark),
        companyId: typeof row.company_id === 'number' ? row.company_id : null,
      };

  return (
    <FormModal title={t(adding ? 'post.add' : 'post.edit')} saving={saving} onSave={() => void submit()} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        {platformAdmin && (
          <Form.Item name="companyId" label={t('post.company')} rules={[{ required: true, message: t('post.companyRequired') }]}>
            <CompanySelect />
          </Form.Item>
        )}
        <Form.Item
          name="code"
          label={t('post.code')}
          rules={[
            { required: true, whitespace: true, message: t('post.codeRequired') },
            { max: 64, message: t('post.tooLong', { max: 64 }) },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('post.name')}
          rules={[
            { required: true, whitespace: true, message: t('post.nameRequired') },
            { max: 100, message: t('post.tooLong', { max: 100 }) },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sort" label={t('post.sort')} rules={[{ required: true, message: t('post.sortRequired') }]}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('post.status')} rules={[{ required: true, message: t('post.statusRequired') }]}>
          <Select options={options.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('post.remark')} rules={[{ max: 500, message: t('post.tooLong', { max: 500 }) }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
