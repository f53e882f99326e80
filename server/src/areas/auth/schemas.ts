/** TypeBox shapes of the session calls; they mirror @pcf/shared/contracts (api.ts). */
import Type from 'typebox';
import { Nullable } from '../../http/envelope';

export const CaptchaImageSchema = Type.Object({
  uuid: Type.String(),
  img: Type.String(),
  captchaEnabled: Type.Boolean(),
});

export const CaptchaLoginBody = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});

export const TypedLoginBody = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  userType: Type.Union([Type.Literal('enterprise'), Type.Literal('review')]),
});

export const LoginReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ token: Type.String() }),
  /** RuoYi clients read the token at the top level too. */
  token: Type.String(),
});

export const UserTypeSchema = Type.Union([Type.Literal('admin'), Type.Literal('enterprise'), Type.Literal('review')]);

export const UserInfoSchema = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    company_id: Nullable(Type.Integer()),
    name: Type.String(),
    account: Type.String(),
    company_name: Nullable(Type.String()),
    deptid: Nullable(Type.Integer()),
    user_type: UserTypeSchema,
    avatar: Nullable(Type.String()),
  }),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  user_title: Nullable(Type.String()),
  trainer_title: Nullable(Type.String()),
  industry: Nullable(Type.String()),
});
