/**
 * What a request knows about its caller once the guard has read the session. Below the areas and
 * the HTTP layer because both speak of it: the request carries it (http/routeConfig.ts), the auth
 * area reads it from the database (areas/auth/sessions.ts) and every other area decides with it.
 */
import type { UserType } from '@pcf/shared/contracts';

export interface SessionContext {
  sessionId: number;
  userId: number;
  account: string;
  name: string;
  userType: UserType;
  companyId: number | null;
  companyName: string | null;
  companyNameEn: string | null;
  deptId: number | null;
  avatarFile: string | null;
  isAdmin: boolean;
  roles: string[];
  permissions: string[];
}

/** Install-wide texts of the user info (settings rows), read with the session so getInfo is one query. */
export const USER_LABEL_KEYS = ['user_title', 'trainer_title', 'industry'] as const;
export type UserLabelKey = (typeof USER_LABEL_KEYS)[number];
export type UserLabels = Record<UserLabelKey, string | null>;
