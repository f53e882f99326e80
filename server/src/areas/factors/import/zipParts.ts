/**
 * The parts of an .xlsx that the streaming reader needs, taken from the zip by random access and
 * capped before and while they expand.
 *
 * The zip's central directory gives every part's place and declared size without expanding
 * anything (declaredBytes: the upload refuses a bomb at once). packageForReading then takes the
 * workbook's relationships, the workbook, the styles, the shared strings and the first tab's sheet,
 * expands each within what is left of the cap (a declared size may lie: the expansion itself stops
 * at the cap) and writes them into a new zip in the order exceljs' streaming reader needs: shared
 * strings before the sheet, whatever order the spreadsheet program wrote. The new zip holds the
 * parts' compressed bytes as they were.
 */
import zlib from 'node:zlib';
import { ExpandsTooLarge, UnreadableFile } from './cells';

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;

const broken = (what: string) => new UnreadableFile(`not a valid zip: ${what}`);

/** The entries of the central directory (a zip64 archive is refused: no workbook of the caps needs one). */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  // the end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw broken('zip64 archives are not read');
  if (at + directorySize > end) throw broken('the central directory lies outside the file');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw broken('a damaged central directory');
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    entries.push({
      name,
      flags,
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** What the whole archive says it expands to (read from the central directory only). */
export function declaredBytes(bytes: Buffer): number {
  return zipEntries(bytes).reduce((sum, entry) => sum + entry.size, 0);
}

/** The compressed bytes of an entry, found through its local header. */
function compressedOf(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw broken(`no local header for ${entry.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw broken(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Expands parts within one budget: the cap holds whatever sizes the zip declares. */
class Expander {
  private used = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly maxBytes: number,
  ) {}

  expand(entry: ZipEntry): Buffer {
    if (entry.flags & 0x1) throw new UnreadableFile(`${entry.name} is encrypted`);
    const left = this.maxBytes - this.used;
    if (entry.size > left) throw new ExpandsTooLarge(this.maxBytes);
    const compressed = compressedOf(this.bytes, entry);
    let expanded: Buffer;
    if (entry.method === STORED) expanded = compressed;
    else if (entry.method === DEFLATED) {
      try {
        expanded = zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, left) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ExpandsTooLarge(this.maxBytes);
        throw new UnreadableFile(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else throw new UnreadableFile(`${entry.name} uses compression method ${entry.method}`);
    if (expanded.length > left) throw new ExpandsTooLarge(this.maxBytes);
    this.used += expanded.length;
    return expanded;
  }
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The relationships of the workbook, their targets as paths in the zip. */
function relationshipsOf(xml: string): Relationship[] {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map(([tag]) => {
    const target = (attribute(tag, 'Target') ?? '').replace(/\\/g, '/');
    return {
      id: attribute(tag, 'Id') ?? '',
      type: attribute(tag, 'Type') ?? '',
      // relative to the workbook's folder, or from the root of the package
      target: target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`,
    };
  });
}

/** The relationship id of the workbook's first tab (sheets are listed in tab order). */
function firstTabOf(xml: string): string | undefined {
  const tag = /<(?:\w+:)?sheet\b[^>]*>/.exec(xml)?.[0];
  // r:id, whatever the prefix; sheetId is another attribute
  return tag === undefined
    ? undefined
    : /\s\w+:id\s*=\s*(?:"([^"]*)"|'([^']*)')/
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

interface Part {
  name: string;
  entry: ZipEntry | null;
  /** Set for a part written here (stored). */
  content?: Buffer;
}

/** A zip of the given parts in the given order, each part's compressed bytes as they were. */
function writeZip(bytes: Buffer, parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = part.content ?? compressedOf(bytes, part.entry as ZipEntry);
    const method = part.content ? STORED : (part.entry as ZipEntry).method;
    const crc = part.content ? zlib.crc32(part.content) : (part.entry as ZipEntry).crc;
    const size = part.content ? part.content.length : (part.entry as ZipEntry).size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    // sizes in the header, no data descriptor after the data
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The workbook as exceljs' streaming reader reads it best: relationships, workbook, styles, shared
 * strings, then the first tab's sheet alone (under a name the reader knows). Throws ExpandsTooLarge
 * past `maxExpandedBytes`, UnreadableFile for anything that is not such a workbook.
 */
export function packageForReading(bytes: Buffer, maxExpandedBytes: number): Buffer {
  const entries = zipEntries(bytes);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const expander = new Expander(bytes, maxExpandedBytes);
  const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
  const workbookEntry = byName.get('xl/workbook.xml');
  if (!relsEntry || !workbookEntry) throw new UnreadableFile('no workbook in the file');
  const relationships = relationshipsOf(expander.expand(relsEntry).toString('utf8'));
  const firstTab = firstTabOf(expander.expand(workbookEntry).toString('utf8'));
  const target = (type: string) => relationships.find((r) => r.type.endsWith(`/${type}`))?.target;
  const sheetName = relationships.find((r) => r.id === firstTab)?.target;
  const sheet = sheetName === undefined ? undefined : byName.get(sheetName);
  if (!sheet) throw new UnreadableFile('the workbook has no sheet');
  const parts: Part[] = [
    { name: 'xl/_rels/workbook.xml.rels', entry: relsEntry },
    { name: 'xl/workbook.xml', entry: workbookEntry },
  ];
  const styles = byName.get(target('styles') ?? 'xl/styles.xml');
  if (styles) parts.push({ name: 'xl/styles.xml', entry: styles });
  const sharedStrings = byName.get(target('sharedStrings') ?? 'xl/sharedStrings.xml');
  // without a shared strings part exceljs would keep the sheet in a temporary file first
  parts.push(
    sharedStrings
      ? { name: 'xl/sharedStrings.xml', entry: sharedStrings }
      : { name: 'xl/sharedStrings.xml', entry: null, content: EMPTY_SHARED_STRINGS },
  );
  parts.push({ name: SHEET_PATH.test(sheet.name) ? sheet.name : 'xl/worksheets/sheet1.xml', entry: sheet });
  for (const part of parts.slice(2)) if (part.entry) expander.expand(part.entry);
  return writeZip(bytes, parts);
}
