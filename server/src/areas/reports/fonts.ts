/**
 * The report's font: Noto Sans SC (Noto Sans Hans, OTF, SIL OFL) from the npm package
 * @embedpdf/fonts-sc, which has every GB2312 character and Latin. Read once per process; the
 * package's main file sits in dist/, its fonts beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: ReportFonts | null = null;

export function reportFonts(): ReportFonts {
  if (!fonts) {
    const folder = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fonts = {
      regular: fs.readFileSync(path.join(folder, 'NotoSansHans-Regular.otf')),
      bold: fs.readFileSync(path.join(folder, 'NotoSansHans-Bold.otf')),
    };
  }
  return fonts;
}

/** The family name inside the font files (what an SVG rasteriser matches). */
export const REPORT_FONT_FAMILY = 'Noto Sans Hans';
