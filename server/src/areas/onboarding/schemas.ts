/** TypeBox schemas of the onboarding routes (contracts/registration.ts, RegisterRequest of contracts/api.ts). */
import Type from 'typebox';
import { Nullable } from '../../http/envelope';
import { REGISTER_MAX_LENGTHS, REJECT_REASON_MAX } from '../../contractValues';

const text = (maxLength: number) => Type.String({ maxLength });

/** The text fields of the registration form (multipart, so checked by the service against this schema). */
export const RegisterFieldsSchema = Type.Object({
  companyName: text(REGISTER_MAX_LENGTHS.companyName),
  companyNameEn: text(REGISTER_MAX_LENGTHS.companyNameEn),
  // a few characters of slack: the service trims and upper-cases before checking the code
  creditCode: text(REGISTER_MAX_LENGTHS.creditCode + 4),
  industry: text(REGISTER_MAX_LENGTHS.industry),
  region: text(REGISTER_MAX_LENGTHS.region),
  address: text(REGISTER_MAX_LENGTHS.address),
  contact: text(REGISTER_MAX_LENGTHS.contact),
  phone: text(REGISTER_MAX_LENGTHS.phone),
  email: text(REGISTER_MAX_LENGTHS.email),
  account: text(REGISTER_MAX_LENGTHS.account + 4),
  password: text(REGISTER_MAX_LENGTHS.password * 2),
});

export const CompanyIdQuery = Type.Object({ companyId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const ApproveBody = Type.Object({ companyId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const RejectBody = Type.Object({
  companyId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  // the service counts characters after trimming; this only bounds what is read
  reason: Type.String({ maxLength: REJECT_REASON_MAX * 2 }),
});

export const RegistrationDetailSchema = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  companyNameEn: Nullable(Type.String()),
  creditCode: Type.String(),
  industry: Nullable(Type.String()),
  region: Nullable(Type.String()),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  account: Nullable(Type.String()),
  reviewStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  rejectReason: Nullable(Type.String()),
  reviewedBy: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
  submittedAt: Type.String(),
  licence: Nullable(
    Type.Object({ type: Type.Union([Type.Literal('pdf'), Type.Literal('jpeg'), Type.Literal('png')]), size: Type.Integer() }),
  ),
});
