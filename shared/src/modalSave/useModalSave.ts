/**
 * The save of a modal form: check the fields (请检查表单填写 when one is wrong), send, then
 * 新增成功! / 编辑成功! or the server's own words; on success the caller closes and reloads
 * (`onSaved`). A failed request has been shown by the shared client. `saving` drives the OK
 * button's spinner.
 */
import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK } from '../contracts';
import type { ApiEnvelope } from '../contracts';
import { messageOf } from '../http/request';

export interface ModalSaveOptions {
  /** A new row (新增成功!) or a changed one (编辑成功!). */
  adding: boolean;
  onSaved: () => void;
  /** The success message when the save is neither an add nor an edit (保存成功!, 密码重置成功 ...). */
  successText?: string;
}

export interface ModalSave<V> {
  saving: boolean;
  /** Checks the form, then sends what `send` makes of its values. */
  submit: (send: (values: V) => Promise<ApiEnvelope<unknown>>) => Promise<void>;
  /** Sends without checking (for a Form's onFinish, whose values are checked already). */
  save: (send: () => Promise<ApiEnvelope<unknown>>) => Promise<void>;
}

export function useModalSave<V>(form: FormInstance<V>, { adding, onSaved, successText }: ModalSaveOptions): ModalSave<V> {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (send: () => Promise<ApiEnvelope<unknown>>) => {
      setSaving(true);
      try {
        const envelope = await send();
        if (envelope.code !== CODE_OK) {
          message.error(messageOf(envelope));
          return;
        }
        message.success(successText ?? t(adding ? 'common:addSuccess' : 'common:editSuccess'));
        onSaved();
      } catch {
        // the shared client has shown it
      } finally {
        setSaving(false);
      }
    },
    [adding, message, onSaved, successText, t],
  );

  const submit = useCallback(
    async (send: (values: V) => Promise<ApiEnvelope<unknown>>) => {
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        message.error(t('common:formInvalid'));
        return;
      }
      await save(() => send(values));
    },
    [form, message, save, t],
  );

  return { saving, submit, save };
}
