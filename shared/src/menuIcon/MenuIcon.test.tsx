import { render } from '@testing-library/react';
import { MenuIcon } from './MenuIcon';

describe('MenuIcon', () => {
  it('draws the antd icon the server names', () => {
    const { container } = render(<MenuIcon name="CalculatorOutlined" />);
    expect(container.querySelector('.anticon-calculator')).not.toBeNull();
  });

  it('falls back to a neutral icon for a name it does not know', () => {
    const { container } = render(<MenuIcon name="constructor" />);
    expect(container.querySelector('.anticon-appstore')).not.toBeNull();
  });

  it('takes no property of the icon module for an icon', () => {
    const { container } = render(<MenuIcon name="__esModule" />);
    expect(container.querySelector('.anticon-appstore')).not.toBeNull();
  });
});
