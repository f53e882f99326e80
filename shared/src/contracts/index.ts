export * from './constants';
export * from './api';
export * from './routes';
export * from './password';
export * from './objects';
