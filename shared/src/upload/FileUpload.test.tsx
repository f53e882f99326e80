import { File as NodeFile } from 'node:buffer';
import { createRef, useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE, TOKEN_REFRESH_HEADER } from '../contracts';
import type { UploadResult } from '../contracts';
import { configureHttpFeedback } from '../http';
import { i18n } from '../i18n';
import { findDialog, queryDialog, renderWithSession } from '../tree/testing/renderWithSession';
import { FileUpload } from './FileUpload';
import type { FileUploadHandle, FileUploadProps } from './FileUpload';

const UPLOAD_URL = '/rest/files/import';

interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, string>;
  authorization: string | null;
  projectHeader: string | null;
}

const mock = setupServer();
let received: ReceivedUpload[];

function answerUploads(answer: (upload: ReceivedUpload) => Response) {
  mock.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData();
      const upload: ReceivedUpload = {
        fields: {},
        files: {},
        authorization: request.headers.get('authorization'),
        projectHeader: request.headers.get('x-project-id'),
      };
      form.forEach((value, key) => {
        if (typeof value === 'string') upload.fields[key] = value;
        else upload.files[key] = value.name;
      });
      received.push(upload);
      return answer(upload);
    }),
  );
}

/**
 * jest-fixed-jsdom gives Node's FormData but leaves jsdom's File, which that FormData refuses
 * (and antd's uploader re-wraps every file in the global File); in a browser they belong together.
 */
const jsdomFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('zh-CN');
});
beforeEach(() => {
  received = [];
  Cookies.set(TOKEN_COOKIE, 'token-of-the-session');
  answerUploads(() => HttpResponse.json({ code: 200, msg: 'ok', data: { rows: 3 } }));
});
afterEach(() => {
  mock.resetHandlers();
  Cookies.remove(TOKEN_COOKIE);
});
afterAll(() => mock.close());

function pickedFile(name: string, type: string): File {
  return new File(['a,b'], name, { type });
}

const xlsx = (name = 'inventory.xlsx') => pickedFile(name, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** What the shell does inside antd's <App>: the client's dialogs and toasts go through it. */
function ShellFeedback() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    configureHttpFeedback({ message, modal });
    return () => configureHttpFeedback(null);
  }, [message, modal]);
  return null;
}

function renderUpload(props: Partial<FileUploadProps> = {}) {
  // the picker's accept attribute would hide wrong files; users can still pick "all files"
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithSession(
    <>
      <ShellFeedback />
      <FileUpload action={UPLOAD_URL} {...props} />
    </>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { user, input, ...view };
}

const listedFiles = () => Array.from(document.querySelectorAll('.ant-upload-list-item-name')).map((item) => item.textContent);

describe('FileUpload accepted types', () => {
  it('refuses a file whose extension and type do not match with 请上传正确的文件格式 and sends nothing', async () => {
    const { user, input } = renderUpload({ accept: ['xlsx', 'xls'] });
    await user.upload(input, pickedFile('report.pdf', 'application/pdf'));
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(listedFiles()).toEqual([]);
  });

  it('takes a file whose MIME type matches although its extension does not', async () => {
    const { user, input } = renderUpload({ accept: ['application/pdf'] });
    await user.upload(input, pickedFile('scan', 'application/pdf'));
    await waitFor(() => expect(received).toHaveLength(1));
  });

  it('passes the list to the picker', () => {
    const { input } = renderUpload({ accept: ['xlsx', '.xls'] });
    expect(input).toHaveAttribute('accept', '.xlsx,.xls');
  });
});

describe('FileUpload count limit', () => {
  it('allows one file by default and warns with the limit, the files chosen now and those already chosen', async () => {
    const { user, input, container } = renderUpload();
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, xlsx('first.xlsx'));
    await waitFor(() => expect(received).toHaveLength(1));
    // the uploader renders a fresh input after each selection
    const freshInput = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!freshInput) throw new Error('no file input');
    await user.upload(freshInput, xlsx('second.xlsx'));
    expect(await screen.findByText('当前限制选择 1 个文件，本次选择了 1 个文件，已选择了 1 个文件')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(listedFiles()).toEqual(['first.xlsx']);
  });

  it('refuses a whole selection that would pass the limit, with one warning', async () => {
    const { user, input } = renderUpload({ limit: 2 });
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [xlsx('a.xlsx'), xlsx('b.xlsx'), xlsx('c.xlsx')]);
    expect(await screen.findAllByText('当前限制选择 2 个文件，本次选择了 3 个文件，已选择了 0 个文件')).toHaveLength(1);
    expect(received).toEqual([]);
    expect(listedFiles()).toEqual([]);
  });
});

describe('FileUpload sending', () => {
  it('posts multipart data: the file under `upload`, the extra fields and the token header; success says 导入成功', async () => {
    const onSuccess = jest.fn();
    const { user, input } = renderUpload({ data: { projectId: 7, stage: 'raw' }, onSuccess });
    await user.upload(input, xlsx());
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(received).toEqual([
      {
        fields: { projectId: '7', stage: 'raw' },
        files: { upload: 'inventory.xlsx' },
        authorization: 'token-of-the-session',
        projectHeader: null,
      },
    ]);
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ code: 200, data: { rows: 3 } }),
      expect.objectContaining({ name: 'inventory.xlsx' }),
    );
    expect(listedFiles()).toEqual(['inventory.xlsx']);
  });

  it('writes a refreshed token from the answer back to the dby_token cookie', async () => {
    answerUploads(() => HttpResponse.json({ code: 200, msg: 'ok' }, { headers: { [TOKEN_REFRESH_HEADER]: 'refreshed-token' } }));
    const { user, input } = renderUpload();
    await user.upload(input, xlsx());
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('refreshed-token');
  });

  it('uses the configured field name and headers', async () => {
    const { user, input } = renderUpload({ name: 'file', headers: { 'X-Project-Id': '42' } });
    await user.upload(input, xlsx());
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].files).toEqual({ file: 'inventory.xlsx' });
    expect(received[0].projectHeader).toBe('42');
  });
});

describe('FileUpload failures', () => {
  it('shows the server msg and clears the file list when the code is not 200', async () => {
    answerUploads(() => HttpResponse.json({ code: 500, msg: '第3行单位不存在' }));
    const onSuccess = jest.fn();
    const { user, input } = renderUpload({ onSuccess });
    await user.upload(input, xlsx());
    expect(await screen.findByText('第3行单位不存在')).toBeInTheDocument();
    await waitFor(() => expect(listedFiles()).toEqual([]));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('导入成功')).toBeNull();
  });

  it('falls back to the message field, then to 系统错误', async () => {
    answerUploads(() => HttpResponse.json({ code: 500, message: '文件过大' }, { status: 500 }));
    const first = renderUpload();
    await first.user.upload(first.input, xlsx());
    expect(await screen.findByText('文件过大')).toBeInTheDocument();
    first.unmount();

    answerUploads(() => HttpResponse.json({ code: 500, msg: '' }));
    const second = renderUpload();
    await second.user.upload(second.input, xlsx());
    expect(await screen.findByText('系统错误')).toBeInTheDocument();
    await waitFor(() => expect(listedFiles()).toEqual([]));
  });

  it('shows the client’s network error, not 系统错误 as well, and clears the list when the server cannot be reached', async () => {
    answerUploads(() => HttpResponse.error());
    const { user, input } = renderUpload();
    await user.upload(input, xlsx());
    expect(await screen.findByText('网络连接异常，请稍后重试')).toBeInTheDocument();
    await waitFor(() => expect(listedFiles()).toEqual([]));
    expect(screen.queryByText('系统错误')).toBeNull();
  });

  it('answered 401, opens the 系统提示 sign-in-again confirm, clears the list and shows no error', async () => {
    answerUploads(() => HttpResponse.json({ code: 401, msg: '' }, { status: 401 }));
    const onSuccess = jest.fn();
    const { user, input } = renderUpload({ onSuccess });
    await user.upload(input, xlsx());
    const dialog = await findDialog('系统提示');
    expect(dialog).toHaveTextContent('登录状态已过期，您可以继续留在该页面，或者重新登录');
    await waitFor(() => expect(listedFiles()).toEqual([]));
    expect(screen.queryByText('系统错误')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    // 取消 keeps the page (and lets the next 401 ask again)
    await user.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(queryDialog('系统提示')).toBeNull());
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-of-the-session');
  });

  it('keeps the error on screen longer than antd’s default 3 s (SPEC: 6 s)', async () => {
    answerUploads(() => HttpResponse.json({ code: 500, msg: '导入失败' }));
    const { user, input } = renderUpload();
    await user.upload(input, xlsx());
    await screen.findByText('导入失败');
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(screen.getByText('导入失败')).toBeInTheDocument();
  });
});

describe('FileUpload simple mode', () => {
  it('emits the change event instead of the error when the answer carries `uploaded`', async () => {
    const answer = { code: 0, uploaded: 1, url: '/files/9', msg: '' };
    answerUploads(() => HttpResponse.json(answer));
    const onChange = jest.fn<void, [UploadResult]>();
    const { user, input } = renderUpload({ simple: true, onChange });
    await user.upload(input, xlsx());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(answer));
    expect(screen.queryByText('系统错误')).toBeNull();
    expect(listedFiles()).toEqual(['inventory.xlsx']);
  });

  it('outside simple mode treats the same answer as a failure', async () => {
    answerUploads(() => HttpResponse.json({ code: 0, uploaded: 1, msg: '' }));
    const onChange = jest.fn();
    const { user, input } = renderUpload({ onChange });
    await user.upload(input, xlsx());
    expect(await screen.findByText('系统错误')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileUpload without autoUpload', () => {
  it('holds the chosen file until submit() and then uploads it without 导入成功', async () => {
    const onSuccess = jest.fn();
    const handle = createRef<FileUploadHandle>();
    const { user, input } = renderUpload({ autoUpload: false, onSuccess, ref: handle });
    await user.upload(input, xlsx());
    expect(listedFiles()).toEqual(['inventory.xlsx']);
    expect(received).toEqual([]);
    await act(async () => {
      await handle.current?.submit();
    });
    expect(received).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('导入成功')).toBeNull();
  });
});
