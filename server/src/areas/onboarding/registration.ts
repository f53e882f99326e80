/**
 * POST /rest/register: an enterprise applies. The form is checked field by field (the same rules
 * as the /zhuce form: GB 32100 credit code, account, password strength), the licence by its
 * content; then one transaction creates the company (review status pending) and its enterprise
 * user (status pending, no role until approved). A duplicate credit code or company name is
 * refused with its own message and leaves nothing behind: no rows, no stored file. A taken account
 * is answered as accepted and creates nothing either: an answer of its own would tell anyone which
 * accounts exist (the names to try passwords on). The applicant cannot sign in and registers again.
 */
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { LicenceType } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, users } from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { type ApiError, refused } from '../../http/errors';
import type { MessageKey } from '../../http/messages';
import { PV_INDUSTRIES, hasCreditCodeShape, isValidCreditCode } from '@pcf/shared/contracts';
import { hashPassword } from '../../security/passwords';
import { recordOperation, snapshot } from '../audit/service';
import { ACCOUNT, EMAIL, PHONE, passwordAcceptable } from '../system/users/service';
import type { FileStore } from '../files/fileStore';
import type { AfterRegistration } from './afterRegistration';
import { RegisterRequestSchema as RegisterFieldsSchema } from '@pcf/shared/contracts';

export interface Registration {
  companyName: string;
  companyNameEn: string;
  creditCode: string;
  industry: string;
  region: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  account: string;
  password: string;
}

const FIELD_NAMES = Object.keys(RegisterFieldsSchema.properties) as (keyof Registration)[];

function required(value: string, key: MessageKey): string {
  const text = value.trim();
  if (text === '') throw refused(key);
  return text;
}

function matching(value: string, pattern: RegExp, key: MessageKey): string {
  const text = value.trim();
  if (!pattern.test(text)) throw refused(key);
  return text;
}

/** The form's known fields, checked in the order the form shows them; the first problem is answered. */
export function checkRegistration(fields: ReadonlyMap<string, string>): Registration {
  const raw = Object.fromEntries(FIELD_NAMES.map((name) => [name, fields.get(name) ?? ''])) as Record<keyof Registration, string>;
  if (!Value.Check(RegisterFieldsSchema, raw)) {
    const tooLong = FIELD_NAMES.filter((name) => !Value.Check(RegisterFieldsSchema.properties[name], raw[name]));
    throw refused('registerFormInvalid', { detail: tooLong.join(', ') });
  }
  const companyName = required(raw.companyName, 'registerCompanyNameRequired');
  const companyNameEn = required(raw.companyNameEn, 'registerCompanyNameEnRequired');
  const creditCode = raw.creditCode.trim().toUpperCase();
  if (!hasCreditCodeShape(creditCode)) throw refused('registerCreditCodeShape');
  if (!isValidCreditCode(creditCode)) throw refused('registerCreditCodeCheck');
  const industry = raw.industry.trim();
  if (!(PV_INDUSTRIES as readonly string[]).includes(industry)) throw refused('registerIndustryInvalid');
  const region = required(raw.region, 'registerRegionRequired');
  const address = required(raw.address, 'registerAddressRequired');
  const contact = required(raw.contact, 'registerContactRequired');
  const phone = matching(raw.phone, PHONE, 'phoneInvalid');
  const email = matching(raw.email, EMAIL, 'emailInvalid');
  const account = matching(raw.account, ACCOUNT, 'userAccountInvalid');
  if (!passwordAcceptable(raw.password, account)) throw refused('userPasswordWeak');
  return { companyName, companyNameEn, creditCode, industry, region, address, contact, phone, email, account, password: raw.password };
}

/** The refusal for a registration whose credit code or company name is taken, if one is. */
async function takenRefusal(db: Db, registration: Registration): Promise<ApiError | null> {
  const [code] = await db.select({ id: companies.id }).from(companies).where(eq(companies.creditCode, registration.creditCode));
  if (code) return refused('registerCreditCodeTaken');
  const [name] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, registration.companyName));
  if (name) return refused('registerCompanyNameTaken', { name: registration.companyName });
  return null;
}

export interface Licence {
  bytes: Buffer;
  type: LicenceType;
}

export interface Registered {
  companyId: number;
  userId: number;
}

async function accountTaken(db: Db, account: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return user !== undefined;
}

/** The new company and user; null when the account was taken and nothing was created. */
export async function register(
  db: Db,
  licences: FileStore<LicenceType>,
  registration: Registration,
  licence: Licence,
  now: Date,
  /** The invitation token the form carried and what to do with it in the transaction. */
  invited: { token: string; after: AfterRegistration } | null = null,
): Promise<Registered | null> {
  const taken = await takenRefusal(db, registration);
  if (taken) throw taken;
  // hashed whether or not the account is taken, so the answer takes as long either way
  const passwordHash = await hashPassword(registration.password);
  if (await accountTaken(db, registration.account)) return null;
  try {
    return await licences.saveFor(licence.bytes, licence.type, (stored) =>
      db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            name: registration.companyName,
            nameEn: registration.companyNameEn,
            creditCode: registration.creditCode,
            industry: registration.industry,
            region: registration.region,
            address: registration.address,
            contact: registration.contact,
            phone: registration.phone,
            email: registration.email,
            licenceFile: stored,
            reviewStatus: 'pending',
            createdAt: now,
          })
          .returning();
        const [user] = await tx
          .insert(users)
          .values({
            account: registration.account,
            name: registration.contact,
            userType: 'enterprise',
            companyId: company.id,
            passwordHash,
            status: 'pending',
            email: registration.email,
            phone: registration.phone,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        // the applicant is the actor: nobody is signed in
        await recordOperation(
          tx,
          { userId: user.id, account: registration.account, companyId: company.id },
          {
            object: 'registration',
            action: 'register',
            targetIds: [company.id],
            after: { company: (await snapshot(tx, 'companies', [company.id]))[0], users: await snapshot(tx, 'users', [user.id]) },
          },
        );
        if (invited) await invited.after(tx, { companyId: company.id, invitation: invited.token }, now);
        return { companyId: company.id, userId: user.id };
      }),
    );
  } catch (error) {
    // two applications with the same code or account at once: the second meets the unique index
    const constraint = sqlConstraint(error);
    if (sqlState(error) === '23505') {
      if (constraint?.includes('credit_code')) throw refused('registerCreditCodeTaken');
      if (constraint?.includes('account')) return null;
      throw refused('registerCompanyNameTaken', { name: registration.companyName });
    }
    throw error;
  }
}
