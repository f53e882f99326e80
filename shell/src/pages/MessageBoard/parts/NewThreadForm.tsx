import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface NewThreadFields {
  subject: string;
  body: string;
}

export interface NewThreadFormProps {
  sending: boolean;
  onSend(fields: NewThreadFields): Promise<boolean>;
  onCancel(): void;
}

/** A user's new message to the platform administrators. */
export function NewThreadForm({ sending, onSend, onCancel }: NewThreadFormProps) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<NewThreadFields>();
  return (
    <Form<NewThreadFields>
      form={form}
      layout="vertical"
      className="pcf-board__view"
      onFinish={async (fields) => {
        if (await onSend({ subject: fields.subject.trim(), body: fields.body.trim() })) form.resetFields();
      }}
    >
      <Form.Item
        name="subject"
        label={t('messageBoard.subject')}
        rules={[{ required: true, whitespace: true, message: t('messageBoard.subjectRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('messageBoard.body')}
        rules={[{ required: true, whitespace: true, message: t('messageBoard.bodyRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={2000} showCount />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('messageBoard.send')}
        </Button>
      </div>
    </Form>
  );
}
