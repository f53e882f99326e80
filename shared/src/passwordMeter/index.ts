export { PasswordStrengthMeter } from './PasswordStrengthMeter';
