/** Between the server's rules (only what differs from the default) and the editor's rows (every field). */
import type { AccessObject, AccessObjectField, FieldAccessMode, ObjFieldMeta, RoleObjectRules } from '@pcf/shared';

export interface FieldRow {
  field: AccessObjectField;
  mode: FieldAccessMode;
  /** '' : the registered label. */
  labelZh: string;
  labelEn: string;
}

/** One row per registered field, in registry order: its rule, or editable with the registered labels. */
export function rowsOf(object: AccessObject, rules: RoleObjectRules): FieldRow[] {
  const byField = new Map(rules.fields.map((r) => [r.field, r]));
  return object.fields.map((field) => {
    const rule = byField.get(field.name);
    return { field, mode: rule?.mode ?? 'editable', labelZh: rule?.labelZh ?? '', labelEn: rule?.labelEn ?? '' };
  });
}

/** The rules to save: every field that is not the default (the server drops defaults too). */
export function fieldRulesOf(rows: readonly FieldRow[]): RoleObjectRules['fields'] {
  return rows
    .map((row) => ({ field: row.field.name, mode: row.mode, labelZh: row.labelZh.trim() || null, labelEn: row.labelEn.trim() || null }))
    .filter((rule) => rule.mode !== 'editable' || rule.labelZh !== null || rule.labelEn !== null);
}

/**
 * The object's fields as the advanced-search rows take them: a row condition may name any
 * registered field (hidden ones too), so each counts as searchable here.
 */
export function conditionFields(object: AccessObject, english: boolean): ObjFieldMeta[] {
  return object.fields.map((f, index) => ({
    name: f.name,
    type: f.type,
    label: english ? f.labelEn : f.labelZh,
    labelZh: f.labelZh,
    labelEn: f.labelEn,
    dictType: f.dictType,
    required: false,
    searchable: true,
    sortable: false,
    shownInList: true,
    readOnly: true,
    maxLength: null,
    order: index,
  }));
}
