/**
 * /rest/review/*: a project's review rounds and line comments (contracts/review.ts).
 * Reading needs acquisition:entry:list: a route declares one permission, and that one is held by
 * both sides that read rounds (the company's users and the reviewers), where the review page's own
 * acquisition:review:list is the reviewers' alone. Commenting needs acquisition:review:comment,
 * answering acquisition:review:reply. The project decides the rest (service.ts): who is its
 * reviewer, who is of its company, its status; a project the caller may not see is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../../http/envelope';
import { sessionOf } from '../../auth/guard';
import { ProjectStatusSchema as Status } from '@pcf/shared/contracts';
import { INVENTORY_PERMISSIONS } from '../routes';
import { LIFECYCLE_STAGES } from '../service';
import { evidenceStore } from '../../documents/evidence';
import { sendDocument } from '../../files/uploads';
import { projectEvidenceFile } from './evidence';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_PERMISSIONS,
  REVIEW_REPLY_MAX,
  deleteComment,
  projectRounds,
  replyToComment,
  saveComment,
} from './service';

/** The permission of GET /rest/review/rounds (see the header). */
export const REVIEW_READ_PERMISSION = INVENTORY_PERMISSIONS.list;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Stage = Type.Enum([...LIFECYCLE_STAGES]);
const Decision = Type.Union([Type.Literal('returned'), Type.Literal('approved')]);
// lengths are checked again after trimming (bilingual messages); these only bound the request
const Body = Type.String({ maxLength: REVIEW_COMMENT_MAX * 2 });
const Reply = Type.String({ maxLength: REVIEW_REPLY_MAX * 2 });

const Comment = Type.Object({
  id: Type.Integer(),
  roundId: Type.Integer(),
  lineId: Nullable(Type.Integer()),
  lineStage: Stage,
  lineLabel: Type.String(),
  body: Type.String(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  createdAt: Type.String(),
  reply: Nullable(Type.String()),
  replyAuthorName: Nullable(Type.String()),
  repliedAt: Nullable(Type.String()),
});
const Round = Type.Object({
  id: Type.Integer(),
  roundNo: Type.Integer(),
  reviewerId: Type.Integer(),
  reviewerName: Type.String(),
  startedAt: Type.String(),
  decision: Nullable(Decision),
  reason: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  comments: Type.Array(Comment),
});

const tags = ['acquisition: review'];

export const reviewRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.get(
    '/rest/review/rounds',
    {
      config: { permission: REVIEW_READ_PERMISSION },
      schema: {
        tags,
        querystring: Type.Object({ projectId: Id }),
        response: {
          200: Envelope(
            Type.Object({
              projectId: Type.Integer(),
              projectStatus: Status,
              canComment: Type.Boolean(),
              canReply: Type.Boolean(),
              rounds: Type.Array(Round),
            }),
          ),
        },
      },
    },
    async (request) => ok(request, await projectRounds(db, sessionOf(request), request.query.projectId)),
  );

  const evidence = evidenceStore(ctx.files);
  app.get(
    '/rest/review/evidence/file',
    // opened by <img>/<iframe> and downloads, which send no Authorization header: the dby_token cookie authenticates
    {
      config: { permission: REVIEW_READ_PERMISSION, tokenFromCookie: true },
      schema: {
        tags,
        querystring: Type.Object({ projectId: Id, id: Id, download: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) }),
      },
    },
    async (request, reply) => {
      const { opened, fileName } = await projectEvidenceFile(db, evidence, sessionOf(request), request.query.projectId, request.query.id);
      return sendDocument(reply, opened, fileName, request.query.download === 1);
    },
  );

  app.post(
    '/rest/review/comment/save',
    {
      config: { permission: REVIEW_PERMISSIONS.comment },
      schema: {
        tags,
        body: Type.Object({ projectId: Id, id: Type.Optional(Id), lineId: Id, body: Body }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const saved = await saveComment(db, sessionOf(request), request.body, clock.now());
      return ok(request, saved, request.body.id === undefined ? 'added' : 'saved');
    },
  );

  app.post(
    '/rest/review/comment/delete',
    {
      config: { permission: REVIEW_PERMISSIONS.comment },
      schema: { tags, body: Type.Object({ projectId: Id, id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await deleteComment(db, sessionOf(request), request.body);
      return done(request, 'deleted');
    },
  );

  app.post(
    '/rest/review/comment/reply',
    {
      config: { permission: REVIEW_PERMISSIONS.reply },
      schema: { tags, body: Type.Object({ projectId: Id, id: Id, reply: Reply }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await replyToComment(db, sessionOf(request), request.body, clock.now());
      return done(request, 'saved');
    },
  );
};
