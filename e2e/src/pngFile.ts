/**
 * A real PNG file made on the spot (uploads are checked by their content, so a test needs real
 * bytes): one solid colour, 8-bit RGB, no interlace. Small, and visible when an image shows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export interface PngOptions {
  width: number;
  height: number;
  /** [red, green, blue], 0-255 each. */
  rgb: readonly [number, number, number];
}

export function pngBytes({ width, height, rgb }: PngOptions): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then the pixels
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes a PNG into a new temporary folder and returns its path; the caller removes the folder. */
export function writePngFile(name: string, options: PngOptions): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-e2e-png-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, pngBytes(options));
  return file;
}
