import { addLocaleBundles } from '@pcf/shared';
import factorZh from './zh-CN/factor.json';
import factorEn from './en-US/factor.json';
import factorDetailZh from './zh-CN/factorDetail.json';
import factorDetailEn from './en-US/factorDetail.json';
import visualizationZh from './zh-CN/visualization.json';
import visualizationEn from './en-US/visualization.json';
import companyDatasetZh from './zh-CN/companyDataset.json';
import companyDatasetEn from './en-US/companyDataset.json';
import evidenceZh from './zh-CN/evidence.json';
import evidenceEn from './en-US/evidence.json';
import libraryZh from './zh-CN/library.json';
import libraryEn from './en-US/library.json';
import generalDatasetZh from './zh-CN/generalDataset.json';
import generalDatasetEn from './en-US/generalDataset.json';

export const DATABASE_NS = 'database';

// One file per screen and language (keys database:<screen>.*), so each screen's texts change on their own.
const zhCN = {
  factor: factorZh,
  factorDetail: factorDetailZh,
  visualization: visualizationZh,
  companyDataset: companyDatasetZh,
  evidence: evidenceZh,
  library: libraryZh,
  generalDataset: generalDatasetZh,
};
const enUS: typeof zhCN = {
  factor: factorEn,
  factorDetail: factorDetailEn,
  visualization: visualizationEn,
  companyDataset: companyDatasetEn,
  evidence: evidenceEn,
  library: libraryEn,
  generalDataset: generalDatasetEn,
};

/** Adds the footprint-database texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(DATABASE_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
