/**
 * Shows how a typed password measures against the platform's password rule. Plain elements, no
 * antd: the public pages (/zhuce) load it, and the @pcf/shared root stays light for /login.
 */
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../contracts';
import type { PasswordStrength } from '../contracts';
import type { CommonTexts } from '../i18n';
import './passwordStrengthMeter.css';

const STEPS = [1, 2, 3] as const;

const LEVELS: Record<PasswordStrength, { steps: number; text: keyof CommonTexts }> = {
  weak: { steps: 1, text: 'passwordStrengthWeak' },
  medium: { steps: 2, text: 'passwordStrengthMedium' },
  strong: { steps: 3, text: 'passwordStrengthStrong' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('common');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  const text = t(level.text);
  return (
    <div className={`pcf-password-meter pcf-password-meter--${strength}`} aria-live="polite">
      <div
        className="pcf-password-meter__bars"
        role="meter"
        aria-label={t('passwordStrength')}
        aria-valuemin={0}
        aria-valuemax={STEPS.length}
        aria-valuenow={level.steps}
        aria-valuetext={text}
      >
        {STEPS.map((step) => (
          <span
            key={step}
            className={step <= level.steps ? 'pcf-password-meter__bar pcf-password-meter__bar--on' : 'pcf-password-meter__bar'}
          />
        ))}
      </div>
      <span className="pcf-password-meter__text">{text}</span>
    </div>
  );
}
