/** /rest/personalCenter/*: every signed-in user's own details, password and avatar. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { notFound, refused } from '../../http/errors';
import { SIGNED_IN } from '../../http/routeConfig';
import { sessionOf } from '../auth/guard';
import { avatarUrl } from '../auth/service';
import { AVATAR_MAX_BYTES, AvatarStore, detectImageType } from './avatars';
import { changePassword, personalInfo, setAvatar, updatePersonalInfo, visibleAvatar } from './service';

const PersonalInfoSchema = Type.Object({
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

export const profileRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const avatars = new AvatarStore(ctx.files);

  app.get(
    '/rest/personalCenter/getPersonalInfo',
    { config: { permission: SIGNED_IN }, schema: { tags: ['profile'], response: { 200: Envelope(PersonalInfoSchema) } } },
    async (request) => ok(request, await personalInfo(db, sessionOf(request).userId, request.language)),
  );

  app.post(
    '/rest/personalCenter/updatePersonalInfo',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        body: Type.Object({
          name: Type.String({ maxLength: 50 }),
          email: Nullable(Type.String({ maxLength: 100 })),
          phone: Nullable(Type.String({ maxLength: 20 })),
        }),
        response: { 200: Envelope(PersonalInfoSchema) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await updatePersonalInfo(db, userId, request.body, clock.now());
      return ok(request, await personalInfo(db, userId, request.language), 'saved');
    },
  );

  app.post(
    '/rest/personalCenter/changePassword',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        body: Type.Object({ oldPassword: Type.String({ maxLength: 128 }), newPassword: Type.String({ maxLength: 128 }) }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await changePassword(db, sessionOf(request), request.body.oldPassword, request.body.newPassword, clock.now());
      return done(request, 'passwordChanged');
    },
  );

  app.post(
    '/rest/personalCenter/avatar',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(Type.Object({ avatar: Type.String() })) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!request.isMultipart()) throw refused('avatarMissing');
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'upload') throw refused('avatarMissing');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw refused('avatarTooLarge');
        throw error;
      });
      if (file.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw refused('avatarTooLarge');
      const type = detectImageType(bytes);
      if (!type) throw refused('avatarType');
      const stored = await avatars.save(bytes, type);
      const previous = await setAvatar(db, session.userId, stored, clock.now());
      if (previous) await avatars.remove(previous);
      return ok(request, { avatar: avatarUrl(session.userId, stored) ?? '' }, 'saved');
    },
  );

  app.get(
    '/rest/personalCenter/avatarImage',
    {
      config: { permission: SIGNED_IN, tokenFromCookie: true },
      schema: {
        tags: ['profile'],
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }), v: Type.Optional(Type.String({ maxLength: 32 })) }),
      },
    },
    async (request, reply) => {
      const name = await visibleAvatar(db, sessionOf(request), request.query.id);
      const opened = name === null ? null : await avatars.open(name);
      if (!opened) throw notFound('avatarNotFound');
      reply.header('content-type', opened.contentType);
      reply.header('content-length', opened.size);
      reply.header('cache-control', 'private, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(opened.stream);
    },
  );
};
