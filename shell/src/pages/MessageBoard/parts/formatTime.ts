import { currentLanguage } from '@pcf/shared';

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}
