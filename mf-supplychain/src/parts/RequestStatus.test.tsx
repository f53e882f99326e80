import { render, screen } from '@testing-library/react';
import type { PactDelivery } from '@pcf/shared';
import { inChinese, newUser } from './testing/footprintScreens';
import { RequestStatusTag } from './RequestStatus';

inChinese();

const delivery = (extra: Partial<PactDelivery>): PactDelivery => ({
  eventType: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-28T08:00:30.000Z',
  error: null,
  sentAt: null,
  ...extra,
});

describe('the request status tag', () => {
  it('says a request’s event to another host will be tried again, why it failed and when', async () => {
    const user = newUser();
    render(
      <RequestStatusTag
        request={{
          status: 'created',
          refreshNeeded: false,
          delivery: delivery({ attempts: 2, error: '无法连接外部 PACT 主机 pact.example.com' }),
        }}
      />,
    );
    expect(screen.getByText('待答复')).toBeInTheDocument();
    await user.hover(screen.getByText('待重试'));
    expect(
      await screen.findByText(/^已尝试 2 次未送达：无法连接外部 PACT 主机 pact.example.com。将于 2026-11-28 \d\d:\d\d 重试$/),
    ).toBeInTheDocument();
  });

  it('tells a given-up delivery apart from a delivered one, and shows nothing for a request between platform companies', () => {
    const { rerender } = render(
      <RequestStatusTag
        request={{ status: 'fulfilled', refreshNeeded: false, delivery: delivery({ status: 'failed', attempts: 9, error: 'x' }) }}
      />,
    );
    expect(screen.getByText('发送失败')).toBeInTheDocument();
    rerender(
      <RequestStatusTag
        request={{
          status: 'fulfilled',
          refreshNeeded: false,
          delivery: delivery({ status: 'sent', attempts: 1, sentAt: '2026-11-28T08:00:00.000Z' }),
        }}
      />,
    );
    expect(screen.getByText('已送达')).toBeInTheDocument();
    rerender(<RequestStatusTag request={{ status: 'fulfilled', refreshNeeded: false, delivery: null }} />);
    expect(screen.queryByText('已送达')).toBeNull();
    expect(screen.getByText('已履行')).toBeInTheDocument();
  });
});
