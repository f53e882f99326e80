export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { passwordRule, sameAs } from './passwordRules';
