/** The calls of the log screen: the operation log and the sign-in log, paged on the server. */
import { auditEndpoints, callApi } from '@pcf/shared';
import type { LoginLogQuery, OperLogQuery } from '@pcf/shared';

/** Leaves out the empty filters, so the server sees only what the user asked for. */
function paramsOf<Query extends object>(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Query;
}

export function fetchOperLogs(query: OperLogQuery) {
  return callApi(auditEndpoints.operLogList, { query: paramsOf(query) });
}

export function fetchLoginLogs(query: LoginLogQuery) {
  return callApi(auditEndpoints.loginLogList, { query: paramsOf(query) });
}
