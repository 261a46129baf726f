import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { overlayDotPng, trayIconPng } from './icons.js';

/** The PNG's size and its RGBA pixels (filter 0 rows, as encodePng writes them). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let offset = 8;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const at = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)];
  return { width, height, at };
}

describe('icons', () => {
  it('the tray icon is a 32 px teal disc with a white C, transparent corners', () => {
    const icon = decode(trayIconPng());
    expect([icon.width, icon.height]).toEqual([32, 32]);
    expect(icon.at(0, 0)[3]).toBe(0);
    expect(icon.at(16, 2)).toEqual([13, 148, 136, 255]);
    expect(icon.at(8, 16)).toEqual([255, 255, 255, 255]);
  });

  it('the Windows overlay is a red dot', () => {
    const dot = decode(overlayDotPng());
    expect(dot.at(16, 16)).toEqual([220, 38, 38, 255]);
    expect(dot.at(0, 0)[3]).toBe(0);
  });
});
