/**
 * The PDF and Word writers, required on the first render: they load pdfkit, docx, echarts and resvg
 * (some 6 MB of code), which made up most of a server start and of every server test file's start.
 */
import type { ReportDocument } from './document';

export async function reportPdf(doc: ReportDocument): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  return (require('./pdf') as typeof import('./pdf')).reportPdf(doc);
}

export async function reportDocx(doc: ReportDocument): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  return (require('./docx') as typeof import('./docx')).reportDocx(doc);
}
