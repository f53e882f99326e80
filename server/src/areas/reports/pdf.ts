/**
 * A report as PDF (pdfkit). Chinese needs a font with its glyphs: Noto Sans SC (fonts.ts), of which
 * pdfkit embeds only the glyphs used (a subset), so
 * a report is tens of kilobytes, not the font's 8 MB. Layout: a cover with the key figures and,
 * once published, the verification code and its QR code; the contents with page numbers; the
 * sections of ISO 14067 clause 7 in each language, the results with their tables and charts. Every
 * page carries its number and the code (a draft: 草稿/DRAFT).
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import QRCode from 'qrcode';
import { REPORT_SECTIONS, REPORT_SECTION_TITLES, type FootprintSnapshot, type ReportSection } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';
import { CHART_HEIGHT, CHART_WIDTH, reportCharts } from './charts';
import { reportFonts } from './fonts';
import { byGas, fmt, pct, stageLabel } from './prefill';
import { CODE_LABEL, CONTENTS, DOCUMENT_TITLE, DRAFT_MARK, keyFigures, languagesOf, type ReportDocument } from './document';

const FONT = 'NotoSansSC';
const FONT_BOLD = 'NotoSansSC-Bold';

const MARGIN = 56;
const GREEN = '#2f7d5b';

export const sectionTitle = (section: ReportSection, language: Language): string =>
  `${REPORT_SECTIONS.indexOf(section) + 1}  ${REPORT_SECTION_TITLES[section][language]}`;

type Pdf = PDFKit.PDFDocument;

function table(pdf: Pdf, header: string[], rows: string[][], widths: number[]): void {
  const x0 = MARGIN;
  const draw = (cells: string[], bold: boolean) => {
    const height = Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: widths[i] - 8 }))) + 6;
    if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
    const y = pdf.y;
    let x = x0;
    pdf.font(bold ? FONT_BOLD : FONT);
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 4, y + 3, { width: widths[i] - 8 });
      x += widths[i];
    });
    pdf
      .moveTo(x0, y + height)
      .lineTo(x, y + height)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
    pdf.x = x0;
    pdf.y = y + height;
  };
  pdf.fontSize(9);
  draw(header, true);
  for (const row of rows) draw(row, false);
  pdf.moveDown(0.8);
  pdf.font(FONT).fontSize(10.5);
}

function resultTables(pdf: Pdf, s: FootprintSnapshot, language: Language): void {
  const zh = language === 'zh';
  const emission = 'kg CO2e';
  const share = zh ? '占比' : 'Share';
  table(
    pdf,
    [zh ? '生命周期阶段' : 'Life-cycle stage', emission, share],
    s.byStage.map((b) => [stageLabel(b.key ?? '', language), fmt(b.emission), pct(b.share)]),
    [240, 130, 110],
  );
  table(
    pdf,
    [zh ? '类别' : 'Category', emission, share],
    s.byCategory.map((b) => [b.key ?? (zh ? '未分类' : 'Unclassified'), fmt(b.emission), pct(b.share)]),
    [240, 130, 110],
  );
  table(
    pdf,
    [zh ? '气体' : 'Gas', emission, share],
    byGas(s).map((g) => [g.gas, fmt(g.emission), pct(g.share)]),
    [240, 130, 110],
  );
}

function charts(pdf: Pdf, s: FootprintSnapshot, language: Language): void {
  for (const chart of reportCharts(s, language)) {
    const height = CHART_HEIGHT * 0.9 + 24;
    if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
    pdf.font(FONT_BOLD).fontSize(10).text(chart.title, MARGIN, pdf.y);
    const y = pdf.y + 4;
    SVGtoPDF(pdf, chart.svg, MARGIN, y, {
      width: CHART_WIDTH * 0.9,
      height: CHART_HEIGHT * 0.9,
      fontCallback: () => FONT,
    });
    pdf.x = MARGIN;
    pdf.y = y + CHART_HEIGHT * 0.9 + 10;
  }
  pdf.font(FONT).fontSize(10.5);
}

async function cover(pdf: Pdf, doc: ReportDocument, langs: Language[]): Promise<void> {
  pdf.font(FONT_BOLD).fontSize(24).fillColor(GREEN);
  for (const l of langs) pdf.text(DOCUMENT_TITLE[l], { align: 'center' });
  pdf.moveDown(0.5).fillColor('black').font(FONT).fontSize(11);
  pdf.text(`ISO 14067:2018 / GB/T 24067-2024`, { align: 'center' });
  pdf.moveDown(2);
  for (const row of keyFigures(doc)) {
    const y = pdf.y;
    pdf.font(FONT_BOLD).text(row.label, MARGIN, y, { width: 180 });
    const labelBottom = pdf.y;
    pdf.font(FONT).text(row.value, MARGIN + 190, y, { width: pdf.page.width - MARGIN * 2 - 190 });
    pdf.y = Math.max(pdf.y, labelBottom) + 4;
  }
  pdf.moveDown(2);
  pdf.x = MARGIN;
  if (doc.code && doc.verifyUrl) {
    pdf
      .font(FONT_BOLD)
      .fontSize(12)
      .text(`${langs.map((l) => CODE_LABEL[l]).join(' / ')}: ${doc.code}`);
    const qr = await QRCode.toString(doc.verifyUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    const y = pdf.y + 8;
    SVGtoPDF(pdf, qr, MARGIN, y, { width: 110, height: 110 });
    pdf
      .font(FONT)
      .fontSize(9)
      .text(doc.verifyUrl, MARGIN, y + 118);
  } else {
    pdf.font(FONT_BOLD).fontSize(20).fillColor('#c0392b').text(DRAFT_MARK).fillColor('black');
  }
}

/** Renders the report; answers the PDF's bytes. */
export async function reportPdf(doc: ReportDocument): Promise<Buffer> {
  const langs = languagesOf(doc.language);
  const files = reportFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: langs.map((l) => DOCUMENT_TITLE[l]).join(' / '), Producer: 'PCF platform' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdf.registerFont(FONT, files.regular);
  pdf.registerFont(FONT_BOLD, files.bold);

  await cover(pdf, doc, langs);
  pdf.addPage(); // the contents, filled in once the sections' pages are known
  const contentsPage = pdf.bufferedPageRange().count - 1;
  const pages: { title: string; page: number }[] = [];

  pdf.addPage();
  for (const section of REPORT_SECTIONS) {
    if (pdf.y > pdf.page.height - MARGIN - 120) pdf.addPage();
    const title = langs.map((l) => sectionTitle(section, l)).join(' / ');
    pages.push({ title, page: pdf.bufferedPageRange().count });
    pdf.font(FONT_BOLD).fontSize(14).fillColor(GREEN).text(title, MARGIN, pdf.y).fillColor('black').moveDown(0.4);
    for (const l of langs) {
      pdf.font(FONT).fontSize(10.5).text(doc.sections[section][l], { align: 'left', lineGap: 2 }).moveDown(0.6);
      if (section === 'results') {
        resultTables(pdf, doc.snapshots[l], l);
        charts(pdf, doc.snapshots[l], l);
      }
    }
    pdf.moveDown(0.8);
  }

  pdf.switchToPage(contentsPage);
  pdf.x = MARGIN;
  pdf.y = MARGIN;
  pdf
    .font(FONT_BOLD)
    .fontSize(16)
    .text(langs.map((l) => CONTENTS[l]).join(' / '))
    .moveDown(0.8);
  pdf.font(FONT).fontSize(10.5);
  const width = pdf.page.width - MARGIN * 2;
  for (const entry of pages) {
    const y = pdf.y;
    pdf.text(entry.title, MARGIN, y, { width: width - 40 });
    const after = pdf.y;
    pdf.text(String(entry.page), MARGIN + width - 40, y, { width: 40, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 3;
  }

  const range = pdf.bufferedPageRange();
  const mark = doc.code ? `${langs.map((l) => CODE_LABEL[l]).join(' / ')}: ${doc.code}` : DRAFT_MARK;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    // the footer sits in the bottom margin: without this pdfkit would start a new page for it
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font(FONT).fontSize(8).fillColor('#666666');
    pdf.text(mark, MARGIN, pdf.page.height - MARGIN + 20, { width: 300, lineBreak: false });
    pdf.text(`${i + 1} / ${range.count}`, pdf.page.width - MARGIN - 100, pdf.page.height - MARGIN + 20, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    pdf.fillColor('black');
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
