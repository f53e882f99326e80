/** The messages of footprint requests and of calls to other PACT hosts, in both languages. */
import { messageTable } from '../../../http/messageTable';

export const requestMessages = messageTable({
  requestMissing: { zh: '碳足迹请求不存在', en: 'The footprint request does not exist' },
  requestPartnerPending: {
    zh: '供应商“{name}”尚未通过邀请链接注册，暂不能向其发送请求',
    en: 'The supplier "{name}" has not registered through its invitation yet: requests cannot be sent to it',
  },
  requestProductInvalid: {
    zh: '第 {position} 个产品标识无效（1 至 {max} 个字符）',
    en: 'Product identifier {position} is not valid (1 to {max} characters)',
  },
  requestPeriodInvalid: { zh: '期间的开始时间须早于结束时间', en: 'The period must start before it ends' },
  requestMessageTooLong: { zh: '留言不能超过 {max} 个字符', en: 'The message is longer than {max} characters' },
  requestNotOpen: {
    zh: '该请求已{status}，不能再答复',
    en: 'The request was already {status}: it cannot be answered again',
  },
  requestReasonRequired: { zh: '请填写拒绝原因（1 至 {max} 个字符）', en: 'Enter the reason for rejecting it (1 to {max} characters)' },
  requestFootprintMissing: {
    zh: '所选碳足迹不存在、不属于本企业或已废弃',
    en: 'The chosen footprint does not exist, is not your company’s, or is deprecated',
  },
  requestCallbackInvalid: {
    zh: '事件的 source 必须是可回复的 http(s) 地址',
    en: "The event's source must be an http(s) address an answer can be sent to",
  },
  requestProductsTooMany: { zh: '产品标识最多 {max} 个', en: 'At most {max} product identifiers' },
  requestFulfilledEmpty: { zh: '履行事件没有包含碳足迹', en: 'The fulfilled event carries no footprint' },
  requestAlreadyAnswered: { zh: '该请求已有其他答复', en: 'The request already has another answer' },
  requestCreated: { zh: '请求已发送', en: 'The request was sent' },
  requestFulfilled: { zh: '请求已履行，碳足迹已发送给请求方', en: 'The request was fulfilled: the footprint went to the requester' },
  requestRejected: { zh: '请求已拒绝，原因已告知请求方', en: 'The request was rejected: the requester was told why' },
  pactHostUnreachable: {
    zh: '无法连接外部 PACT 主机 {host}，请检查地址或稍后再试',
    en: 'The external PACT host {host} cannot be reached: check its address or try again later',
  },
  pactHostNotHttps: {
    zh: '外部 PACT 主机 {host} 必须通过 HTTPS 调用，平台不会以明文发送凭据和碳足迹',
    en: 'The external PACT host {host} must be called over HTTPS: the platform sends no credentials or footprints in clear',
  },
  pactHostPrivate: {
    zh: '外部 PACT 主机 {host} 指向内网或本机地址，平台不会向其发送数据',
    en: 'The external PACT host {host} points to a private or local address: the platform sends no data there',
  },
  pactHostTimeout: {
    zh: '外部 PACT 主机 {host} 在 {seconds} 秒内没有响应，请稍后再试',
    en: 'The external PACT host {host} did not answer within {seconds} seconds: try again later',
  },
  pactHostCredentials: {
    zh: '外部 PACT 主机 {host} 拒绝了客户端凭据，请检查客户端 ID 和密钥',
    en: 'The external PACT host {host} refused the client credentials: check the client id and secret',
  },
  pactHostNoToken: { zh: '外部 PACT 主机 {host} 没有返回访问令牌', en: 'The external PACT host {host} answered without an access token' },
  pactDeliveryError: { zh: '发送 PACT 事件时出错：{detail}', en: 'Sending the PACT event failed: {detail}' },
  pactHostRefused: {
    zh: '外部 PACT 主机 {host} 拒绝了请求（HTTP {status}）：{detail}',
    en: 'The external PACT host {host} refused the call (HTTP {status}): {detail}',
  },
});
