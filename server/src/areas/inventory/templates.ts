/**
 * Collection templates: forms with a name and a version (SPEC §5: 请输入表单名称! and 请输入版本号!
 * when missing) and their lines (stage, item name in both languages, optionally the directory item
 * the lines added from it count under, suggested unit, optionally a suggested factor code or gas).
 * Read by anyone who enters data; changed by platform administrators only, each change in one
 * transaction with the operation log. Lines added to projects from a template keep no tie that
 * stops a change: a deleted template line leaves them as they are.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateInventoryTemplateRequest,
  InventoryTemplateDetail,
  InventoryTemplateSummary,
  UpdateInventoryTemplateRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { directoryNodes, emissionFactors, inventoryTemplateLines, inventoryTemplates, units } from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { ApiError, refused } from '../../http/errors';
import { translate, type Language, type MessageKey } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation } from '../audit/service';
import type { Handle, Tx } from '../auth/companyScope';
import { loadItemPaths, pathById } from './itemPaths';

import {
  INVENTORY_TEMPLATE_DESCRIPTION_MAX,
  INVENTORY_TEMPLATE_ITEM_MAX,
  INVENTORY_TEMPLATE_LINES_MAX,
  INVENTORY_TEMPLATE_NAME_MAX,
  INVENTORY_TEMPLATE_NOTE_MAX,
  INVENTORY_TEMPLATE_VERSION_MAX,
} from '@pcf/shared/contracts';

export const INVENTORY_TEMPLATE_LOG_OBJECT = 'inventory_template';

const notFound = (): ApiError => new ApiError('inventoryTemplateNotFound', 404, 404);

/** Platform administrators alone change the templates, whatever their role grants. */
export function assertTemplateAdmin(session: SessionContext): void {
  if (!session.isAdmin) throw new ApiError('inventoryTemplateAdminOnly', 403, 403);
}

function text(value: string | null | undefined, max: number, field: MessageKey, language: Language): string | null {
  const trimmed = (value ?? '').trim();
  if (Array.from(trimmed).length > max) throw refused('inventoryTemplateTextTooLong', { field: translate(field, language), max });
  return trimmed === '' ? null : trimmed;
}

type CleanTemplate = {
  name: string;
  nameEn: string | null;
  version: string;
  description: string | null;
  lines: (typeof inventoryTemplateLines.$inferInsert)[];
};

async function cleanTemplate(db: Handle, input: CreateInventoryTemplateRequest, language: Language): Promise<CleanTemplate> {
  const name = text(input.name, INVENTORY_TEMPLATE_NAME_MAX, 'inventoryTemplateFieldName', language);
  if (name === null) throw refused('inventoryTemplateNameRequired');
  const version = text(input.version, INVENTORY_TEMPLATE_VERSION_MAX, 'inventoryTemplateFieldVersion', language);
  if (version === null) throw refused('inventoryTemplateVersionRequired');
  const nameEn = text(input.nameEn, INVENTORY_TEMPLATE_NAME_MAX, 'inventoryTemplateFieldName', language);
  const description = text(input.description, INVENTORY_TEMPLATE_DESCRIPTION_MAX, 'inventoryTemplateFieldDescription', language);
  if (input.lines.length === 0 || input.lines.length > INVENTORY_TEMPLATE_LINES_MAX)
    throw refused('inventoryTemplateLineCount', { max: INVENTORY_TEMPLATE_LINES_MAX });
  const unitIds = new Map((await db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const codes = [...new Set(input.lines.flatMap((l) => (l.factorCode?.trim() ? [l.factorCode.trim()] : [])))];
  const knownCodes = new Set(
    codes.length === 0
      ? []
      : (await db.select({ code: emissionFactors.code }).from(emissionFactors).where(inArray(emissionFactors.code, codes))).map(
          (f) => f.code,
        ),
  );
  const itemIds = [...new Set(input.lines.flatMap((l) => (typeof l.itemId === 'number' ? [l.itemId] : [])))];
  const knownItems = new Set(
    itemIds.length === 0
      ? []
      : (await db.select({ id: directoryNodes.id }).from(directoryNodes).where(inArray(directoryNodes.id, itemIds))).map((n) => n.id),
  );
  const lines = input.lines.map((line, index) => {
    const position = index + 1;
    const zh = line.itemNameZh.trim();
    const en = line.itemNameEn.trim();
    if (
      zh === '' ||
      en === '' ||
      Array.from(zh).length > INVENTORY_TEMPLATE_ITEM_MAX ||
      Array.from(en).length > INVENTORY_TEMPLATE_ITEM_MAX
    ) {
      throw refused('inventoryTemplateLineName', { line: position, max: INVENTORY_TEMPLATE_ITEM_MAX });
    }
    const itemId = line.itemId ?? null;
    if (itemId !== null && !knownItems.has(itemId)) throw refused('inventoryTemplateLineItem', { line: position, id: itemId });
    const unitId = unitIds.get(line.unitCode.trim());
    if (unitId === undefined) throw refused('inventoryTemplateLineUnit', { line: position, unit: line.unitCode.slice(0, 40) });
    const factorCode = line.factorCode?.trim() || null;
    const gas = line.gas ?? null;
    if (factorCode !== null && gas !== null) throw refused('inventoryTemplateLineSource', { line: position });
    if (factorCode !== null && !knownCodes.has(factorCode))
      throw refused('inventoryTemplateLineFactor', { line: position, code: factorCode.slice(0, 64) });
    const note = (line.note ?? '').trim();
    if (Array.from(note).length > INVENTORY_TEMPLATE_NOTE_MAX)
      throw refused('inventoryTemplateLineNote', { line: position, max: INVENTORY_TEMPLATE_NOTE_MAX });
    return {
      templateId: 0,
      stage: line.stage,
      itemNameZh: zh,
      itemNameEn: en,
      itemId,
      unitId,
      factorCode,
      gas,
      note: note === '' ? null : note,
      sortOrder: position,
    };
  });
  return { name, nameEn, version, description, lines };
}

async function templateRecord(tx: Handle, id: number): Promise<Record<string, unknown>> {
  const [template] = await tx.select().from(inventoryTemplates).where(eq(inventoryTemplates.id, id));
  const lines = await tx
    .select()
    .from(inventoryTemplateLines)
    .where(eq(inventoryTemplateLines.templateId, id))
    .orderBy(asc(inventoryTemplateLines.sortOrder), asc(inventoryTemplateLines.id));
  return { template, lines };
}

async function writeTemplateLines(tx: Tx, templateId: number, clean: CleanTemplate): Promise<void> {
  await tx.delete(inventoryTemplateLines).where(eq(inventoryTemplateLines.templateId, templateId));
  await tx.insert(inventoryTemplateLines).values(clean.lines.map((line) => ({ ...line, templateId })));
}

async function withTakenName<T>(clean: CleanTemplate, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'inventory_templates_name_version_idx')
      throw refused('inventoryTemplateTaken', { name: clean.name, version: clean.version });
    throw error;
  }
}

export async function createTemplate(
  db: Db,
  session: SessionContext,
  input: CreateInventoryTemplateRequest,
  language: Language,
  now: Date,
): Promise<number> {
  assertTemplateAdmin(session);
  const clean = await cleanTemplate(db, input, language);
  return withTakenName(clean, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inventoryTemplates)
        .values({
          name: clean.name,
          nameEn: clean.nameEn,
          version: clean.version,
          description: clean.description,
          createdBy: session.userId,
          createdAt: now,
          updatedBy: session.userId,
          updatedAt: now,
        })
        .returning({ id: inventoryTemplates.id });
      await writeTemplateLines(tx, created.id, clean);
      await recordOperation(tx, session, {
        object: INVENTORY_TEMPLATE_LOG_OBJECT,
        action: 'create',
        targetIds: [created.id],
        after: await templateRecord(tx, created.id),
      });
      return created.id;
    }),
  );
}

export async function updateTemplate(
  db: Db,
  session: SessionContext,
  input: UpdateInventoryTemplateRequest,
  language: Language,
  now: Date,
): Promise<void> {
  assertTemplateAdmin(session);
  const clean = await cleanTemplate(db, input, language);
  await withTakenName(clean, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: inventoryTemplates.id })
        .from(inventoryTemplates)
        .where(eq(inventoryTemplates.id, input.id))
        .for('update');
      if (!current) throw notFound();
      const before = await templateRecord(tx, current.id);
      await tx
        .update(inventoryTemplates)
        .set({
          name: clean.name,
          nameEn: clean.nameEn,
          version: clean.version,
          description: clean.description,
          updatedBy: session.userId,
          updatedAt: now,
        })
        .where(eq(inventoryTemplates.id, current.id));
      await writeTemplateLines(tx, current.id, clean);
      await recordOperation(tx, session, {
        object: INVENTORY_TEMPLATE_LOG_OBJECT,
        action: 'update',
        targetIds: [current.id],
        before,
        after: await templateRecord(tx, current.id),
      });
    }),
  );
}

export async function deleteTemplate(db: Db, session: SessionContext, id: number): Promise<void> {
  assertTemplateAdmin(session);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: inventoryTemplates.id })
      .from(inventoryTemplates)
      .where(eq(inventoryTemplates.id, id))
      .for('update');
    if (!current) throw notFound();
    const before = await templateRecord(tx, current.id);
    await tx.delete(inventoryTemplates).where(eq(inventoryTemplates.id, current.id));
    await recordOperation(tx, session, { object: INVENTORY_TEMPLATE_LOG_OBJECT, action: 'delete', targetIds: [current.id], before });
  });
}

const summaryColumns = {
  id: inventoryTemplates.id,
  name: inventoryTemplates.name,
  nameEn: inventoryTemplates.nameEn,
  version: inventoryTemplates.version,
  description: inventoryTemplates.description,
  updatedAt: inventoryTemplates.updatedAt,
  // written out: in a one-table select drizzle leaves column names unqualified, and the subquery would read its own id
  lineCount: sql<number>`(select count(*)::int from inventory_template_lines l where l.template_id = inventory_templates.id)`,
};

const summaryOut = (
  row: { updatedAt: Date; lineCount: number } & Omit<InventoryTemplateSummary, 'updatedAt' | 'lineCount'>,
): InventoryTemplateSummary => ({
  ...row,
  lineCount: Number(row.lineCount),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(db: Db): Promise<InventoryTemplateSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(inventoryTemplates)
    .orderBy(asc(inventoryTemplates.name), asc(inventoryTemplates.version), asc(inventoryTemplates.id));
  return rows.map(summaryOut);
}

export async function templateDetail(db: Db, id: number): Promise<InventoryTemplateDetail> {
  const [row] = await db.select(summaryColumns).from(inventoryTemplates).where(eq(inventoryTemplates.id, id));
  if (!row) throw notFound();
  const lines = await db
    .select({ line: inventoryTemplateLines, unitCode: units.code })
    .from(inventoryTemplateLines)
    .innerJoin(units, eq(units.id, inventoryTemplateLines.unitId))
    .where(eq(inventoryTemplateLines.templateId, id))
    .orderBy(asc(inventoryTemplateLines.sortOrder), asc(inventoryTemplateLines.id));
  const paths = lines.some(({ line }) => line.itemId !== null) ? pathById(await loadItemPaths(db)) : new Map<number, string>();
  return {
    ...summaryOut(row),
    lines: lines.map(({ line, unitCode }) => ({
      id: line.id,
      stage: line.stage,
      itemNameZh: line.itemNameZh,
      itemNameEn: line.itemNameEn,
      itemId: line.itemId,
      itemName: line.itemId === null ? null : (paths.get(line.itemId) ?? null),
      unitId: line.unitId,
      unitCode,
      factorCode: line.factorCode,
      gas: line.gas,
      note: line.note,
      sortOrder: line.sortOrder,
    })),
  };
}
