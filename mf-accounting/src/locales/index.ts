import { addLocaleBundles } from '@pcf/shared';
import directoryZh from './zh-CN/directory.json';
import directoryEn from './en-US/directory.json';
import unitZh from './zh-CN/unit.json';
import unitEn from './en-US/unit.json';
import projectZh from './zh-CN/project.json';
import projectEn from './en-US/project.json';
import registrationZh from './zh-CN/registration.json';
import registrationEn from './en-US/registration.json';
import footprintZh from './zh-CN/footprint.json';
import footprintEn from './en-US/footprint.json';

export const ACCOUNTING_NS = 'accounting';

// One file per screen and language (keys accounting:<screen>.*), so each screen's texts change on their own.
const zhCN = {
  directory: directoryZh,
  unit: unitZh,
  project: projectZh,
  registration: registrationZh,
  footprint: footprintZh,
};
const enUS: typeof zhCN = {
  directory: directoryEn,
  unit: unitEn,
  project: projectEn,
  registration: registrationEn,
  footprint: footprintEn,
};

/** Adds the footprint-accounting texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ACCOUNTING_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
