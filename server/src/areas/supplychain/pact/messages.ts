/** The PACT API's and PACT files' messages, in both languages (gathered by ../messages.ts). */
import { messageTable } from '../../../http/messageTable';

export const pactMessages = messageTable({
  // a field of a PACT document or event that does not conform to the spec's JSON Schema
  pactFieldMissing: { zh: '缺少必填字段', en: 'is required but missing' },
  pactFieldType: { zh: '类型应为 {type}', en: 'must be of type {type}' },
  pactFieldEnum: { zh: '应为以下值之一：{values}', en: 'must be one of: {values}' },
  pactFieldFormat: { zh: '格式不正确（应符合 {format}）', en: 'is not in the expected format ({format})' },
  pactFieldMinItems: { zh: '至少应有 {limit} 项', en: 'must have at least {limit} item(s)' },
  pactFieldUnique: { zh: '不能有重复项', en: 'must not repeat an item' },
  pactFieldRange: { zh: '应 {comparison} {limit}', en: 'must be {comparison} {limit}' },
  pactFieldEmpty: { zh: '不能为空', en: 'must not be empty' },
  pactFieldInvalid: { zh: '不符合 PACT 规范（{rule}）', en: 'does not conform to the PACT specification ({rule})' },
  pactGeographyOneOf: {
    zh: '地理范围只能填写 geographyRegionOrSubregion、geographyCountry、geographyCountrySubdivision 之一，或都不填',
    en: 'must give at most one of geographyRegionOrSubregion, geographyCountry and geographyCountrySubdivision',
  },
  /** One failing field: its JSON pointer and what is wrong. */
  pactFieldProblem: { zh: '{field}：{problem}', en: '{field}: {problem}' },
  pactDocumentRefused: {
    zh: '该文件不符合 PACT {version} 规范（{count} 处问题）',
    en: 'The file does not conform to PACT {version} ({count} problems)',
  },
  pactFileNotJson: { zh: '请上传 PACT JSON 文件（UTF-8 编码的 JSON）', en: 'Upload a PACT JSON file (JSON in UTF-8)' },
  pactFileEmpty: { zh: '文件中没有 PACT 产品碳足迹', en: 'The file holds no PACT product footprint' },
  pactSpecVersionUnknown: {
    zh: '第 {index} 个产品碳足迹的 specVersion “{specVersion}” 不受支持（支持 2.x 与 3.x）',
    en: 'Product footprint {index}: specVersion "{specVersion}" is not supported (2.x and 3.x are)',
  },
  // the PACT API's error bodies (the spec's Error object)
  pactHttpsRequired: { zh: 'PACT 接口仅接受 HTTPS 请求', en: 'The PACT API accepts HTTPS requests only' },
  pactTokenInvalid: { zh: '访问令牌无效', en: 'Invalid token provided' },
  pactTokenExpired: { zh: '访问令牌已过期', en: 'The access token has expired' },
  pactFootprintNotFound: { zh: '产品碳足迹 {id} 不存在', en: "Footprint with ID '{id}' does not exist" },
  pactBadRequest: { zh: '请求无效：{detail}', en: 'Bad request: {detail}' },
  pactEventInvalid: { zh: '事件无效：{problems}', en: 'Invalid event: {problems}' },
  pactEventTypeUnknown: { zh: '不支持的事件类型 {type}', en: 'Unsupported event type {type}' },
  pactInternalError: { zh: '服务器内部错误', en: 'Internal error' },
  // OAuth 2 (POST /auth/token)
  pactClientAuthFailed: { zh: '客户端认证失败', en: 'Client authentication failed' },
  pactGrantTypeUnsupported: {
    zh: '仅支持 grant_type=client_credentials',
    en: 'Only grant_type=client_credentials is supported',
  },
  // the clients' administration (/rest/pact/client/*)
  pactClientMissing: { zh: 'PACT 客户端不存在', en: 'The PACT client does not exist' },
  pactClientRevoked: { zh: 'PACT 客户端已停用', en: 'The PACT client has been revoked' },
  pactClientLabelRequired: {
    zh: '请填写客户端名称（1 至 {max} 个字符）',
    en: 'Enter a name for the client (1 to {max} characters)',
  },
});
