/**
 * What a higher area does inside a registration's transaction (areas/index.ts fills it): the supply
 * chain links the new company to the buyer whose invitation it registered through. A refusal it
 * throws refuses the registration, which then leaves nothing behind.
 */
import type { Tx } from '../auth/companyScope';

export type AfterRegistration = (tx: Tx, registered: { companyId: number; invitation: string }, now: Date) => Promise<void>;
