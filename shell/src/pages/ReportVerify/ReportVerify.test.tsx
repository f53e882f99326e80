import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, reportEndpoints, setLanguage, type ReportVerification } from '@pcf/shared';
import { renderShell } from '../../testing/renderShell';
import ReportVerifyPage from '.';

// the first screen of a file waits for its lazy chunks to compile
jest.setTimeout(60000);

const CODE = 'ABCD-EFGH-IJKL-MNOP-QRST';
const REPORT: ReportVerification = {
  code: CODE,
  status: 'valid',
  withdrawReason: null,
  productZh: '单晶组件',
  productEn: 'Mono module',
  productModel: 'PV-500',
  companyZh: '演示光伏科技有限公司',
  companyEn: 'Demo PV Technology Co., Ltd.',
  total: 78.8612,
  perDeclaredUnit: 78.8612,
  declaredUnitCode: 'piece',
  perKwp: 157.7224,
  perM2: 31.54,
  standard: 'ISO 14067:2018 / GB/T 24067-2024',
  gwpSet: 'AR6',
  issuedAt: '2026-11-28T10:00:00.000Z',
  pdfSha256: 'a'.repeat(64),
};

let answer: { report: ReportVerification | null; matches: boolean } = { report: REPORT, matches: true };
const checked: { code: string; file: string }[] = [];
const server = setupServer(
  http.get(reportEndpoints.verify.url, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code');
    if (!answer.report || code !== CODE) return HttpResponse.json({ code: 404, msg: '验证码不存在' }, { status: 404 });
    return HttpResponse.json({ code: 200, msg: '操作成功', data: answer.report });
  }),
  http.post(reportEndpoints.verifyCheck.url, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    checked.push({ code: String(form.get('code')), file: typeof file === 'string' || file === null ? '' : file.name });
    return HttpResponse.json({ code: 200, msg: '操作成功', data: { matches: answer.matches, sha256: 'b'.repeat(64) } });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(async () => {
  server.resetHandlers();
  answer = { report: REPORT, matches: true };
  checked.length = 0;
  await setLanguage('zh-CN');
});
afterAll(() => server.close());

const renderAt = (code: string) => renderShell(<ReportVerifyPage />, { path: `/detail?code=${code}`, routePath: '/detail' });

describe('the public report verification page', () => {
  it('shows a valid report’s figures at 2 decimals, its PDF link, and checks an uploaded PDF', async () => {
    renderAt(CODE);
    expect(await screen.findByText('该报告有效')).toBeInTheDocument();
    expect(screen.getByText('单晶组件')).toBeInTheDocument();
    expect(screen.getByText('演示光伏科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('78.86 kg CO2e')).toBeInTheDocument();
    expect(screen.getByText('157.72 kg CO2e/kWp')).toBeInTheDocument();
    expect(screen.getByText('2026-11-28')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载报告 PDF' })).toHaveAttribute('href', `${API.reportVerifyPdf}?code=${CODE}`);

    const pdf = new NodeFile(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }) as unknown as File;
    fireEvent.change(screen.getByLabelText('核对您持有的 PDF 文件'), { target: { files: [pdf] } });
    expect(await screen.findByText('文件与已发布的报告一致')).toBeInTheDocument();
    expect(checked).toEqual([{ code: CODE, file: 'report.pdf' }]);
    answer.matches = false;
    fireEvent.change(screen.getByLabelText('核对您持有的 PDF 文件'), { target: { files: [pdf] } });
    expect(await screen.findByText('文件与已发布的报告不一致')).toBeInTheDocument();
  });

  it('says a report was withdrawn and why, in English too', async () => {
    answer.report = { ...REPORT, status: 'withdrawn', withdrawReason: 'Data error' };
    await setLanguage('en-US');
    renderAt(CODE);
    expect(await screen.findByText('This report was withdrawn: Data error')).toBeInTheDocument();
    expect(screen.getByText('Mono module')).toBeInTheDocument();
  });

  it('answers an unknown code with the server’s message and offers to look up another', async () => {
    renderAt('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText('验证码不存在')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: CODE.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('该报告有效')).toBeInTheDocument();
  });
});
