import { addLocaleBundles } from '@pcf/shared';
import overviewZh from './zh-CN/overview.json';
import overviewEn from './en-US/overview.json';
import pactDocumentZh from './zh-CN/pactDocument.json';
import pactDocumentEn from './en-US/pactDocument.json';
import receivedZh from './zh-CN/received.json';
import receivedEn from './en-US/received.json';
import requestsZh from './zh-CN/requests.json';
import requestsEn from './en-US/requests.json';
import sentZh from './zh-CN/sent.json';
import sentEn from './en-US/sent.json';
import suppliersZh from './zh-CN/suppliers.json';
import suppliersEn from './en-US/suppliers.json';

export const SUPPLYCHAIN_NS = 'supplychain';

// One file per screen (or group of screens) and language (zh-CN/<screen>.json, keys supplychain:<screen>.*),
// as in every remote: `requests` and `pactDocument` are the sent and received request lists' shared words.
const zhCN = {
  overview: overviewZh,
  pactDocument: pactDocumentZh,
  received: receivedZh,
  requests: requestsZh,
  sent: sentZh,
  suppliers: suppliersZh,
};
const enUS: typeof zhCN = {
  overview: overviewEn,
  pactDocument: pactDocumentEn,
  received: receivedEn,
  requests: requestsEn,
  sent: sentEn,
  suppliers: suppliersEn,
};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SUPPLYCHAIN_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
