/**
 * The one axios instance of the platform (SPEC §7). Every HTTP status reaches the envelope code
 * (validateStatus), because the server reports session states with codes, not only statuses.
 */
import axios from 'axios';
import type { AxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS, TOKEN_REFRESH_HEADER } from '../contracts';
import { currentLanguage } from '../i18n';
import { getToken, setToken } from '../session/storage';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';
export const MULTIPART_CONTENT_TYPE = 'multipart/form-data';

export const http = axios.create({
  baseURL: '',
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': FORM_CONTENT_TYPE },
  validateStatus: () => true,
});

/** The token only ever goes to, and is only ever taken from, this page's own server. */
function isSameOrigin(config: AxiosRequestConfig): boolean {
  return new URL(http.getUri(config), window.location.href).origin === window.location.origin;
}

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token && isSameOrigin(config)) config.headers.set('Authorization', token);
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

http.interceptors.response.use((response) => {
  // axios keys response headers in lower case, as the constant is
  const refreshed: unknown = response.headers[TOKEN_REFRESH_HEADER];
  if (typeof refreshed === 'string' && refreshed !== '' && isSameOrigin(response.config)) setToken(refreshed);
  return response;
});
