/**
 * The new client's credentials, shown this once: the server keeps only the secret's digest, so the
 * modal says so plainly and closes only by its button (a stray click would lose the secret). A
 * viewer, not a form: a plain Modal.
 */
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pactApiEndpoints, type CreatedPactClient } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../../locales';

export function ClientSecretModal({ created, onClose }: { created: CreatedPactClient; onClose: () => void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const origin = window.location.origin;
  return (
    <Modal
      open
      width={640}
      title={t('footprint.clients.createdTitle', { label: created.client.label })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('footprint.clients.secretSaved')}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('footprint.clients.secretOnce')} />
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'clientId',
            label: t('footprint.clients.clientId'),
            children: <Typography.Text copyable>{created.client.clientId}</Typography.Text>,
          },
          {
            key: 'secret',
            label: t('footprint.clients.secret'),
            children: (
              <Typography.Text code copyable={{ text: created.clientSecret }} style={{ wordBreak: 'break-all' }}>
                {created.clientSecret}
              </Typography.Text>
            ),
          },
          {
            key: 'token',
            label: t('footprint.clients.tokenUrl'),
            children: <Typography.Text copyable>{`${origin}${pactApiEndpoints.token.url}`}</Typography.Text>,
          },
          {
            key: 'api',
            label: t('footprint.clients.apiUrl'),
            children: <Typography.Text copyable>{`${origin}${pactApiEndpoints.listFootprints.url}`}</Typography.Text>,
          },
        ]}
      />
    </Modal>
  );
}
