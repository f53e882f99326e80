/**
 * A report as DOCX (the `docx` package). Word fills the table of contents from the headings when the
 * file opens (updateFields). The results are tables by stage, category and gas and the same charts as
 * the PDF's, as PNG (charts.ts chartPng). Every page's footer has the code (a draft: 草稿/DRAFT) and
 * the page number.
 */
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { REPORT_SECTIONS, type FootprintSnapshot } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';
import { CHART_HEIGHT, CHART_WIDTH, chartPng, reportCharts } from './charts';
import { byGas, fmt, pct, stageLabel } from './prefill';
import { sectionTitle } from './pdf';
import { CODE_LABEL, CONTENTS, DOCUMENT_TITLE, DRAFT_MARK, keyFigures, languagesOf, type ReportDocument } from './document';

const FONT = { ascii: 'Arial', eastAsia: 'Microsoft YaHei', hAnsi: 'Arial' };

function grid(header: string[], rows: string[][]): Table {
  const row = (cells: string[], bold: boolean) =>
    new TableRow({
      children: cells.map((text) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] })),
    });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(header, true), ...rows.map((r) => row(r, false))] });
}

function resultTables(s: FootprintSnapshot, language: Language): (Table | Paragraph)[] {
  const zh = language === 'zh';
  const share = zh ? '占比' : 'Share';
  return [
    grid(
      [zh ? '生命周期阶段' : 'Life-cycle stage', 'kg CO2e', share],
      s.byStage.map((b) => [stageLabel(b.key ?? '', language), fmt(b.emission), pct(b.share)]),
    ),
    new Paragraph(''),
    grid(
      [zh ? '类别' : 'Category', 'kg CO2e', share],
      s.byCategory.map((b) => [b.key ?? (zh ? '未分类' : 'Unclassified'), fmt(b.emission), pct(b.share)]),
    ),
    new Paragraph(''),
    grid(
      [zh ? '气体' : 'Gas', 'kg CO2e', share],
      byGas(s).map((g) => [g.gas, fmt(g.emission), pct(g.share)]),
    ),
    new Paragraph(''),
  ];
}

async function charts(s: FootprintSnapshot, language: Language): Promise<Paragraph[]> {
  const paragraphs: Paragraph[] = [];
  for (const chart of reportCharts(s, language)) {
    paragraphs.push(new Paragraph({ children: [new TextRun({ text: chart.title, bold: true })] }));
    const data = await chartPng(chart.svg);
    paragraphs.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: 'png',
            data,
            transformation: { width: CHART_WIDTH, height: CHART_HEIGHT },
            altText: { name: chart.title, description: chart.title, title: chart.title },
          }),
        ],
      }),
    );
  }
  return paragraphs;
}

/** Renders the report; answers the DOCX's bytes. */
export async function reportDocx(doc: ReportDocument): Promise<Buffer> {
  const langs = languagesOf(doc.language);
  const mark = doc.code ? `${langs.map((l) => CODE_LABEL[l]).join(' / ')}: ${doc.code}` : DRAFT_MARK;
  const cover: Paragraph[] = [
    ...langs.map((l) => new Paragraph({ text: DOCUMENT_TITLE[l], heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER })),
    new Paragraph({ text: 'ISO 14067:2018 / GB/T 24067-2024', alignment: AlignmentType.CENTER }),
    ...keyFigures(doc).map(
      (row) => new Paragraph({ children: [new TextRun({ text: `${row.label}: `, bold: true }), new TextRun(row.value)] }),
    ),
    new Paragraph({ children: [new TextRun({ text: mark, bold: true })] }),
  ];
  const body: (Paragraph | Table)[] = [];
  for (const section of REPORT_SECTIONS) {
    body.push(new Paragraph({ text: langs.map((l) => sectionTitle(section, l)).join(' / '), heading: HeadingLevel.HEADING_1 }));
    for (const l of langs) {
      for (const text of doc.sections[section][l].split('\n')) body.push(new Paragraph(text));
      if (section === 'results') body.push(...resultTables(doc.snapshots[l], l), ...(await charts(doc.snapshots[l], l)));
    }
  }
  const document = new Document({
    features: { updateFields: true },
    styles: { default: { document: { run: { font: FONT } } } },
    title: langs.map((l) => DOCUMENT_TITLE[l]).join(' / '),
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [new TextRun(`${mark}    `), new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
        children: [
          ...cover,
          new Paragraph({ text: langs.map((l) => CONTENTS[l]).join(' / '), heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
          new TableOfContents(langs.map((l) => CONTENTS[l]).join(' / '), { hyperlink: true, headingStyleRange: '1-1' }),
          new Paragraph({ text: '', pageBreakBefore: true }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
