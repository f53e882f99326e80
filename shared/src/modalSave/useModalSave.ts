/**
 * The save of a modal form: check the fields (请检查表单填写 when one is wrong), send, then
 * 新增成功! / 编辑成功! (or the caller's words) and `onSaved` with what the server answered; the
 * caller closes and reloads there. A refusal is the server's own words: a toast, or kept in
 * `refusal` for FormModal to show above the form (`refusal: 'inline'`). A failed request has been
 * shown by the shared client. `saving` drives the OK button's spinner.
 *
 * An upload sends with the `transfer` it is given: its progress comes back as `progress`, and
 * closing the modal (unmounting the hook) aborts it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK } from '../contracts';
import type { ApiEnvelope } from '../contracts';
import { messageOf } from '../http/request';
import type { UploadProgress } from '../http/request';

export interface ModalSaveOptions<R = unknown> {
  /** A new row (新增成功!) or a changed one (编辑成功!). */
  adding: boolean;
  /** Saved: `data` is the answer's. Awaited while `saving` stays true (a follow-up call). */
  onSaved: (data: R) => void | Promise<void>;
  /**
   * The success message when the save is neither an add nor an edit (保存成功!, 密码重置成功 ...),
   * made from the answer when it names what was done, or null when the modal shows the outcome itself.
   */
  successText?: string | null | ((envelope: ApiEnvelope<R>) => string);
  /** Where a refusal shows: a toast (the default), or `refusal` above the form. */
  refusal?: 'message' | 'inline';
  /** With `refusal: 'inline'`: what stays above the form after a call that got no answer (the client has said why). */
  failedText?: string;
}

/** What an upload's send passes to its call: aborted when the modal closes; its progress shows as `progress`. */
export interface ModalTransfer {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** A send: the call's envelope, or undefined when the values were refused before sending (the send has said why). */
type Send<R> = Promise<ApiEnvelope<R> | undefined>;

export interface ModalSave<V, R = unknown> {
  saving: boolean;
  /** Checks the form, then sends what `send` makes of its values. */
  submit: (send: (values: V, transfer: ModalTransfer) => Send<R>) => Promise<void>;
  /** Sends without checking (for a Form's onFinish, whose values are checked already). */
  save: (send: (transfer: ModalTransfer) => Send<R>) => Promise<void>;
  /** With `refusal: 'inline'`: the last save's refusal, until the next save or `clearRefusal`. */
  refusal: string | null;
  clearRefusal: () => void;
  /** An upload's progress while it is sent. */
  progress: UploadProgress | null;
}

export function useModalSave<V, R = unknown>(
  form: FormInstance<V>,
  { adding, onSaved, successText, refusal: refusalShown = 'message', failedText }: ModalSaveOptions<R>,
): ModalSave<V, R> {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // closing the modal stops what it is still sending
  useEffect(() => () => inFlight.current?.abort(), []);

  const refuse = useCallback(
    (text: string) => {
      if (refusalShown === 'inline') setRefusal(text);
      else message.error(text);
    },
    [message, refusalShown],
  );

  const save = useCallback(
    async (send: (transfer: ModalTransfer) => Send<R>) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setSaving(true);
      setRefusal(null);
      try {
        const envelope = await send({ signal: controller.signal, onProgress: setProgress });
        if (envelope === undefined) return;
        if (envelope.code !== CODE_OK) {
          refuse(messageOf(envelope));
          return;
        }
        const text =
          typeof successText === 'function'
            ? successText(envelope)
            : successText === undefined
              ? t(adding ? 'common:addSuccess' : 'common:editSuccess')
              : successText;
        if (text !== null) message.success(text);
        await onSaved(envelope.data as R);
      } catch {
        // aborted by closing the modal, or a failure the shared client has shown
        if (!controller.signal.aborted && failedText !== undefined && refusalShown === 'inline') setRefusal(failedText);
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        setSaving(false);
        setProgress(null);
      }
    },
    [adding, failedText, message, onSaved, refuse, refusalShown, successText, t],
  );

  const submit = useCallback(
    async (send: (values: V, transfer: ModalTransfer) => Send<R>) => {
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        message.error(t('common:formInvalid'));
        return;
      }
      await save((transfer) => send(values, transfer));
    },
    [form, message, save, t],
  );

  const clearRefusal = useCallback(() => setRefusal(null), []);

  return { saving, submit, save, refusal, clearRefusal, progress };
}
