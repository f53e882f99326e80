import { addLocaleBundles } from '../i18n';

/** i18n namespace of the upload component; 请上传正确的文件格式, 系统错误, 导入成功 come from 'common'. */
export const UPLOAD_NS = 'upload';

addLocaleBundles(UPLOAD_NS, {
  'zh-CN': {
    exceedLimit: '当前限制选择 {{limit}} 个文件，本次选择了 {{selected}} 个文件，已选择了 {{existing}} 个文件',
    chooseFile: '选择文件',
  },
  'en-US': {
    exceedLimit: 'At most {{limit}} file(s) may be chosen: {{selected}} chosen now, {{existing}} already chosen',
    chooseFile: 'Choose file',
  },
});
