/**
 * What one caller may do with one registered object. Two layers:
 *  - the data scope, always applied and not pluggable: a caller who is not a platform
 *    administrator sees and changes only rows of their own company (company-scoped objects), and
 *    on objects that name a department and/or owner column only the rows their roles' data scope
 *    reaches (all, custom departments, own department, and below, own rows);
 *  - an AccessPolicy, the hook of /system/access (issue 3): per-role hidden and read-only fields,
 *    renamed labels and extra where-conditions. app.ts passes roleAccessPolicy (areas/system/access/policy.ts);
 *    without one (tests) the policy adds nothing.
 */
import type { ObjCondition } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import type { SessionContext } from '../auth/sessions';
import type { ResolvedDataScope } from '../auth/dataScope';
import { COMPANY_COLUMN, ID_COLUMN, type FieldDef, type ObjectDef } from './registry';

export interface FieldAccess {
  /** Not returned, not searchable, not sortable, not writable: as if unregistered. */
  hidden?: boolean;
  /** Returned, but saving ignores it. */
  readOnly?: boolean;
  labelZh?: string;
  labelEn?: string;
}

export interface ObjectAccess {
  /** By registered field name. */
  fields: ReadonlyMap<string, FieldAccess>;
  /**
   * ANDed into every read and change, on registered fields (hidden ones too); a saved row must
   * still satisfy them or the save is undone.
   */
  rowConditions: readonly ObjCondition[];
  /**
   * Alternatives, each a list ANDed like rowConditions, ORed together (the where-conditions of
   * several roles): a row must satisfy at least one, besides rowConditions. Absent or empty: none.
   */
  rowAlternatives?: readonly (readonly ObjCondition[])[];
}

export interface AccessRequest {
  db: Db;
  session: SessionContext;
  object: ObjectDef;
}

export type AccessPolicy = (request: AccessRequest) => Promise<ObjectAccess>;

export const NO_EXTRA_RULES: AccessPolicy = async () => ({ fields: new Map(), rowConditions: [] });

export interface FieldView extends FieldDef {
  /** The caller may set it through saveObjData. */
  writable: boolean;
}

/** The object as this caller sees it. */
export interface ObjectView {
  def: ObjectDef;
  /** Visible fields, in registry order, labels as renamed for the caller. */
  fields: FieldView[];
  byName: ReadonlyMap<string, FieldView>;
  /** Every registered field by name, for the policy's row conditions. */
  allByName: ReadonlyMap<string, FieldDef>;
  rowConditions: readonly ObjCondition[];
  /** At least one of these lists holds for every row (see ObjectAccess); empty: no alternatives. */
  rowAlternatives: readonly (readonly ObjCondition[])[];
  /**
   * undefined: every company (platform administrator or an object that is not company-scoped);
   * null: the caller has no company and sees no rows of a company-scoped object.
   */
  companyId: number | null | undefined;
  /** The roles' data scope on the object's department/owner columns; undefined: not applied. */
  dataScope: ResolvedDataScope | undefined;
}

/** Whether the roles' data scope limits this caller on this object (never a platform administrator). */
export function dataScoped(def: ObjectDef, session: SessionContext): boolean {
  return !session.isAdmin && (def.deptColumn !== null || def.ownerColumn !== null);
}

export function viewFor(def: ObjectDef, session: SessionContext, access: ObjectAccess, dataScope?: ResolvedDataScope): ObjectView {
  const allCompanies = !def.companyScoped || session.isAdmin;
  const fields: FieldView[] = [];
  for (const field of def.fields) {
    const rule = access.fields.get(field.name) ?? {};
    if (rule.hidden && field.column !== ID_COLUMN) continue;
    // only a platform administrator moves a row to another company
    const serverKept =
      !field.editable || field.column === ID_COLUMN || (def.companyScoped && field.column === COMPANY_COLUMN && !allCompanies);
    fields.push({
      ...field,
      labelZh: rule.labelZh ?? field.labelZh,
      labelEn: rule.labelEn ?? field.labelEn,
      writable: !serverKept && rule.readOnly !== true,
    });
  }
  return {
    def,
    fields,
    byName: new Map(fields.map((f) => [f.name, f])),
    allByName: new Map(def.fields.map((f) => [f.name, f])),
    rowConditions: access.rowConditions,
    rowAlternatives: access.rowAlternatives ?? [],
    companyId: allCompanies ? undefined : session.companyId,
    // a scoped object without a resolved scope shows nothing rather than everything
    dataScope: dataScoped(def, session) ? (dataScope ?? { all: false, deptIds: [], self: false, userId: session.userId }) : undefined,
  };
}
