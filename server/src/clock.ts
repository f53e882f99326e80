/** Time as the services see it; tests substitute a clock they can move forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
