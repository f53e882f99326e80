import { addLocaleBundles } from '@pcf/shared';
import pactDocumentZh from './zh-CN/pactDocument.json';
import pactDocumentEn from './en-US/pactDocument.json';
import requestsZh from './zh-CN/requests.json';
import requestsEn from './en-US/requests.json';

export const SUPPLYCHAIN_NS = 'supplychain';

// One file per screen (or group of screens) and language (zh-CN/<screen>.json, keys supplychain:<screen>.*),
// as in every remote: `requests` and `pactDocument` are the sent and received request lists' shared words.
const zhCN = {
  pactDocument: pactDocumentZh,
  requests: requestsZh,
};
const enUS: typeof zhCN = {
  pactDocument: pactDocumentEn,
  requests: requestsEn,
};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SUPPLYCHAIN_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
