/**
 * /rest/review/*: a project's review rounds and line comments (contracts/review.ts).
 * Reading needs acquisition:entry:list (the contract says why). Commenting needs acquisition:review:comment,
 * answering acquisition:review:reply. The project decides the rest (service.ts): who is its
 * reviewer, who is of its company, its status; a project the caller may not see is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { reviewEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { evidenceStore } from '../../documents/evidence';
import { sendDocument } from '../../files/uploads';
import { projectEvidenceFile } from './evidence';
import { deleteComment, projectRounds, replyToComment, saveComment } from './service';

export const reviewRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, reviewEndpoints.rounds, async (request) => ok(request, await projectRounds(db, sessionOf(request), request.query.projectId)));

  const evidence = evidenceStore(ctx.files);
  route(app, reviewEndpoints.evidenceFile, async (request, reply) => {
    const { opened, fileName } = await projectEvidenceFile(db, evidence, sessionOf(request), request.query.projectId, request.query.id);
    return sendDocument(reply, opened, fileName, request.query.download === 1);
  });

  route(app, reviewEndpoints.commentSave, async (request) => {
    const saved = await saveComment(db, sessionOf(request), request.body, clock.now());
    return ok(request, saved, request.body.id === undefined ? 'added' : 'saved');
  });

  route(app, reviewEndpoints.commentDelete, async (request) => {
    await deleteComment(db, sessionOf(request), request.body);
    return done(request, 'deleted');
  });

  route(app, reviewEndpoints.commentReply, async (request) => {
    await replyToComment(db, sessionOf(request), request.body, clock.now());
    return done(request, 'saved');
  });
};
