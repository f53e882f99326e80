/**
 * /rest/inventory/*: a project's inventory lines and the collection templates (contracts/inventory.ts).
 * Reading (lines, the submit check, templates) needs acquisition:entry:list; saving a line, a draft or
 * a template's lines needs acquisition:entry:save; deleting lines acquisition:entry:remove. The
 * project decides the rest (service.ts): its company's users and platform administrators change its
 * lines while it is not submitted, its reviewer reads them, anyone else gets 404. Template changes
 * need their button permission and a platform administrator: a non-administrator is refused right
 * after the guard, before the body is read. The lines as an Excel workbook (excel/): its download
 * needs acquisition:entry:list, its import (all rows or none) acquisition:entry:save.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { translate } from '../../http/messages';
import { sessionOf } from '../auth/guard';
import { ProjectStatusSchema as Status } from '@pcf/shared/contracts';
import { GAS_CODES } from '../../footprint/gwp';
import { UNCERTAINTY_CODES } from '../factors/content';
import { INVENTORY_EXCEL_COLUMNS } from './excel/columns';
import {
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_EVIDENCE_MAX,
  INVENTORY_LINES_MAX,
  INVENTORY_NOTE_MAX,
  INVENTORY_SITE_MAX,
  LIFECYCLE_STAGES,
  applyTemplate,
  deleteLines,
  inventoryCheck,
  projectLines,
  saveDraft,
  saveLine,
} from './service';
import {
  INVENTORY_TEMPLATE_DESCRIPTION_MAX,
  INVENTORY_TEMPLATE_ITEM_MAX,
  INVENTORY_TEMPLATE_LINES_MAX,
  INVENTORY_TEMPLATE_NAME_MAX,
  INVENTORY_TEMPLATE_NOTE_MAX,
  INVENTORY_TEMPLATE_VERSION_MAX,
  createTemplate,
  deleteTemplate,
  listTemplates,
  templateDetail,
  updateTemplate,
} from './templates';
import { INVENTORY_EXCEL_CONTENT_TYPE, inventoryWorkbook } from './excel/template';
import { readExcelUpload } from './excel/read';
import { importInventoryExcel } from './excel/import';

import { INVENTORY_PERMISSIONS } from '@pcf/shared/contracts';

export { INVENTORY_PERMISSIONS };

async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Stage = Type.Enum([...LIFECYCLE_STAGES]);
const Gas = Type.Enum([...GAS_CODES]);
const SourceKind = Type.Union([Type.Literal('factor'), Type.Literal('gas')]);
const DataType = Type.Union([Type.Literal('primary'), Type.Literal('secondary')]);
const Distribution = Type.Enum([...UNCERTAINTY_CODES]);
const Quality = Type.Object({ ter: Type.Number(), ger: Type.Number(), tir: Type.Number(), p: Type.Number() });
// lengths and numbers are checked by the service with messages naming the line; these only bound the request
const LineInput = Type.Object({
  id: Type.Optional(Id),
  stage: Stage,
  itemId: Type.Optional(Nullable(Id)),
  description: Type.String({ maxLength: INVENTORY_DESCRIPTION_MAX * 2 }),
  // a number, or its text (an imported cell): "NaN", "Infinity" and "-1" are refused with the line named.
  // Text comes first: with the server's type coercion a number becomes its text and null becomes ""
  // (no quantity yet), where a number branch first would turn null into 0.
  quantity: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number(), Type.Null()])),
  unitId: Id,
  sourceKind: Type.Optional(Nullable(SourceKind)),
  factorId: Type.Optional(Nullable(Id)),
  factorVersionId: Type.Optional(Nullable(Id)),
  gas: Type.Optional(Nullable(Gas)),
  dataType: DataType,
  site: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_SITE_MAX * 2 }))),
  region: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  quality: Type.Optional(Nullable(Quality)),
  uncertainty: Type.Optional(Nullable(Distribution)),
  // null first: coerced to 0 a missing GSD would be refused as out of range
  gsd: Type.Optional(Type.Union([Type.Null(), Type.Number()])),
  shared: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_NOTE_MAX * 2 }))),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  evidenceIds: Type.Optional(Type.Array(Id, { maxItems: INVENTORY_EVIDENCE_MAX * 2 })),
});
const Line = Type.Object({
  id: Type.Integer(),
  stage: Stage,
  itemId: Nullable(Type.Integer()),
  itemName: Nullable(Type.String()),
  description: Type.String(),
  quantity: Nullable(Type.Number()),
  unitId: Type.Integer(),
  unitCode: Type.String(),
  sourceKind: Nullable(SourceKind),
  factorId: Nullable(Type.Integer()),
  factorCode: Nullable(Type.String()),
  factorVersionId: Nullable(Type.Integer()),
  factorVersion: Nullable(Type.Integer()),
  factorName: Nullable(Type.String()),
  factorValue: Nullable(Type.Number()),
  factorUnitCode: Nullable(Type.String()),
  factorSource: Nullable(Type.String()),
  factorYear: Nullable(Type.Integer()),
  gas: Nullable(Gas),
  dataType: DataType,
  site: Nullable(Type.String()),
  region: Nullable(Type.String()),
  quality: Nullable(Quality),
  uncertainty: Nullable(Distribution),
  gsd: Nullable(Type.Number()),
  shared: Type.Boolean(),
  note: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  templateLineId: Nullable(Type.Integer()),
  evidence: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), fileName: Type.String() })),
  updatedAt: Type.String(),
});
const ProjectQuery = Type.Object({ projectId: Id });
const TemplateLineInput = Type.Object({
  stage: Stage,
  itemNameZh: Type.String({ maxLength: INVENTORY_TEMPLATE_ITEM_MAX * 2 }),
  itemNameEn: Type.String({ maxLength: INVENTORY_TEMPLATE_ITEM_MAX * 2 }),
  itemId: Type.Optional(Nullable(Id)),
  unitCode: Type.String({ maxLength: 100 }),
  factorCode: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  gas: Type.Optional(Nullable(Gas)),
  note: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_NOTE_MAX * 2 }))),
});
// name and version may arrive empty or missing: the service answers 请输入表单名称! / 请输入版本号!
const TemplateFields = {
  name: Type.Optional(Type.String({ maxLength: INVENTORY_TEMPLATE_NAME_MAX * 2 })),
  nameEn: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_NAME_MAX * 2 }))),
  version: Type.Optional(Type.String({ maxLength: INVENTORY_TEMPLATE_VERSION_MAX * 2 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_DESCRIPTION_MAX * 2 }))),
  lines: Type.Array(TemplateLineInput, { maxItems: INVENTORY_TEMPLATE_LINES_MAX * 2 }),
};
const TemplateSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  version: Type.String(),
  description: Nullable(Type.String()),
  lineCount: Type.Integer(),
  updatedAt: Type.String(),
});
const TemplateDetail = Type.Object({
  ...TemplateSummary.properties,
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      stage: Stage,
      itemNameZh: Type.String(),
      itemNameEn: Type.String(),
      itemId: Nullable(Type.Integer()),
      itemName: Nullable(Type.String()),
      unitId: Type.Integer(),
      unitCode: Type.String(),
      factorCode: Nullable(Type.String()),
      gas: Nullable(Gas),
      note: Nullable(Type.String()),
      sortOrder: Type.Integer(),
    }),
  ),
});

const ExcelColumn = Type.Enum([...INVENTORY_EXCEL_COLUMNS]);
const ImportReply = Type.Object({
  imported: Type.Boolean(),
  rows: Type.Integer(),
  added: Type.Integer(),
  updated: Type.Integer(),
  problems: Type.Array(Type.Object({ row: Type.Integer(), column: Nullable(ExcelColumn), key: Type.String(), message: Type.String() })),
  projectStatus: Status,
});

const tags = ['acquisition: inventory'];

export const inventoryRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const P = INVENTORY_PERMISSIONS;

  app.get(
    '/rest/inventory/lines',
    {
      config: { permission: P.list },
      schema: {
        tags,
        querystring: ProjectQuery,
        response: {
          200: Envelope(
            Type.Object({ projectId: Type.Integer(), projectStatus: Status, editable: Type.Boolean(), lines: Type.Array(Line) }),
          ),
        },
      },
    },
    async (request) => ok(request, await projectLines(db, sessionOf(request), request.query.projectId, request.language)),
  );

  app.get(
    '/rest/inventory/check',
    {
      config: { permission: P.list },
      schema: {
        tags,
        querystring: ProjectQuery,
        response: {
          200: Envelope(
            Type.Object({
              complete: Type.Boolean(),
              empty: Type.Boolean(),
              lines: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  position: Type.Integer(),
                  description: Type.String(),
                  problems: Type.Array(
                    Type.Union([
                      Type.Literal('quantityMissing'),
                      Type.Literal('sourceMissing'),
                      Type.Literal('evidenceMissing'),
                      Type.Literal('unitMismatch'),
                    ]),
                  ),
                  messages: Type.Array(Type.String()),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(request, await inventoryCheck(db, sessionOf(request), request.query.projectId, request.language)),
  );

  app.post(
    '/rest/inventory/line/save',
    {
      config: { permission: P.save },
      schema: {
        tags,
        body: Type.Object({ projectId: Id, line: LineInput }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer(), projectStatus: Status })) },
      },
    },
    async (request) =>
      ok(
        request,
        await saveLine(db, sessionOf(request), request.body.projectId, request.body.line, request.language, clock.now()),
        'saved',
      ),
  );

  app.post(
    '/rest/inventory/draft/save',
    {
      config: { permission: P.save },
      schema: {
        tags,
        body: Type.Object({
          projectId: Id,
          lines: Type.Array(LineInput, { maxItems: INVENTORY_LINES_MAX }),
          deleteIds: Type.Optional(Type.Array(Id, { maxItems: INVENTORY_LINES_MAX })),
        }),
        response: { 200: Envelope(Type.Object({ ids: Type.Array(Type.Integer()), projectStatus: Status })) },
      },
    },
    async (request) => ok(request, await saveDraft(db, sessionOf(request), request.body, request.language, clock.now()), 'saved'),
  );

  app.post(
    '/rest/inventory/line/delete',
    {
      config: { permission: P.remove },
      schema: {
        tags,
        body: Type.Object({ projectId: Id, ids: Type.Array(Id, { maxItems: INVENTORY_LINES_MAX }) }),
        response: { 200: Envelope(Type.Object({ projectStatus: Status })) },
      },
    },
    async (request) =>
      ok(
        request,
        {
          projectStatus: await deleteLines(db, sessionOf(request), request.body.projectId, request.body.ids, request.language, clock.now()),
        },
        'deleted',
      ),
  );

  app.post(
    '/rest/inventory/template/apply',
    {
      config: { permission: P.save },
      schema: {
        tags,
        body: Type.Object({ projectId: Id, templateId: Id }),
        response: { 200: Envelope(Type.Object({ added: Type.Integer(), skipped: Type.Integer(), projectStatus: Status })) },
      },
    },
    async (request) => {
      const reply = await applyTemplate(
        db,
        sessionOf(request),
        request.body.projectId,
        request.body.templateId,
        request.language,
        clock.now(),
      );
      return {
        ...ok(request, reply),
        msg: translate('inventoryTemplateApplied', request.language, { added: reply.added, skipped: reply.skipped }),
      };
    },
  );

  // SPEC §7's template download: GET with ?id (the client sends a JSON content type and no body)
  app.get(
    '/rest/inventory/excel/template',
    { config: { permission: P.list }, schema: { tags, querystring: Type.Object({ id: Id }), produces: [INVENTORY_EXCEL_CONTENT_TYPE] } },
    async (request, reply) => {
      const { file, disposition } = await inventoryWorkbook(db, sessionOf(request), request.query.id, request.language);
      reply.header('content-type', INVENTORY_EXCEL_CONTENT_TYPE);
      reply.header('content-disposition', disposition);
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file);
    },
  );

  app.post(
    '/rest/inventory/excel/import',
    { config: { permission: P.save }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(ImportReply) } } },
    async (request) => {
      const upload = await readExcelUpload(request);
      const reply = await importInventoryExcel(db, sessionOf(request), upload.projectId, upload.bytes, request.language, clock.now());
      const msg = reply.imported
        ? translate('inventoryExcelImported', request.language, { added: reply.added, updated: reply.updated })
        : translate('inventoryExcelRefused', request.language, { count: reply.problems.length });
      return { ...ok(request, reply), msg };
    },
  );

  app.get(
    '/rest/inventory/templates',
    { config: { permission: P.list }, schema: { tags, response: { 200: Envelope(Type.Array(TemplateSummary)) } } },
    async (request) => ok(request, await listTemplates(db)),
  );

  app.get(
    '/rest/inventory/template/detail',
    { config: { permission: P.list }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(TemplateDetail) } } },
    async (request) => ok(request, await templateDetail(db, request.query.id)),
  );

  app.post(
    '/rest/inventory/template/create',
    {
      config: { permission: P.templateAdd },
      onRequest: administratorsOnly,
      schema: { tags, body: Type.Object(TemplateFields), response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      const body = request.body;
      const id = await createTemplate(
        db,
        sessionOf(request),
        { ...body, name: body.name ?? '', version: body.version ?? '' },
        request.language,
        clock.now(),
      );
      return ok(request, { id }, 'added');
    },
  );

  app.post(
    '/rest/inventory/template/update',
    {
      config: { permission: P.templateEdit },
      onRequest: administratorsOnly,
      schema: { tags, body: Type.Object({ id: Id, ...TemplateFields }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const body = request.body;
      await updateTemplate(
        db,
        sessionOf(request),
        { ...body, name: body.name ?? '', version: body.version ?? '' },
        request.language,
        clock.now(),
      );
      return done(request, 'saved');
    },
  );

  app.post(
    '/rest/inventory/template/delete',
    {
      config: { permission: P.templateRemove },
      onRequest: administratorsOnly,
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await deleteTemplate(db, sessionOf(request), request.body.id);
      return done(request, 'deleted');
    },
  );
};
