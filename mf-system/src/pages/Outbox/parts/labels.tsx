/** How a message's channel and delivery read on the screen. */
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { OutboxDelivery, RecoveryChannel } from '@pcf/shared';

const DELIVERY_COLOURS: Record<OutboxDelivery, string> = { kept: 'warning', sending: 'processing', sent: 'success', failed: 'error' };

export const DELIVERIES: readonly OutboxDelivery[] = ['kept', 'sending', 'sent', 'failed'];

export function DeliveryTag({ delivery, t }: { delivery: OutboxDelivery; t: TFunction }) {
  return <Tag color={DELIVERY_COLOURS[delivery]}>{t(`outbox.delivery.${delivery}`)}</Tag>;
}

export function channelLabel(t: TFunction, channel: RecoveryChannel): string {
  return t(`outbox.channel.${channel}`);
}
