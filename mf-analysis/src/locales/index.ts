import { addLocaleBundles } from '@pcf/shared';
import benchmarkZh from './zh-CN/benchmark.json';
import benchmarkEn from './en-US/benchmark.json';
import contributionZh from './zh-CN/contribution.json';
import contributionEn from './en-US/contribution.json';
import reportZh from './zh-CN/report.json';
import reportEn from './en-US/report.json';
import resultsZh from './zh-CN/results.json';
import resultsEn from './en-US/results.json';

export const ANALYSIS_NS = 'analysis';

// One file per screen and language (zh-CN/<screen>.json, keys analysis:<screen>.*), as in every remote.
const zhCN = {
  benchmark: benchmarkZh,
  contribution: contributionZh,
  report: reportZh,
  results: resultsZh,
};
const enUS: typeof zhCN = {
  benchmark: benchmarkEn,
  contribution: contributionEn,
  report: reportEn,
  results: resultsEn,
};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ANALYSIS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
