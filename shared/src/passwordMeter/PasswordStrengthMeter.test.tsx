import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

// the meter is on the public register page: loading antd for it would undo the light @pcf/shared root
jest.mock('antd', () => {
  throw new Error('PasswordStrengthMeter must not load antd');
});

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

function litBars(): number {
  return document.querySelectorAll('.pcf-password-meter__bar--on').length;
}

describe('PasswordStrengthMeter', () => {
  it('shows nothing before a password is typed', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('measures a password that breaks the rule as weak, one bar of three', () => {
    render(<PasswordStrengthMeter password="abc12345" />);
    const meter = screen.getByRole('meter', { name: '密码强度' });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '3');
    expect(meter).toHaveAttribute('aria-valuetext', '弱');
    expect(screen.getByText('弱')).toBeInTheDocument();
    expect(litBars()).toBe(1);
  });

  it('measures a password that meets the rule as medium, two bars', () => {
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByRole('meter', { name: '密码强度' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('中')).toBeInTheDocument();
    expect(litBars()).toBe(2);
  });

  it('measures 12 characters of all four kinds as strong, three bars', () => {
    render(<PasswordStrengthMeter password="Better#Pass2026" />);
    expect(screen.getByRole('meter', { name: '密码强度' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('强')).toBeInTheDocument();
    expect(litBars()).toBe(3);
  });

  it('speaks English when the language is en-US', async () => {
    await i18n.changeLanguage('en-US');
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Medium');
    expect(screen.getByText('Medium')).toBeInTheDocument();
  });
});
