import zlib from 'node:zlib';
import { pngBytes } from './pngFile';

describe('pngBytes', () => {
  it('writes the PNG signature, a header with the size and pixel rows that inflate to that size', () => {
    const png = pngBytes({ width: 3, height: 2, rgb: [10, 20, 30] });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatAt = png.indexOf('IDAT', 0, 'ascii');
    const idatLength = png.readUInt32BE(idatAt - 4);
    const pixels = zlib.inflateSync(png.subarray(idatAt + 4, idatAt + 4 + idatLength));
    expect([...pixels]).toEqual([0, 10, 20, 30, 10, 20, 30, 10, 20, 30, 0, 10, 20, 30, 10, 20, 30, 10, 20, 30]);
    expect(png.subarray(-12, -8).readUInt32BE(0)).toBe(0);
    expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  });

  it('closes every chunk with the CRC-32 of its type and data (IEND has the well-known AE426082)', () => {
    const png = pngBytes({ width: 1, height: 1, rgb: [0, 0, 0] });
    expect(png.subarray(-4).toString('hex')).toBe('ae426082');
  });
});
