export * from './constants';
export * from './api';
export * from './routes';
export * from './password';
export * from './objects';
export * from './departments';
export * from './roles';
export * from './fieldPatterns';
