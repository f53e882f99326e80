/** A report rendering thread (renderers.ts): the PDF and Word writers, loaded once per thread. */
import type { ReportDocument } from './document';
import { reportDocx } from './docx';
import { reportPdf } from './pdf';

export interface RenderRequest {
  kind: 'pdf' | 'docx';
  doc: ReportDocument;
}

export default async function render({ kind, doc }: RenderRequest): Promise<Uint8Array> {
  return kind === 'pdf' ? reportPdf(doc) : reportDocx(doc);
}
