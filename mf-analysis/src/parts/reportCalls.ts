/** The report calls both report screens make: submit and the PDF/DOCX downloads (contracts/reports.ts). */
import { API, callEnvelope, downloadGet, reportEndpoints, saveBlob } from '@pcf/shared';
import type { ReportLanguage } from '@pcf/shared';

export const submitReport = (id: number) => callEnvelope(reportEndpoints.submit, { body: { id } });

/** Downloads the report (a draft: its current version, or `version`) and saves it under the server's name. */
export async function downloadReport(id: number, kind: 'pdf' | 'docx', lang: ReportLanguage, version?: number): Promise<void> {
  const file = await downloadGet(kind === 'pdf' ? API.reportPdf : API.reportDocx, { id, lang, ...(version ? { version } : {}) });
  saveBlob(file.blob, file.fileName ?? `report-${id}-${lang}.${kind}`);
}
