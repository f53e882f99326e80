export * from './contracts';
export * from './mf/types';
export { REMOTE_LOAD_TIMEOUT_MS } from './mf/remoteTimeoutPlugin';
export * from './i18n';
export * from './http';
export * from './session';
export * from './access';
export * from './format';
