/** The personal center (/user/profile). */
import { profileEndpoints } from '../contracts';
import type { ChangePasswordRequest, UpdatePersonalInfoRequest } from '../contracts';
import { callEnvelope } from './callApi';

export const profileApi = {
  get: () => callEnvelope(profileEndpoints.get),
  update: (body: UpdatePersonalInfoRequest) => callEnvelope(profileEndpoints.update, { body }),
  changePassword: (body: ChangePasswordRequest) => callEnvelope(profileEndpoints.changePassword, { body }),
  /**
   * The avatar image (the dby_token cookie authenticates image requests); `version` (the stored
   * avatar reference) makes the browser fetch a changed picture instead of its cached one.
   */
  avatarUrl: (userId: number, version?: string | null) =>
    `${profileEndpoints.avatarImage.url}?id=${encodeURIComponent(userId)}${version ? `&v=${encodeURIComponent(version)}` : ''}`,
};
