import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '../i18n';
import { ApiError } from './errors';
import { configureHttpFeedback } from './feedback';
import { downloadGet, fileNameOfDisposition } from './request';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await setLanguage('zh-CN');
  configureHttpFeedback({ message: { error: () => undefined }, modal: { confirm: () => undefined } });
});
afterEach(() => server.resetHandlers());

describe('fileNameOfDisposition', () => {
  it('reads a quoted, a bare and an RFC 5987 name, the extended one first', () => {
    expect(fileNameOfDisposition('attachment; filename="pcf-backup-20300101-080000.tar.gz"')).toBe('pcf-backup-20300101-080000.tar.gz');
    expect(fileNameOfDisposition('attachment; filename=plain.tar.gz')).toBe('plain.tar.gz');
    expect(fileNameOfDisposition(`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E5%A4%87%E4%BB%BD.xlsx`)).toBe('备份.xlsx');
    expect(fileNameOfDisposition('attachment; filename="a \\"quoted\\" name"')).toBe('a "quoted" name');
  });

  it('gives null without a name', () => {
    expect(fileNameOfDisposition(null)).toBeNull();
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('downloadGet', () => {
  it('answers the file with the name Content-Disposition gives and reports progress', async () => {
    const bytes = new Uint8Array(4096).fill(7);
    server.use(
      mswHttp.get('/rest/file', () =>
        HttpResponse.arrayBuffer(bytes.buffer, {
          headers: {
            'content-type': 'application/gzip',
            'content-disposition': 'attachment; filename="pcf-backup-20300101-080000.tar.gz"',
          },
        }),
      ),
    );
    const seen: number[] = [];
    const file = await downloadGet('/rest/file', undefined, { onDownloadProgress: ({ loaded }) => seen.push(loaded) });
    expect(file.fileName).toBe('pcf-backup-20300101-080000.tar.gz');
    expect(file.blob.size).toBe(4096);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('answers a JSON file sent as an attachment as a file, not an envelope', async () => {
    server.use(
      mswHttp.get('/rest/file', () =>
        HttpResponse.text('{"id":"pf-1","specVersion":"3.0.0"}', {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': 'attachment; filename="pact-3.0-pf-1.json"',
          },
        }),
      ),
    );
    const file = await downloadGet('/rest/file');
    expect(file.fileName).toBe('pact-3.0-pf-1.json');
    expect(JSON.parse(await file.blob.text())).toEqual({ id: 'pf-1', specVersion: '3.0.0' });
  });

  it('throws the envelope of a refusal with its text', async () => {
    server.use(mswHttp.get('/rest/file', () => HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' }, { status: 403 })));
    const failure = downloadGet('/rest/file');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('没有权限，请联系管理员授权');
  });
});
