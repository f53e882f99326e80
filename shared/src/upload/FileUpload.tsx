import { useImperativeHandle, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import axios from 'axios';
import { App, Button, Upload } from 'antd';
import type { UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_OK, ERROR_MESSAGE_MS } from '../contracts';
import type { UploadResult } from '../contracts';
import { NetworkError, SessionExpiredError } from '../http';
import { exceedsLimit, isAcceptedFile, pickerAccept } from './fileRules';
import { sendFile } from './sendFile';
import { UPLOAD_NS } from './uploadLocales';

/** For `autoUpload={false}`: the form that holds the component sends the chosen files itself. */
export interface FileUploadHandle {
  submit: () => Promise<void>;
  clearFiles: () => void;
}

export interface FileUploadProps {
  /** Upload URL (SPEC §7: configurable). */
  action: string;
  /** Extra request headers; the client adds Authorization (the dby_token cookie) as on every call. */
  headers?: Record<string, string>;
  /** Extra form fields sent with the file. */
  data?: Record<string, string | number | boolean>;
  /** Accepted extensions or MIME types ('xlsx', '.pdf', 'image/*'); empty accepts any file. */
  accept?: readonly string[];
  /** Most files in the list (SPEC §9 default 1, single selection). */
  limit?: number;
  /** Form field of the file (SPEC §9 default `upload`). */
  name?: string;
  /** Upload as soon as a file is chosen; otherwise on `submit()` of the handle. */
  autoUpload?: boolean;
  /** Simple mode: a failed answer that carries `uploaded` goes to onChange instead of an error. */
  simple?: boolean;
  disabled?: boolean;
  /** Code 200. */
  onSuccess?: (response: UploadResult, file: File) => void;
  /** Simple mode's change event. */
  onChange?: (response: UploadResult) => void;
  /** The picker trigger; a 选择文件 button by default. */
  children?: ReactNode;
  ref?: Ref<FileUploadHandle>;
}

export function FileUpload({
  action,
  headers,
  data = {},
  accept = [],
  limit = 1,
  name = 'upload',
  autoUpload = true,
  simple = false,
  disabled,
  onSuccess,
  onChange,
  children,
  ref,
}: FileUploadProps) {
  const { t } = useTranslation([UPLOAD_NS, 'common']);
  const { message } = App.useApp();
  const [fileList, setFileList] = useState<UploadFile<UploadResult>[]>([]);

  const patchFile = (uid: string, patch: Partial<UploadFile<UploadResult>>) =>
    setFileList((list) => list.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  /** SPEC §8: the server's msg or message, else 系统错误, for 6 s; the list is emptied. */
  const fail = (text: string | undefined) => {
    message.error({ content: text || t('common:systemError'), duration: ERROR_MESSAGE_MS / 1000 });
    setFileList([]);
  };

  const upload = async (file: RcFile, signal: AbortSignal) => {
    patchFile(file.uid, { status: 'uploading', percent: 0 });
    let response: UploadResult;
    try {
      response = await sendFile({
        url: action,
        field: name,
        file,
        data,
        headers,
        signal,
        onProgress: (percent) => patchFile(file.uid, { percent }),
      });
    } catch (error) {
      if (axios.isCancel(error)) return;
      // the client has already shown the sign-in dialog or the network error: no second message
      if (error instanceof SessionExpiredError || error instanceof NetworkError) setFileList([]);
      else fail(undefined);
      return;
    }
    if (response.code === CODE_OK) {
      patchFile(file.uid, { status: 'done', percent: 100, response });
      if (autoUpload) message.success(t('common:importSuccess'));
      onSuccess?.(response, file);
    } else if (simple && response.uploaded !== undefined) {
      patchFile(file.uid, { status: 'done', percent: 100, response });
      onChange?.(response);
    } else {
      fail(response.msg || response.message);
    }
  };

  useImperativeHandle(ref, () => ({
    submit: async () => {
      const waiting = fileList.filter((item) => item.status === undefined && item.originFileObj);
      await Promise.all(waiting.map((item) => upload(item.originFileObj as RcFile, new AbortController().signal)));
    },
    clearFiles: () => setFileList([]),
  }));

  return (
    <Upload<UploadResult>
      name={name}
      accept={pickerAccept(accept)}
      multiple={limit > 1}
      disabled={disabled}
      fileList={fileList}
      onChange={({ fileList: next }) => setFileList(next)}
      beforeUpload={(file, batch) => {
        if (exceedsLimit({ limit, selected: batch.length, existing: fileList.length })) {
          // one warning for the whole selection, which is refused as a whole
          if (file === batch[0]) {
            message.warning(t('exceedLimit', { limit, selected: batch.length, existing: fileList.length }));
          }
          return Upload.LIST_IGNORE;
        }
        if (!isAcceptedFile(file, accept)) {
          message.error(t('common:wrongFileType'));
          return Upload.LIST_IGNORE;
        }
        return autoUpload;
      }}
      customRequest={({ file }) => {
        const controller = new AbortController();
        void upload(file as RcFile, controller.signal);
        // removing a file from the list while it is sent aborts the request
        return { abort: () => controller.abort() };
      }}
    >
      {children ?? (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('chooseFile')}
        </Button>
      )}
    </Upload>
  );
}
