/** Field formats the forms check and the server checks again (one rule for both sides). */
/** Sign-in names: a letter, then letters, digits or underscores, 4 to 32 characters. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
/** A mainland mobile number, or an international one with its + prefix. */
export const PHONE_PATTERN = /^(1\d{10}|\+\d[\d\s-]{6,18}\d)$/;
