/** What the PDF and the DOCX of a report are made from (service.ts gathers it). */
import type { FootprintSnapshot, ProjectStandard, ReportLanguage, ReportSections } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';

export interface ReportDocument {
  language: ReportLanguage;
  sections: ReportSections;
  /** The snapshot read in each language (names of categories and factors differ). */
  snapshots: Record<Language, FootprintSnapshot>;
  standard: ProjectStandard;
  version: number;
  /** Null for a draft: every page then says 草稿/DRAFT instead. */
  code: string | null;
  /** The public /detail page of the code (drawn as a QR code), null for a draft. */
  verifyUrl: string | null;
  /** The publication, or the moment a draft was rendered. */
  date: Date;
}

export const languagesOf = (language: ReportLanguage): Language[] => (language === 'both' ? ['zh', 'en'] : [language]);

export const DOCUMENT_TITLE: Record<Language, string> = { zh: '产品碳足迹报告', en: 'Product carbon footprint report' };
export const DRAFT_MARK = '草稿/DRAFT';
export const CODE_LABEL: Record<Language, string> = { zh: '验证码', en: 'Verification code' };
export const CONTENTS: Record<Language, string> = { zh: '目录', en: 'Contents' };

/** The cover's key figures, each label in every language of the document. */
export function keyFigures(doc: ReportDocument): { label: string; value: string }[] {
  const langs = languagesOf(doc.language);
  const s = doc.snapshots[langs[0]];
  const label = (zh: string, en: string) => langs.map((l) => (l === 'zh' ? zh : en)).join(' / ');
  const fmt = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rows = [
    {
      label: label('产品', 'Product'),
      value: langs
        .map((l) => doc.snapshots[l].projectName)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(' / '),
    },
    { label: label('型号', 'Model'), value: s.productModel },
    {
      label: label('企业', 'Company'),
      value: langs
        .map((l) => doc.snapshots[l].companyName)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(' / '),
    },
    { label: label('碳足迹总量', 'Carbon footprint'), value: `${fmt(s.total)} kg CO2e` },
    { label: label('每声明单位', 'Per declared unit'), value: `${fmt(s.perDeclaredUnit)} kg CO2e/${s.declaredUnitCode}` },
  ];
  if (s.perKwp !== null) rows.push({ label: label('每 kWp', 'Per kWp'), value: `${fmt(s.perKwp)} kg CO2e/kWp` });
  rows.push({ label: label('GWP', 'GWP'), value: `IPCC ${s.gwpSet}` });
  rows.push({ label: label('日期', 'Date'), value: doc.date.toISOString().slice(0, 10) });
  rows.push({ label: label('版本', 'Version'), value: String(doc.version) });
  return rows;
}
