import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { ApiEnvelope, ChangePasswordRequest, PersonalInfo, UpdatePersonalInfoRequest, UserInfo } from '@pcf/shared';
import { enterValue, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// form-heavy tests: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

const info: PersonalInfo = {
  id: 7,
  account: 'demo',
  name: '张三',
  email: 'zhang@example.com',
  phone: null,
  company_name: '示例光伏有限公司',
  dept_name: '质量部',
  roles: ['enterprise'],
  avatar: 'a1b2',
  created_at: '2026-01-05T08:00:00.000Z',
};
const userInfo: UserInfo = {
  user: {
    id: 7,
    company_id: 3,
    name: '张三',
    account: 'demo',
    company_name: '示例光伏有限公司',
    deptid: 2,
    user_type: 'enterprise',
    avatar: 'a1b2',
  },
  roles: ['enterprise'],
  permissions: [],
  user_title: null,
  trainer_title: null,
  industry: null,
};

const refused = (msg: string) => HttpResponse.json({ code: 500, msg } satisfies ApiEnvelope<null>);

let updates: UpdatePersonalInfoRequest[] = [];
let passwordChanges: ChangePasswordRequest[] = [];
let avatarUploads: { field: string; fileName: string }[] = [];
let getInfoCalls = 0;

setupTestServer(
  http.get('/rest/personalCenter/getPersonalInfo', () => ok(info)),
  http.post('/rest/personalCenter/updatePersonalInfo', async ({ request }) => {
    const body = (await request.json()) as UpdatePersonalInfoRequest;
    updates.push(body);
    return ok({ ...info, ...body });
  }),
  http.post('/rest/personalCenter/changePassword', async ({ request }) => {
    const body = (await request.json()) as ChangePasswordRequest;
    passwordChanges.push(body);
    return body.oldPassword === 'Demo@123456' ? ok(null) : refused('旧密码错误');
  }),
  http.post('/rest/personalCenter/avatar', async ({ request }) => {
    const form = await request.formData();
    for (const [field, value] of form.entries()) {
      if (typeof value !== 'string') avatarUploads.push({ field, fileName: value.name });
    }
    return ok('b2c3');
  }),
  http.get('/rest/getInfo', () => {
    getInfoCalls += 1;
    return ok(userInfo);
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(() => {
  updates = [];
  passwordChanges = [];
  avatarUploads = [];
  getInfoCalls = 0;
});

const profileRoute = routes.find((route) => route.path === '/user/profile');

function renderProfile() {
  if (!profileRoute) throw new Error('mf-system has no /user/profile route');
  const Page = profileRoute.Component;
  return renderScreen(<Page />, {});
}

async function openPasswordTab() {
  await userEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
}

describe('/user/profile', () => {
  it('is the route mf-system exposes, titled 个人中心', () => {
    expect(profileRoute?.titleKey).toBe('system:profile.title');
  });

  it('shows account, company, department and roles read-only and the avatar from the avatar URL', async () => {
    renderProfile();
    expect(await screen.findByText('demo')).toBeInTheDocument();
    expect(screen.getByText('示例光伏有限公司')).toBeInTheDocument();
    expect(screen.getByText('质量部')).toBeInTheDocument();
    expect(screen.getByText('enterprise')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '账号' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', '/rest/personalCenter/avatarImage?id=7&v=a1b2');
  });

  it('saves the edited name, email and phone and refreshes the session for the top bar', async () => {
    renderProfile();
    const name = await screen.findByRole('textbox', { name: '姓名' });
    await enterValue(userEvent, name, '张三丰');
    await enterValue(userEvent, screen.getByRole('textbox', { name: '手机号码' }), '13800000000');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(updates).toEqual([{ name: '张三丰', email: 'zhang@example.com', phone: '13800000000' }]);
    await waitFor(() => expect(getInfoCalls).toBe(1));
  });

  it('refuses an invalid email before sending anything', async () => {
    renderProfile();
    const email = await screen.findByRole('textbox', { name: '电子邮箱' });
    await enterValue(userEvent, email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的电子邮箱')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('requires the old password and a new password that meets the rule', async () => {
    renderProfile();
    await openPasswordTab();
    await enterValue(userEvent, screen.getByLabelText('新密码'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(screen.getByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种')).toBeInTheDocument();
    expect(await screen.findByText('弱')).toBeInTheDocument();
    expect(passwordChanges).toHaveLength(0);
  });

  it('changes the password with the old and the new one and shows the strength', async () => {
    renderProfile();
    await openPasswordTab();
    await enterValue(userEvent, screen.getByLabelText('旧密码'), 'Demo@123456');
    await enterValue(userEvent, screen.getByLabelText('新密码'), 'Better#Pass2026');
    expect(await screen.findByText('强')).toBeInTheDocument();
    await enterValue(userEvent, screen.getByLabelText('确认新密码'), 'Better#Pass2026');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(passwordChanges).toEqual([{ oldPassword: 'Demo@123456', newPassword: 'Better#Pass2026' }]);
  });

  it("shows the server's message when the old password is wrong", async () => {
    renderProfile();
    await openPasswordTab();
    await enterValue(userEvent, screen.getByLabelText('旧密码'), 'Wrong@123456');
    await enterValue(userEvent, screen.getByLabelText('新密码'), 'Better#Pass2026');
    await enterValue(userEvent, screen.getByLabelText('确认新密码'), 'Better#Pass2026');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('旧密码错误')).toBeInTheDocument();
  });

  it('uploads a PNG avatar under the field upload and reloads the profile', async () => {
    // jest-fixed-jsdom's FormData is Node's, which only takes Node's File (rc-upload re-wraps any other)
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      renderProfile();
      await screen.findByText('demo');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp');
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
      fireEvent.change(input, { target: { files: [file] } });
      await waitFor(() => expect(avatarUploads).toEqual([{ field: 'upload', fileName: 'me.png' }]));
      await waitFor(() => expect(getInfoCalls).toBe(1));
    } finally {
      globalThis.File = jsdomFile;
    }
  });

  it('refuses an avatar that is not PNG, JPEG or WebP', async () => {
    renderProfile();
    await screen.findByText('demo');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    expect(avatarUploads).toHaveLength(0);
  });
});
