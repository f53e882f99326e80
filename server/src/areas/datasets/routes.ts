/**
 * /rest/generalDataset/*: the platform's general datasets. Reading (detail, the datasets a change
 * affects) needs database:generalDataset:list, the list being the generic object API on
 * pcf_general_dataset (export: database:generalDataset:export). Changes need their button
 * permission and a platform administrator: a non-administrator is refused right after the guard,
 * before the body is read. Company products, datasets and items are objects of the generic object
 * API (database:companyDataset:*), with no route of their own.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { sessionOf } from '../auth/guard';
import {
  EXCHANGE_NOTE_MAX,
  GENERAL_DATASET_DESCRIPTION_MAX,
  GENERAL_DATASET_EXCHANGES_MAX,
  GENERAL_DATASET_NAME_MAX,
  GENERAL_DATASET_TEXT_MAX,
} from './content';
import {
  affectedDatasets,
  createGeneralDataset,
  deleteGeneralDataset,
  generalDatasetDetail,
  recomputeAll,
  updateGeneralDataset,
} from './service';

import { DATASET_PERMISSIONS } from '@pcf/shared/contracts';

export { DATASET_PERMISSIONS };

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
// the bounds below only cap the request; content.ts checks each value with its own message
const Exchange = Type.Object({
  factorId: Type.Optional(Nullable(Id)),
  inputDatasetId: Type.Optional(Nullable(Id)),
  quantity: Type.Number(),
  unit: Type.String({ maxLength: 100 }),
  note: Type.Optional(Type.String({ maxLength: EXCHANGE_NOTE_MAX * 2 })),
});
const ContentFields = {
  nameZh: Type.String({ maxLength: GENERAL_DATASET_NAME_MAX * 2 }),
  nameEn: Type.String({ maxLength: GENERAL_DATASET_NAME_MAX * 2 }),
  unit: Type.String({ maxLength: 100 }),
  categoryId: Nullable(Id),
  region: Type.String({ maxLength: 100 }),
  year: Type.Integer(),
  source: Type.String({ maxLength: GENERAL_DATASET_TEXT_MAX * 2 }),
  description: Type.Optional(Type.String({ maxLength: GENERAL_DATASET_DESCRIPTION_MAX * 2 })),
  exchanges: Type.Array(Exchange, { maxItems: GENERAL_DATASET_EXCHANGES_MAX * 2 }),
};
const CreateBody = Type.Object({ code: Type.String({ maxLength: 100 }), ...ContentFields });
const UpdateBody = Type.Object({ id: Id, ...ContentFields });
const Recomputed = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  footprint: Nullable(Type.Number()),
  problem: Nullable(Type.String()),
});
const SaveReply = Type.Object({ id: Type.Integer(), footprint: Type.Number(), recomputed: Type.Array(Recomputed) });
const DetailReply = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  unit: Type.String(),
  unitId: Type.Integer(),
  unitNameZh: Type.String(),
  unitNameEn: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  region: Type.String(),
  year: Type.Integer(),
  source: Type.String(),
  description: Type.String(),
  footprint: Nullable(Type.Number()),
  computedAt: Nullable(Type.String()),
  problem: Nullable(Type.String()),
  exchanges: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.Enum(['factor', 'dataset']),
      factorId: Nullable(Type.Integer()),
      inputDatasetId: Nullable(Type.Integer()),
      inputCode: Type.String(),
      inputNameZh: Type.String(),
      inputNameEn: Type.String(),
      quantity: Type.Number(),
      unit: Type.String(),
      inputUnit: Type.String(),
      inputFootprint: Nullable(Type.Number()),
      factorVersionId: Nullable(Type.Integer()),
      factorVersion: Nullable(Type.Integer()),
      co2e: Nullable(Type.Number()),
      note: Type.String(),
    }),
  ),
  usedBy: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), nameZh: Type.String(), nameEn: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const AffectedReply = Type.Object({
  datasets: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      nameZh: Type.String(),
      nameEn: Type.String(),
      depth: Type.Integer(),
      path: Type.Array(Type.String()),
      footprint: Nullable(Type.Number()),
    }),
  ),
});

const tags = ['datasets'];

export const datasetRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.post(
    '/rest/generalDataset/create',
    {
      config: { permission: DATASET_PERMISSIONS.generalAdd },
      onRequest: administratorsOnly,
      schema: { tags, body: CreateBody, response: { 200: Envelope(SaveReply) } },
    },
    async (request) =>
      ok(request, await createGeneralDataset(db, sessionOf(request), request.body, request.language, clock.now()), 'added'),
  );

  app.post(
    '/rest/generalDataset/update',
    {
      config: { permission: DATASET_PERMISSIONS.generalEdit },
      onRequest: administratorsOnly,
      schema: { tags, body: UpdateBody, response: { 200: Envelope(SaveReply) } },
    },
    async (request) =>
      ok(request, await updateGeneralDataset(db, sessionOf(request), request.body, request.language, clock.now()), 'edited'),
  );

  app.post(
    '/rest/generalDataset/delete',
    {
      config: { permission: DATASET_PERMISSIONS.generalRemove },
      onRequest: administratorsOnly,
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await deleteGeneralDataset(db, sessionOf(request), request.body.id);
      return done(request, 'deleted');
    },
  );

  app.post(
    '/rest/generalDataset/recompute',
    {
      config: { permission: DATASET_PERMISSIONS.generalEdit },
      onRequest: administratorsOnly,
      schema: { tags, response: { 200: Envelope(Type.Object({ recomputed: Type.Array(Recomputed) })) } },
    },
    async (request) =>
      ok(request, { recomputed: await recomputeAll(db, sessionOf(request), request.language, clock.now()) }, 'generalDatasetRecomputed'),
  );

  app.get(
    '/rest/generalDataset/detail',
    {
      config: { permission: DATASET_PERMISSIONS.generalList },
      schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(DetailReply) } },
    },
    async (request) => ok(request, await generalDatasetDetail(db, request.query.id, request.language)),
  );

  app.get(
    '/rest/generalDataset/affected',
    {
      config: { permission: DATASET_PERMISSIONS.generalList },
      schema: {
        tags,
        querystring: Type.Object({ factorId: Type.Optional(Id), datasetId: Type.Optional(Id) }),
        response: { 200: Envelope(AffectedReply) },
      },
    },
    async (request) => ok(request, await affectedDatasets(db, request.query)),
  );
};
