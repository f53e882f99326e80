/** The calls of the log screen: the operation log and the sign-in log, paged on the server. */
import { API, get } from '@pcf/shared';
import type { LoginLogQuery, LoginLogRow, LogPage, OperLogQuery, OperLogRow } from '@pcf/shared';

/** Leaves out the empty filters, so the server sees only what the user asked for. */
function paramsOf(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export function fetchOperLogs(query: OperLogQuery) {
  return get<LogPage<OperLogRow>>(API.operLogList, paramsOf(query));
}

export function fetchLoginLogs(query: LoginLogQuery) {
  return get<LogPage<LoginLogRow>>(API.loginLogList, paramsOf(query));
}
