/** The messages of the generic object API and metadata administration, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const metadataMessages = messageTable({
  objUnknown: { zh: '对象不存在：{name}', en: 'Unknown object: {name}' },
  objRegistryInvalid: { zh: '对象 {name} 的元数据配置有误', en: 'The metadata of object {name} is invalid' },
  objFieldUnknown: { zh: '字段不存在：{field}', en: 'Unknown field: {field}' },
  objFieldNotSearchable: { zh: '字段 {field} 不能作为查询条件', en: 'Field {field} cannot be searched' },
  objFieldNotSortable: { zh: '字段 {field} 不能排序', en: 'Field {field} cannot be sorted' },
  objOperatorUnknown: { zh: '不支持的查询运算符：{operator}', en: 'Unsupported search operator: {operator}' },
  objOperatorNotForType: {
    zh: '字段 {field} 不支持运算符 {operator}',
    en: 'Operator {operator} does not apply to field {field}',
  },
  objConditionsInvalid: {
    zh: '查询条件格式有误，应为 {field, operator, value} 列表',
    en: 'The conditions must be a list of {field, operator, value}',
  },
  objConditionsTooMany: { zh: '查询条件最多 {max} 个', en: 'At most {max} conditions' },
  objValueRequired: { zh: '字段 {field} 的查询值不能为空', en: 'Field {field} needs a search value' },
  objValueInvalid: { zh: '字段 {field} 的值有误，应为 {type} 类型', en: 'Field {field} needs a value of type {type}' },
  objValueTooLong: { zh: '字段 {field} 不能超过 {max} 个字符', en: 'Field {field} must not exceed {max} characters' },
  objListInvalid: {
    zh: '字段 {field} 的列表须有 1 至 {max} 个值',
    en: 'The list of field {field} needs 1 to {max} values',
  },
  objSortOrderInvalid: { zh: '排序方式须为 asc 或 desc', en: 'The sort order must be asc or desc' },
  objPageSizeTooLarge: { zh: '每页最多 {max} 条', en: 'At most {max} rows per page' },
  objDataInvalid: { zh: '保存的数据格式有误，应为字段与值的对象', en: 'The data to save must be an object of fields and values' },
  objFieldRequired: { zh: '{label}不能为空', en: '{label} is required' },
  objIdsInvalid: {
    zh: '请选择要删除的数据（最多 {max} 条）',
    en: 'Choose the rows to delete (at most {max})',
  },
  objRowNotFound: { zh: '数据不存在或无权访问', en: 'The row does not exist or is not accessible' },
  objNoCompany: { zh: '当前账号未关联企业，不能操作该数据', en: 'This account belongs to no company and cannot change this data' },
  objDuplicate: { zh: '数据重复，已存在相同的记录', en: 'A row with the same values already exists' },
  objReferenced: { zh: '数据被引用或引用的数据不存在', en: 'The row is referenced elsewhere, or refers to a row that does not exist' },
  objValueRejected: { zh: '数据出错,请检查', en: 'The values were rejected, please check them' },
  objExportTooMany: { zh: '导出最多 {max} 条，请缩小查询范围', en: 'At most {max} rows can be exported; narrow the search' },
  objValueNotInDict: {
    zh: '字段 {field} 的值 {value} 不在字典 {dict} 中',
    en: 'The value {value} of field {field} is not in the dictionary {dict}',
  },
  metaNameInvalid: {
    zh: '对象名称须以小写字母开头，由最多 40 个小写字母、数字或下划线组成',
    en: 'An object name starts with a lower-case letter and has at most 40 lower-case letters, digits or underscores',
  },
  metaNameTaken: { zh: '对象 {name} 已存在', en: 'The object {name} already exists' },
  metaObjectUnknown: { zh: '对象不存在：{name}', en: 'Unknown object: {name}' },
  metaTableNotRegistrable: {
    zh: '数据表 {table} 不存在、已注册或为系统内部表，不能注册',
    en: 'The table {table} does not exist, is registered already or is internal: it cannot be registered',
  },
  metaTableNoId: {
    zh: '数据表 {table} 没有整数主键 id，不能注册',
    en: 'The table {table} has no integer primary key id and cannot be registered',
  },
  metaCompanyColumnMissing: {
    zh: '按企业隔离的对象须有整数列 company_id',
    en: 'A company-scoped object needs an integer column company_id',
  },
  metaLabelInvalid: { zh: '名称（中文和英文）须为 1 至 {max} 个字符', en: 'Both names (Chinese and English) need 1 to {max} characters' },
  metaPermissionPrefixInvalid: {
    zh: '权限前缀须形如 模块:对象，由小写字母、数字和下划线组成',
    en: 'The permission prefix must look like area:object, with lower-case letters, digits and underscores',
  },
  metaFieldsInvalid: { zh: '字段须为 1 至 {max} 个', en: 'An object needs 1 to {max} fields' },
  metaFieldNameInvalid: {
    zh: '字段名 {field} 须以小写字母开头，由最多 63 个小写字母、数字或下划线组成',
    en: 'The field name {field} must start with a lower-case letter and have at most 63 lower-case letters, digits or underscores',
  },
  metaFieldDuplicate: { zh: '字段 {field} 重复', en: 'The field {field} is listed twice' },
  metaFieldLabelInvalid: {
    zh: '字段 {field} 的名称（中文和英文）须为 1 至 {max} 个字符',
    en: 'Both names of field {field} need 1 to {max} characters',
  },
  metaColumnUnknown: { zh: '数据表 {table} 中没有列 {field}', en: 'The table {table} has no column {field}' },
  metaColumnSecret: {
    zh: '列 {field} 的名称表明其存放密码、散列、令牌或密钥，不能注册',
    en: 'The column {field} is named like a password, hash, token or secret and can never be registered',
  },
  metaTypeInvalid: { zh: '字段 {field} 的类型 {type} 不受支持', en: 'The type {type} of field {field} is not supported' },
  metaTypeMismatch: {
    zh: '字段 {field} 的类型 {type} 与列的数据库类型 {sqlType} 不符',
    en: 'The type {type} of field {field} does not fit the column type {sqlType}',
  },
  metaTypeFixed: {
    zh: '字段 {field} 的列已创建，不能更改类型；请删除该字段后重新添加',
    en: 'The column of field {field} exists: its type cannot change; remove the field and add it again',
  },
  metaDictRequired: { zh: '字典字段 {field} 须绑定字典类型', en: 'The dict field {field} needs a dictionary type' },
  metaDictNotAllowed: { zh: '只有字典类型的字段才能绑定字典：{field}', en: 'Only dict fields are bound to a dictionary: {field}' },
  metaDictUnknown: { zh: '字段 {field} 绑定的字典类型 {dict} 不存在', en: 'The dictionary type {dict} of field {field} does not exist' },
  metaMaxLengthInvalid: {
    zh: '字段 {field} 的最大长度须为 1 至 {max}，且只用于文本和字典字段',
    en: 'The maximum length of field {field} must be 1 to {max}, on text and dict fields only',
  },
  metaOrderInvalid: { zh: '字段 {field} 的顺序须为 0 至 {max}', en: 'The order of field {field} must be 0 to {max}' },
  metaBuiltInField: {
    zh: '字段 {field} 由系统维护，不能删除或更改类型',
    en: 'The field {field} is kept by the system: it cannot be removed or change its type',
  },
  metaSystemObject: {
    zh: '对象 {name} 由系统预置，只能修改名称、顺序、长度以及必填、查询、排序和列表显示设置，不能删除',
    en: 'The object {name} is built in: only its labels, order, lengths and required, search, sort and list settings may change, and it cannot be deleted',
  },
  metaDataLossUnconfirmed: {
    zh: '此操作将永久删除数据（{detail}），请确认后重试',
    en: 'This permanently deletes data ({detail}); confirm it and try again',
  },
});
