/**
 * Companies as the pickers of the system screens offer them (GET /system/company/options): the
 * company of a user, a department tree or a role. Platform administrators get every company;
 * everyone else only their own (the session decides, as in every other call).
 */

import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';

/** One choice of a company picker: its id and its name in the caller's language. */
export const CompanyOptionSchema = Type.Object({
  id: Type.Integer(),
  /** The English name for en-US when the company has one, else the Chinese name. */
  name: Type.String(),
});
export type CompanyOption = Static<typeof CompanyOptionSchema>;

/** The picker belongs to the user form; platform administrators (who alone choose among companies) hold every permission. */
export const COMPANY_OPTIONS_PERMISSION = 'system:user:list';

export const companyEndpoints = {
  options: defineEndpoint({
    method: 'GET',
    url: '/system/company/options',
    permission: COMPANY_OPTIONS_PERMISSION,
    tags: ['system: companies'],
    reply: Type.Array(CompanyOptionSchema),
  }),
};
