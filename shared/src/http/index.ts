export { http } from './client';
export {
  request,
  get,
  post,
  put,
  del,
  callUrl,
  downloadTemplate,
  downloadPost,
  downloadGet,
  fileNameOfDisposition,
  messageOf,
} from './request';
export type {
  RequestConfig,
  RequestOptions,
  HttpMethod,
  ContentType,
  CallUrlOptions,
  UploadProgress,
  DownloadedFile,
  DownloadOptions,
} from './request';
export { callApi, callEnvelope, endpointUrl } from './callApi';
export type { EndpointInput } from './callApi';
export { SessionExpiredError, NetworkError, ApiError } from './errors';
export { saveBlob } from './saveBlob';
export { configureHttpFeedback, showErrorOnce } from './feedback';
export type { HttpFeedback, HttpToastConfig, HttpConfirmConfig } from './feedback';
export { pageNavigation } from './navigation';
export { authApi } from './authApi';
export { messageApi } from './messageApi';
export { profileApi } from './profileApi';
