/** The translated names of a log row's object and action; a name without a text shows as it is. */
import type { TFunction } from 'i18next';

export const objectLabel = (t: TFunction, object: string): string => t(`log.objects.${object}`, { defaultValue: object });
export const actionLabel = (t: TFunction, action: string): string => t(`log.actions.${action}`, { defaultValue: action });
/** A failed sign-in's reason is the server's message key; an unknown one is shown as it came. */
export const reasonLabel = (t: TFunction, reason: string): string => t(`log.reasons.${reason}`, { defaultValue: reason });
