import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@pcf/shared';

const LEVELS = { weak: { steps: 1, colour: '#ff4d4f' }, medium: { steps: 2, colour: '#faad14' }, strong: { steps: 3, colour: '#52c41a' } } as const;

/** How the new password measures against the platform's password rule. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('system');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} aria-live="polite">
      <Progress steps={3} percent={(level.steps / 3) * 100} showInfo={false} strokeColor={level.colour} size={[36, 6]} />
      <span style={{ color: level.colour, fontSize: 12 }}>{t(`profile.strength.${strength}`)}</span>
    </div>
  );
}
