export { FileUpload } from './FileUpload';
export type { FileUploadHandle, FileUploadProps } from './FileUpload';
export { isAcceptedFile, exceedsLimit } from './fileRules';
