/** /rest/personalCenter/*: every signed-in user's own details, password and avatar. */
import Type, { type Static } from 'typebox';
import { SIGNED_IN, defineEndpoint } from '../endpoint';
import { Nullable, RowId } from '../schemaParts';

/** GET /rest/personalCenter/getPersonalInfo */
export const PersonalInfoSchema = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  company_name: Nullable(Type.String()),
  dept_name: Nullable(Type.String()),
  roles: Type.Array(Type.String()),
  avatar: Nullable(Type.String()),
  created_at: Type.String(),
});
export type PersonalInfo = Static<typeof PersonalInfoSchema>;

/** POST /rest/personalCenter/updatePersonalInfo, JSON body. */
export const UpdatePersonalInfoRequestSchema = Type.Object({
  name: Type.String({ maxLength: 50 }),
  email: Nullable(Type.String({ maxLength: 100 })),
  phone: Nullable(Type.String({ maxLength: 20 })),
});
export type UpdatePersonalInfoRequest = Static<typeof UpdatePersonalInfoRequestSchema>;

/** POST /rest/personalCenter/changePassword, JSON body; the old password is required. */
export const ChangePasswordRequestSchema = Type.Object({
  oldPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** The multipart field of the avatar upload. */
export const AVATAR_FILE_FIELD = 'upload';

const tags = ['profile'];

export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    url: '/rest/personalCenter/getPersonalInfo',
    permission: SIGNED_IN,
    tags,
    reply: PersonalInfoSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/personalCenter/updatePersonalInfo',
    permission: SIGNED_IN,
    tags,
    body: UpdatePersonalInfoRequestSchema,
    reply: PersonalInfoSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    url: '/rest/personalCenter/changePassword',
    permission: SIGNED_IN,
    tags,
    body: ChangePasswordRequestSchema,
    reply: 'none',
  }),
  /** Multipart: the image under AVATAR_FILE_FIELD; answers its URL. */
  avatarUpload: defineEndpoint({
    method: 'POST',
    url: '/rest/personalCenter/avatar',
    permission: SIGNED_IN,
    tags,
    encoding: 'multipart',
    reply: Type.Object({ avatar: Type.String() }),
  }),
  /** GET ?id=<userId>[&v=<version>]: the avatar image; the dby_token cookie authenticates image requests. */
  avatarImage: defineEndpoint({
    method: 'GET',
    url: '/rest/personalCenter/avatarImage',
    permission: SIGNED_IN,
    tags,
    querystring: Type.Object({ id: RowId, v: Type.Optional(Type.String({ maxLength: 32 })) }),
    reply: 'file',
    produces: ['image/png', 'image/jpeg', 'image/webp'],
    tokenFromCookie: true,
  }),
};
