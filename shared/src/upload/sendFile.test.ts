import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SessionExpiredError } from '../http/errors';
import { setLanguage } from '../i18n';
import { configureHttpFeedback } from '../http/feedback';
import type { HttpConfirmConfig } from '../http/feedback';
import { sendFile } from './sendFile';
import type { UploadRequest } from './sendFile';

const UPLOAD_URL = '/rest/files/import';
const mock = setupServer();
const dialogs: HttpConfirmConfig[] = [];

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
beforeEach(() => configureHttpFeedback({ message: { error: () => undefined }, modal: { confirm: (config) => dialogs.push(config) } }));
afterEach(() => {
  dialogs.splice(0).forEach((dialog) => dialog.onCancel());
  configureHttpFeedback(null);
  mock.resetHandlers();
});
afterAll(() => mock.close());

/** jest-fixed-jsdom's FormData (Node's) takes Node's File only; see FileUpload.test.tsx. */
function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  const file = new NodeFile(['x'.repeat(4096)], 'inventory.csv', { type: 'text/csv' }) as unknown as File;
  return {
    url: UPLOAD_URL,
    field: 'upload',
    file,
    data: {},
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ...overrides,
  };
}

describe('sendFile', () => {
  it('reports the progress in percent, up to 100', async () => {
    mock.use(http.post(UPLOAD_URL, () => HttpResponse.json({ code: 200, msg: 'ok' })));
    const percents: number[] = [];
    await expect(sendFile(request({ onProgress: (percent) => percents.push(percent) }))).resolves.toMatchObject({ code: 200 });
    expect(percents.length).toBeGreaterThan(0);
    expect(percents[percents.length - 1]).toBe(100);
    expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });

  it('resolves with the envelope of a failure code, for the component to show', async () => {
    mock.use(http.post(UPLOAD_URL, () => HttpResponse.json({ code: 0, uploaded: 1, msg: '' })));
    await expect(sendFile(request())).resolves.toEqual({ code: 0, uploaded: 1, msg: '' });
  });

  it('on 401 rejects with SessionExpiredError after offering to sign in again', async () => {
    mock.use(http.post(UPLOAD_URL, () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    await expect(sendFile(request())).rejects.toBeInstanceOf(SessionExpiredError);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ title: '系统提示', okText: '重新登录' });
  });
});
