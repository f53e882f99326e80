/**
 * The antd components of the shell's own first screens, imported by file. `antd` itself is a shared
 * module that loads whole (about 430 KB gzip); the sign-in page needs only these. They are the very
 * modules the shared `antd` is built from, so theme and locale contexts stay one for the whole page.
 */
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Spin } from 'antd/es/spin';
