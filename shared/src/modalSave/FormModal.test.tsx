import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { ApiEnvelope } from '../contracts';
import { setLanguage } from '../i18n';
import { button, newUser, renderScreen } from '../testing/screenTestKit';
import { FormModal } from './FormModal';
import { useModalSave } from './useModalSave';
import type { ModalSaveOptions, ModalTransfer } from './useModalSave';

type Send = (values: { name: string }, transfer: ModalTransfer) => Promise<ApiEnvelope<{ id: number }> | undefined>;

function NameModal({ send, options, onClose }: { send: Send; options: Partial<ModalSaveOptions<{ id: number }>>; onClose(): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const { saving, submit, refusal, clearRefusal, progress } = useModalSave(form, { adding: true, onSaved: () => undefined, ...options });
  return (
    <FormModal
      title="名称"
      saving={saving}
      onSave={() => void submit(send)}
      onClose={onClose}
      refusal={refusal}
      okText="上传"
      cancelWhileSaving
    >
      <Form form={form} onValuesChange={clearRefusal}>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </Form>
      {progress && <output>{`${progress.loaded}/${progress.total}`}</output>}
    </FormModal>
  );
}

function Opener(props: { send: Send; options?: Partial<ModalSaveOptions<{ id: number }>> }) {
  const [open, setOpen] = useState(true);
  return open ? <NameModal send={props.send} options={props.options ?? {}} onClose={() => setOpen(false)} /> : <p>closed</p>;
}

const user = newUser();

beforeAll(() => setLanguage('zh-CN'));

describe('a modal form saved through useModalSave', () => {
  it('checks the fields first and sends nothing while one is wrong', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    renderScreen(<Opener send={send} />);
    await user.click(button('上 传'));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps an inline refusal above the form until the next change, then says what was saved in the answer’s words', async () => {
    const onSaved = jest.fn();
    const answers: ApiEnvelope<{ id: number }>[] = [
      { code: 500, msg: '相同的文件已上传' },
      { code: 200, msg: '', data: { id: 7 } },
    ];
    renderScreen(
      <Opener
        send={() => Promise.resolve(answers.shift())}
        options={{ refusal: 'inline', onSaved, successText: (envelope) => `已上传 ${envelope.data?.id}` }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('名称'), '报告');
    await user.click(button('上 传', dialog));
    expect(await within(dialog).findByText('相同的文件已上传')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('名称'), '2');
    expect(within(dialog).queryByText('相同的文件已上传')).not.toBeInTheDocument();
    await user.click(button('上 传', dialog));
    expect(await screen.findByText('已上传 7')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 7 });
  });

  it('shows an upload’s progress and aborts it when the modal closes, without a failure of its own', async () => {
    let transfer: ModalTransfer | undefined;
    const send: Send = (_values, given) => {
      transfer = given;
      given.onProgress({ loaded: 5, total: 10 });
      return new Promise((_resolve, reject) => given.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    renderScreen(<Opener send={send} options={{ refusal: 'inline', failedText: '上传失败' }} />);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('名称'), '报告');
    await user.click(button('上 传', dialog));
    expect(await within(dialog).findByText('5/10')).toBeInTheDocument();
    await user.click(button('取 消', dialog));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await waitFor(() => expect(transfer?.signal.aborted).toBe(true));
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument();
  });
});
