/**
 * Departments: one tree per company (parentId 0 = first level), at most TREE_MAX_LEVEL deep, names
 * unique among siblings. A department moves only within its company and never under itself; one
 * with child departments or users is not deleted. Every change runs in one transaction that first
 * locks the company row, so concurrent moves are checked one after the other. Refusals change nothing.
 * Inside the company the roles' data scope applies (dataScope.ts): a caller sees and changes only
 * the departments it reaches (others are as absent as another company's), adds only under those,
 * and adds or moves a first-level department only with the scope "all".
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DeptTreeNode, OrganisationInfo, OrganisationRequest, SaveDeptRequest } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { companies, departments, users } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import { TREE_MAX_LEVEL } from '@pcf/shared/contracts';
import type { SessionContext } from '../../auth/sessions';
import { recordOperation, recordRowChange } from '../../audit/service';
import {
  administers,
  isPlatformAdmin,
  listedCompany,
  lockCompany,
  noCompany,
  targetCompany,
  type Handle,
  type Tx,
} from '../../auth/companyScope';
import { dataScopeOf, subtreeIds } from '../../auth/dataScope';

export const DEPT_NAME_MAX = 100;
const LEADER_MAX = 50;
/** The shared PHONE_PATTERN of every form (contracts/fieldPatterns.ts; the server imports only types from shared, depts.test.ts proves they agree). */
export const PHONE = /^(1\d{10}|\+\d[\d\s-]{6,18}\d)$/;

export interface DeptRow {
  id: number;
  companyId: number;
  parentId: number;
  name: string;
  sort: number;
  status: number;
  leader: string | null;
  phone: string | null;
}

const deptColumns = {
  id: departments.id,
  companyId: departments.companyId,
  parentId: departments.parentId,
  name: departments.name,
  sort: departments.sort,
  status: departments.status,
  leader: departments.leader,
  phone: departments.phone,
};

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refused('treeNameRequired');
  if (trimmed.length > DEPT_NAME_MAX) throw refused('treeNameTooLong');
  return trimmed;
}

function cleanLeader(leader: string | null | undefined): string | null | undefined {
  if (leader === undefined) return undefined;
  const trimmed = leader?.trim() ?? '';
  if (trimmed.length > LEADER_MAX) throw refused('deptLeaderTooLong', { max: LEADER_MAX });
  return trimmed === '' ? null : trimmed;
}

function cleanPhone(phone: string | null | undefined): string | null | undefined {
  if (phone === undefined) return undefined;
  const trimmed = phone?.trim() ?? '';
  if (trimmed !== '' && !PHONE.test(trimmed)) throw refused('phoneInvalid');
  return trimmed === '' ? null : trimmed;
}

function cleanStatus(status: number | undefined): number | undefined {
  if (status === undefined) return undefined;
  if (status !== 0 && status !== 1) throw refused('deptStatusInvalid');
  return status;
}

/** Every department of one company (small: a company has tens, not thousands). */
async function companyDepts(db: Handle, companyId: number): Promise<DeptRow[]> {
  return db.select(deptColumns).from(departments).where(eq(departments.companyId, companyId));
}

/** 1 for a first-level department (a parent chain that loops stops counting where it repeats). */
function levelOf(byId: ReadonlyMap<number, DeptRow>, id: number): number {
  let level = 0;
  let current = byId.get(id);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    level += 1;
    current = byId.get(current.parentId);
  }
  return level;
}

/**
 * The departments the caller's roles reach (custom, own, own and below; "self" reaches none);
 * undefined: every department of the administered company (scope "all", platform administrators).
 */
async function deptsInScope(db: Handle, session: SessionContext): Promise<ReadonlySet<number> | undefined> {
  if (isPlatformAdmin(session)) return undefined;
  const scope = await dataScopeOf(db, session);
  return scope.all ? undefined : new Set(scope.deptIds);
}

const outsideDataScope = (): ApiError => new ApiError('deptOutsideDataScope', 403, 403);

/** Levels below the department, itself included (1 for a leaf). */
function subtreeHeight(rows: readonly DeptRow[], rootId: number): number {
  const byParent = new Map<number, DeptRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const height = (id: number, guard: number): number =>
    guard > rows.length ? 1 : 1 + Math.max(0, ...(byParent.get(id) ?? []).map((c) => height(c.id, guard + 1)));
  return height(rootId, 0);
}

export async function loadDeptTree(db: Db, session: SessionContext, requestedCompany: number | undefined): Promise<DeptTreeNode[]> {
  const companyId = listedCompany(session, requestedCompany);
  const reach = await deptsInScope(db, session);
  const rows = await db
    .select(deptColumns)
    .from(departments)
    .where(companyId === undefined ? undefined : eq(departments.companyId, companyId))
    .orderBy(asc(departments.companyId), asc(departments.sort), asc(departments.id));
  // levels count in the whole tree; a department whose parent is out of scope shows as a root
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = reach === undefined ? rows : rows.filter((r) => reach.has(r.id));
  const nodes = new Map<number, DeptTreeNode>(shown.map((r) => [r.id, { ...r, pid: r.parentId, level: levelOf(byId, r.id) }]));
  const roots: DeptTreeNode[] = [];
  for (const row of shown) {
    const node = nodes.get(row.id) as DeptTreeNode;
    const parent = row.parentId === 0 ? undefined : nodes.get(row.parentId);
    if (parent && parent.companyId === node.companyId) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** A department's fields as saved (the id, when there is one, is passed apart). */
export type DeptInput = Omit<SaveDeptRequest, 'id'>;

/**
 * The department, when the caller administers its company and its data scope reaches it; "not
 * found" otherwise (nothing revealed).
 */
async function ownDept(db: Handle, session: SessionContext, id: number, reach: ReadonlySet<number> | undefined): Promise<DeptRow> {
  const [row] = await db.select(deptColumns).from(departments).where(eq(departments.id, id));
  if (!row || !administers(session, row.companyId) || (reach !== undefined && !reach.has(id))) throw refused('deptMissing');
  return row;
}

async function assertNameFree(tx: Tx, companyId: number, parentId: number, name: string, exceptId: number): Promise<void> {
  const [clash] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.parentId, parentId), eq(departments.name, name)));
  if (clash && clash.id !== exceptId) throw refused('deptNameTaken', { name });
}

export async function createDept(db: Db, session: SessionContext, input: DeptInput): Promise<number> {
  const name = cleanName(input.name);
  const leader = cleanLeader(input.leader) ?? null;
  const phone = cleanPhone(input.phone) ?? null;
  const status = cleanStatus(input.status) ?? 0;
  return db.transaction(async (tx) => {
    const reach = await deptsInScope(tx, session);
    let companyId: number;
    if (input.parentId === 0) {
      if (reach !== undefined) throw outsideDataScope();
      companyId = await targetCompany(tx, session, input.companyId);
    } else companyId = (await ownDept(tx, session, input.parentId, reach)).companyId;
    await lockCompany(tx, companyId);
    const rows = await companyDepts(tx, companyId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (input.parentId !== 0 && !byId.has(input.parentId)) throw refused('treeParentMissing');
    const level = input.parentId === 0 ? 1 : levelOf(byId, input.parentId) + 1;
    if (level > TREE_MAX_LEVEL) throw refused('treeTooDeep', { max: TREE_MAX_LEVEL });
    await assertNameFree(tx, companyId, input.parentId, name, 0);
    const [created] = await tx
      .insert(departments)
      .values({ companyId, parentId: input.parentId, name, sort: input.sort ?? 1, status, leader, phone })
      .returning({ id: departments.id });
    await recordRowChange(tx, session, { object: 'dept', action: 'create', table: 'departments', id: created.id });
    return created.id;
  });
}

export async function updateDept(db: Db, session: SessionContext, id: number, input: DeptInput): Promise<void> {
  const name = cleanName(input.name);
  const leader = cleanLeader(input.leader);
  const phone = cleanPhone(input.phone);
  const status = cleanStatus(input.status);
  await db.transaction(async (tx) => {
    const reach = await deptsInScope(tx, session);
    const current = await ownDept(tx, session, id, reach);
    await lockCompany(tx, current.companyId);
    const rows = await companyDepts(tx, current.companyId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (input.parentId !== current.parentId && input.parentId === 0 && reach !== undefined) throw outsideDataScope();
    if (input.parentId !== current.parentId && input.parentId !== 0) {
      const parent = byId.get(input.parentId);
      // a department of another company, or out of the data scope, is as absent as one that does not exist
      if (!parent || (reach !== undefined && !reach.has(input.parentId))) throw refused('treeParentMissing');
      if (subtreeIds(rows, id).has(input.parentId)) throw refused('treeMoveIntoItself');
      const level = levelOf(byId, input.parentId) + subtreeHeight(rows, id);
      if (level > TREE_MAX_LEVEL) throw refused('treeTooDeep', { max: TREE_MAX_LEVEL });
    }
    if (input.parentId === id) throw refused('treeMoveIntoItself');
    if (status === 1 && current.status !== 1 && rows.some((r) => r.parentId === id && r.status === 0)) {
      throw refused('deptHasActiveChildren');
    }
    await assertNameFree(tx, current.companyId, input.parentId, name, id);
    await tx
      .update(departments)
      .set({ parentId: input.parentId, name, sort: input.sort ?? current.sort, status: status ?? current.status, leader, phone })
      .where(eq(departments.id, id));
    await recordRowChange(tx, session, { object: 'dept', action: 'update', table: 'departments', id, before: current });
  });
}

export async function deleteDept(db: Db, session: SessionContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownDept(tx, session, id, await deptsInScope(tx, session));
    await lockCompany(tx, current.companyId);
    const [child] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.parentId, id)).limit(1);
    if (child) throw refused('deptHasChildren');
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.deptId, id)).limit(1);
    if (member) throw refused('deptHasUsers');
    await tx.delete(departments).where(eq(departments.id, id));
    await recordOperation(tx, session, { object: 'dept', action: 'delete', targetIds: [id], before: current });
  });
}

/**
 * /rest/systemInfo/getDeptManager ("used as save organisation", SPEC §7): the organisation the
 * caller administers; a name or English name in the request is saved first.
 */
export async function saveOrganisation(db: Db, session: SessionContext, request: OrganisationRequest): Promise<OrganisationInfo> {
  if (!isPlatformAdmin(session) && session.companyId === null) throw noCompany();
  const companyId = await targetCompany(db, session, request.companyId);
  const changes: { name?: string; nameEn?: string | null } = {};
  if (request.name !== undefined) {
    const name = request.name.trim();
    if (name === '') throw refused('orgNameRequired');
    if (name.length > DEPT_NAME_MAX) throw refused('treeNameTooLong');
    changes.name = name;
  }
  if (request.nameEn !== undefined) {
    const nameEn = request.nameEn?.trim() ?? '';
    if (nameEn.length > DEPT_NAME_MAX * 2) throw refused('treeNameTooLong');
    changes.nameEn = nameEn === '' ? null : nameEn;
  }
  return db.transaction(async (tx) => {
    if (changes.name !== undefined) {
      const [clash] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.name, changes.name), sql`${companies.id} <> ${companyId}`));
      if (clash) throw refused('orgNameTaken');
    }
    if (Object.keys(changes).length > 0) await tx.update(companies).set(changes).where(eq(companies.id, companyId));
    const [company] = await tx
      .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company;
  });
}
