/** The personal center (/user/profile). */
import { API } from '../contracts';
import type { ChangePasswordRequest, PersonalInfo, UpdatePersonalInfoRequest } from '../contracts';
import { get, postJson } from './request';

export const profileApi = {
  get: () => get<PersonalInfo>(API.personalInfo),
  update: (body: UpdatePersonalInfoRequest) => postJson<PersonalInfo>(API.updatePersonalInfo, body),
  changePassword: (body: ChangePasswordRequest) => postJson<null>(API.changePassword, body),
  /**
   * The avatar image (the dby_token cookie authenticates image requests); `version` (the stored
   * avatar reference) makes the browser fetch a changed picture instead of its cached one.
   */
  avatarUrl: (userId: number, version?: string | null) =>
    `${API.avatar}?id=${encodeURIComponent(userId)}${version ? `&v=${encodeURIComponent(version)}` : ''}`,
};
