/**
 * What must hold before a project may be submitted, asked inside the transition's transaction.
 * The inventory area answers it (areas/inventory/completeness.ts) and the list of areas hands that
 * answer to the project routes: projects sit below inventory, so they ask through this hook rather
 * than by importing it.
 */
import type { ApiError } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { Handle } from '../auth/companyScope';

/** The refusal to answer, or null when the project may be submitted. */
export type SubmitCheck = (tx: Handle, projectId: number, language: Language) => Promise<ApiError | null>;
