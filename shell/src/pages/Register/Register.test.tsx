import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, setLanguage, supplyChainEndpoints } from '@pcf/shared';
import { enterValue } from '@pcf/shared/testing';
import { renderShell } from '../../testing/renderShell';
import RegisterPage from '.';

// the first screen of a file waits for its lazy chunks to compile
jest.setTimeout(60000);

/** 华为技术有限公司's code: a real one, so its check character is right. */
const VALID_CODE = '914403001922038216';

interface Received {
  fields: Record<string, string>;
  licence: { name: string; size: number; type: string } | null;
}
let received: Received[] = [];
let refusal: string | null = null;

const server = setupServer(
  http.post(API.register, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let licence: Received['licence'] = null;
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'licence') licence = { name: value.name, size: value.size, type: value.type };
    });
    received.push({ fields, licence });
    if (refusal) return HttpResponse.json({ code: 500, msg: refusal, message: refusal }, { status: 400 });
    return HttpResponse.json({ code: 200, msg: '注册申请已提交，请等待平台审核，审核通过后即可登录' });
  }),
  http.get(supplyChainEndpoints.invitation.url, ({ request }) =>
    new URL(request.url).searchParams.get('token') === 'tok-live'
      ? HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { inviterName: '组件总装厂', companyName: '晶光伏科技有限公司', email: 'apply@example.com' },
        })
      : HttpResponse.json({ code: 500, msg: '邀请链接无效或已过期，请联系邀请方重新发送' }),
  ),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
});
afterEach(async () => {
  server.resetHandlers();
  received = [];
  refusal = null;
  await setLanguage('zh-CN');
});
afterAll(() => server.close());

function renderRegister(path = '/zhuce') {
  return renderShell(<RegisterPage />, { path, routePath: '/zhuce' });
}

// jest-fixed-jsdom's FormData is Node's, which takes only Node's File (a browser's File is its own)
const file = (bits: (string | Uint8Array)[], name: string, type: string) => new NodeFile(bits, name, { type }) as unknown as File;
const png = (name = 'licence.png', size = 2048) => file([new Uint8Array(size)], name, 'image/png');
const licenceInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const chooseFile = (file: File) => fireEvent.change(licenceInput(), { target: { files: [file] } });

async function chooseIndustry(label: string) {
  await user.click(screen.getByLabelText('所属行业'));
  const options = await screen.findAllByTitle(label);
  await user.click(options[options.length - 1]);
}

async function fillValidForm() {
  await enterValue(user, screen.getByLabelText('企业名称（中文）'), '晶光伏科技有限公司');
  await enterValue(user, screen.getByLabelText('企业名称（英文）'), 'Jing PV Technology Co., Ltd.');
  await enterValue(user, screen.getByLabelText('统一社会信用代码'), VALID_CODE.toLowerCase());
  await chooseIndustry('光伏组件');
  await enterValue(user, screen.getByLabelText('所在地区'), '江苏省苏州市');
  await enterValue(user, screen.getByLabelText('详细地址'), '工业园区星湖街 328 号');
  chooseFile(png());
  await enterValue(user, screen.getByLabelText('联系人'), '张三');
  await enterValue(user, screen.getByLabelText('联系电话'), '13800000000');
  await enterValue(user, screen.getByLabelText('电子邮箱'), 'apply@example.com');
  await enterValue(user, screen.getByLabelText('登录账号'), 'jing_pv');
  await enterValue(user, screen.getByLabelText('密码'), 'Apply@123456');
  await enterValue(user, screen.getByLabelText('确认密码'), 'Apply@123456');
}

const submit = () => user.click(screen.getByRole('button', { name: /提交注册/ }));

describe('/zhuce', () => {
  it('asks for every field, the industry and the licence, and sends nothing while one is missing', async () => {
    renderRegister();
    await screen.findByLabelText('企业名称（中文）', undefined, { timeout: 15000 });
    await submit();
    for (const text of [
      '请输入企业中文名称',
      '请输入企业英文名称',
      '请输入统一社会信用代码',
      '请选择所属行业',
      '请输入所在地区',
      '请输入详细地址',
      '请上传营业执照',
      '请输入联系人',
      '请输入联系电话',
      '请输入电子邮箱',
      '请输入登录账号',
      '请输入密码',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(received).toEqual([]);
  });

  it('checks the credit code as it is typed: characters, length, then the GB 32100 check character', async () => {
    renderRegister();
    const code = await screen.findByLabelText('统一社会信用代码');
    await user.type(code, '9144O');
    expect(await screen.findByText('统一社会信用代码只能包含数字和大写字母（不含 I、O、S、V、Z）')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, VALID_CODE.slice(0, 17));
    expect(await screen.findByText('统一社会信用代码为 18 位')).toBeInTheDocument();
    await user.type(code, '7');
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
    await user.clear(code);
    // typed in lower case: shown (and sent) in capitals
    await user.type(code, VALID_CODE.toLowerCase());
    expect(code).toHaveValue(VALID_CODE);
    await waitFor(() => expect(screen.queryByText('统一社会信用代码校验位不正确，请核对')).not.toBeInTheDocument());
    expect(screen.queryByText('统一社会信用代码为 18 位')).not.toBeInTheDocument();
  });

  it('shows the password rule and strength as the password is typed', async () => {
    renderRegister();
    const password = await screen.findByLabelText('密码');
    await user.type(password, 'abc');
    expect(await screen.findByText('弱')).toBeInTheDocument();
    expect(await screen.findByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种')).toBeInTheDocument();
    await user.type(password, 'Defg12');
    expect(await screen.findByText('中')).toBeInTheDocument();
    await user.type(password, '!xyz');
    expect(await screen.findByText('强')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种')).not.toBeInTheDocument(),
    );
  });

  it('refuses a licence of another type or over 10 MB when it is chosen, and shows the chosen one', async () => {
    renderRegister();
    await screen.findByLabelText('企业名称（中文）');
    chooseFile(file(['hello'], 'licence.txt', 'text/plain'));
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    chooseFile(file([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', 'application/pdf'));
    expect(await screen.findByText('营业执照不能超过 10 MB')).toBeInTheDocument();
    chooseFile(png('scan.png', 20 * 1024));
    expect(await screen.findByText(/scan\.png \(20 KB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除' }));
    expect(screen.queryByText(/scan\.png/)).not.toBeInTheDocument();
  });

  it('sends the form with the licence as multipart, then tells the applicant to wait for the review', async () => {
    renderRegister();
    await screen.findByLabelText('企业名称（中文）');
    await fillValidForm();
    await submit();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      fields: {
        companyName: '晶光伏科技有限公司',
        companyNameEn: 'Jing PV Technology Co., Ltd.',
        creditCode: VALID_CODE,
        industry: 'module',
        region: '江苏省苏州市',
        address: '工业园区星湖街 328 号',
        contact: '张三',
        phone: '13800000000',
        email: 'apply@example.com',
        account: 'jing_pv',
        password: 'Apply@123456',
      },
      licence: { name: 'licence.png', size: 2048, type: 'image/png' },
    });
    expect(await screen.findByText('注册申请已提交')).toBeInTheDocument();
    expect(screen.getByText('注册申请已提交，请等待平台审核，审核通过后即可登录')).toBeInTheDocument();
    expect(screen.getByText(/请等待平台审核，审核结果会在您登录后显示在留言板中/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /前往企业登录/ })).toHaveAttribute('href', '/login1');
  });

  it('shows the server’s refusal (a registered credit code) and keeps the form', async () => {
    refusal = '该统一社会信用代码已注册，不能重复注册';
    renderRegister();
    await screen.findByLabelText('企业名称（中文）');
    await fillValidForm();
    await submit();
    expect(await screen.findByText('该统一社会信用代码已注册，不能重复注册')).toBeInTheDocument();
    expect(screen.queryByText('注册申请已提交')).not.toBeInTheDocument();
    expect(screen.getByLabelText('企业名称（中文）')).toHaveValue('晶光伏科技有限公司');
  });

  it('sends the token of a supplier invitation link as the field invitation, saying who invites and starting from its names', async () => {
    renderRegister('/zhuce?invitation=tok-live');
    expect(
      await screen.findByText(
        '“组件总装厂”邀请贵公司（晶光伏科技有限公司）加入平台：注册通过审核后，贵公司将成为其供应商，可交换产品碳足迹。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('企业名称（中文）')).toHaveValue('晶光伏科技有限公司');
    expect(screen.getByLabelText('电子邮箱')).toHaveValue('apply@example.com');
    await fillValidForm();
    await submit();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].fields).toEqual(expect.objectContaining({ companyName: '晶光伏科技有限公司', invitation: 'tok-live' }));
  });

  it('says when an invitation link is no longer valid, and registers without it', async () => {
    renderRegister('/zhuce?invitation=tok-used');
    expect(await screen.findByText('邀请链接无效或已过期，请联系邀请方重新发送')).toBeInTheDocument();
    expect(screen.getByText('仍可直接注册，但不会关联邀请方。')).toBeInTheDocument();
    await fillValidForm();
    await submit();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].fields).not.toHaveProperty('invitation');
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderRegister();
    expect(await screen.findByLabelText('Company name (Chinese)')).toBeInTheDocument();
    for (const label of ['Company name (English)', 'Unified social credit code', 'Industry', 'Region', 'Address', 'Business licence']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    await user.type(screen.getByLabelText('Unified social credit code'), `${VALID_CODE.slice(0, 17)}7`);
    expect(
      await screen.findByText('The check character of the unified social credit code is wrong, please check the code'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Industry'));
    expect((await screen.findAllByTitle('Thin-film modules')).length).toBeGreaterThan(0);
    expect(within(document.body).getByText('A PDF, JPG or PNG file of at most 10 MB')).toBeInTheDocument();
  });
});
