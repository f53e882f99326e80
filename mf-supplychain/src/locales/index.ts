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
import footprintZh from './zh-CN/footprint.json';
import footprintEn from './en-US/footprint.json';
import applicationZh from './zh-CN/application.json';
import applicationEn from './en-US/application.json';
import visualizationZh from './zh-CN/visualization.json';
import visualizationEn from './en-US/visualization.json';
import stageZh from './zh-CN/stage.json';
import stageEn from './en-US/stage.json';
import projectSelectZh from './zh-CN/projectSelect.json';
import projectSelectEn from './en-US/projectSelect.json';

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
  footprint: footprintZh,
  application: applicationZh,
  visualization: visualizationZh,
  stage: stageZh,
  projectSelect: projectSelectZh,
};
const enUS: typeof zhCN = {
  overview: overviewEn,
  pactDocument: pactDocumentEn,
  received: receivedEn,
  requests: requestsEn,
  sent: sentEn,
  suppliers: suppliersEn,
  footprint: footprintEn,
  application: applicationEn,
  visualization: visualizationEn,
  stage: stageEn,
  projectSelect: projectSelectEn,
};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SUPPLYCHAIN_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
