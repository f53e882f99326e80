/**
 * Two enterprises for the dataset and document tests, each with a user holding every company
 * dataset and evidence permission (through built menus of their own: the seeded pages are not built
 * yet, so their buttons reach no session), and helpers to add their rows through the object API.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { createCompany, createUser } from '../../testing/accounts';
import { json, login } from '../../testing/testApp';
import { roleHolding } from '../../testing/deptsRoles';

export const COMPANY_PERMS = [
  'database:companyDataset:list',
  'database:companyDataset:query',
  'database:companyDataset:edit',
  'database:companyDataset:remove',
  'database:companyDataset:export',
  'database:evidence:list',
  'database:evidence:upload',
  'database:evidence:edit',
  'database:evidence:remove',
];
const PASSWORD = 'Dataset@123456';

export interface Enterprise {
  companyId: number;
  userId: number;
  token: string;
}

/** A new company with its user `<prefix>_user` holding `perms` (every company permission by default). */
export async function enterprise(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  perms: readonly string[] = COMPANY_PERMS,
): Promise<Enterprise> {
  const { companyId, deptId } = await createCompany(db, `${prefix} Co`);
  const { roleId } = await roleHolding(db, `${prefix}_role`, companyId, perms);
  const userId = await createUser(db, { account: `${prefix}_user`, password: PASSWORD, companyId, deptId, roleIds: [roleId] });
  return { companyId, userId, token: await login(app, `${prefix}_user`, PASSWORD) };
}

/** Saves one row of a registered object as `token`; answers the envelope. */
export async function saveObject(app: FastifyInstance, token: string, objName: string, data: Record<string, unknown>, language = 'en-US') {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/saveObjData',
    payload: { objName, data },
    headers: { authorization: token, 'accept-language': language },
  });
  return { status: response.statusCode, ...json<number | { id: number }>(response) };
}

/** The id a successful save answered. */
export function savedId(answer: { code: number; msg: string; data: unknown }): number {
  if (answer.code !== 200) throw new Error(`save refused: ${answer.msg}`);
  const data = answer.data as number | { id: number };
  return typeof data === 'number' ? data : data.id;
}

export const PRODUCT = {
  model: 'TP-620',
  name: 'TOPCon 620 W module',
  technology: 'topcon',
  rated_power_wp: 620,
  area_m2: 2.58,
  mass_kg: 32.5,
  efficiency_pct: 22.8,
  cell_count: 132,
};
