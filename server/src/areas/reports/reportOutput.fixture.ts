/** Reading what the report files say, for tests: the PDF's text (pdf.js) and the DOCX's parts (JSZip). */
import { execFile } from 'node:child_process';
import JSZip from 'jszip';

// pdf.js ships as ES modules only, which jest's CommonJS runtime cannot load: a Node child reads the PDF from stdin
const PDF_TEXT_SCRIPT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, useSystemFonts: false }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i += 1) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str ?? '').join(' '));
}
process.stdout.write(JSON.stringify(pages));
`;

/** Every page's text, its items joined by spaces. */
export function pdfText(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', PDF_TEXT_SCRIPT],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as string[])),
    );
    child.stdin?.end(bytes);
  });
}

/** The font programs the PDF embeds (FontFile2: TrueType, FontFile3: CFF/OpenType). */
export const embeddedFontFiles = (bytes: Buffer): number => (bytes.toString('latin1').match(/\/FontFile[23]\b/g) ?? []).length;

/** The text of word/document.xml (runs joined, tags dropped). */
export async function docxText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<w:p[ >]/g, '\n$&').replace(/<[^>]+>/g, '');
}

/** The footer parts' text. */
export async function docxFooters(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  const texts = await Promise.all(names.map((name) => zip.file(name)!.async('string')));
  return texts.join('\n').replace(/<[^>]+>/g, '');
}

/** The pictures the DOCX shows (drawings in word/document.xml; Word keeps identical pictures once in word/media). */
export async function docxDrawingCount(bytes: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  const pictures = Object.keys(zip.files).filter((name) => /^word\/media\/.+\.png$/.test(name));
  return pictures.length === 0 ? 0 : (xml.match(/<w:drawing>/g) ?? []).length;
}
