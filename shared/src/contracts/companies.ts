/**
 * Companies as the pickers of the system screens offer them (GET /system/company/options): the
 * company of a user, a department tree or a role. Platform administrators get every company;
 * everyone else only their own (the session decides, as in every other call).
 */

/** One choice of a company picker: its id and its name in the caller's language. */
export interface CompanyOption {
  id: number;
  /** The English name for en-US when the company has one, else the Chinese name. */
  name: string;
}
