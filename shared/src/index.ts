export * from './contracts';
export * from './mf/types';
export { REMOTE_LOAD_TIMEOUT_MS } from './mf/remoteTimeoutPlugin';
