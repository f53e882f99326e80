/** /rest/personalCenter/*: every signed-in user's own details, password and avatar. */
import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_FILE_FIELD, profileEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { notFound, refused } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { readMultipartForm } from '../files/multipartForm';
import { avatarUrl } from '../auth/service';
import { AVATAR_MAX_BYTES, AvatarStore, detectImageType } from './avatars';
import { changePassword, personalInfo, setAvatar, updatePersonalInfo, visibleAvatar } from './service';

export const profileRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const avatars = new AvatarStore(ctx.files);

  route(app, profileEndpoints.get, async (request) => ok(request, await personalInfo(db, sessionOf(request).userId, request.language)));

  route(app, profileEndpoints.update, async (request) => {
    const { userId } = sessionOf(request);
    await updatePersonalInfo(db, userId, request.body, clock.now());
    return ok(request, await personalInfo(db, userId, request.language), 'saved');
  });

  route(app, profileEndpoints.changePassword, async (request) => {
    await changePassword(db, sessionOf(request), request.body.oldPassword, request.body.newPassword, clock.now());
    return done(request, 'passwordChanged');
  });

  route(app, profileEndpoints.avatarUpload, async (request) => {
    const session = sessionOf(request);
    const { file } = await readMultipartForm(request, {
      fileField: AVATAR_FILE_FIELD,
      maxBytes: AVATAR_MAX_BYTES,
      missing: () => refused('avatarMissing'),
      tooLarge: () => refused('avatarTooLarge'),
    });
    if (!file) throw refused('avatarMissing');
    const { bytes } = file;
    const type = detectImageType(bytes);
    if (!type) throw refused('avatarType');
    const stored = await avatars.save(bytes, type);
    const previous = await setAvatar(db, session.userId, stored, clock.now());
    if (previous) await avatars.remove(previous);
    return ok(request, { avatar: avatarUrl(session.userId, stored) ?? '' }, 'saved');
  });

  route(app, profileEndpoints.avatarImage, async (request, reply) => {
    const name = await visibleAvatar(db, sessionOf(request), request.query.id);
    const opened = name === null ? null : await avatars.open(name);
    if (!opened) throw notFound('avatarNotFound');
    reply.header('content-type', opened.contentType);
    reply.header('content-length', opened.size);
    reply.header('cache-control', 'private, max-age=86400');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(opened.stream);
  });
};
