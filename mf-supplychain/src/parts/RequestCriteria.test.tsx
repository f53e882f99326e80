import { render, screen } from '@testing-library/react';
import { inChinese } from './testing/footprintScreens';
import { RequestCriteria } from './RequestCriteria';

inChinese();

describe('the criteria of a received PACT request', () => {
  it('names each criterion the requester gave besides product ids, and nothing when there are none', () => {
    const { container, rerender } = render(
      <RequestCriteria criteria={{ geography: ['DE', 'FR'], validOn: '2026-06-01T00:00:00.000Z', status: ['Active'] }} />,
    );
    expect(screen.getByText('地理范围：DE, FR')).toBeInTheDocument();
    expect(screen.getByText(/^在 2026-06-01 \d\d:\d\d 有效$/)).toBeInTheDocument();
    expect(screen.getByText('碳足迹状态：Active')).toBeInTheDocument();
    rerender(<RequestCriteria criteria={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
