/**
 * The form rules of a new password, for antd's Form.Item `rules` (plain objects: the package root
 * stays free of antd): the platform's rule, and the confirmation equal to the password.
 */
import { meetsPasswordRule } from '../contracts/password';

type Validator = { validator: (rule: unknown, value: string | undefined) => Promise<void> };

/** A password given meets the platform's rule (SPEC's 密码规则), else `message`. */
export function passwordRule(message: string): Validator {
  return { validator: async (_rule, value) => (!value || meetsPasswordRule(value) ? undefined : Promise.reject(new Error(message))) };
}

/** The value equals the field `other` (the password it confirms), else `message`. */
export function sameAs(other: string, message: string): (form: { getFieldValue(name: string): unknown }) => Validator {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => (!value || value === getFieldValue(other) ? undefined : Promise.reject(new Error(message))),
  });
}
