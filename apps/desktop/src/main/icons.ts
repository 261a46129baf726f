import { deflateSync } from 'node:zlib';

/**
 * The tray icon and the Windows overlay badge, drawn in code as PNGs (the repository has no image assets
 * for the desktop): a teal disc with a white 'C', and a red dot. 32 px, meant as @2x of a 16 pt icon.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `size`×`size` RGBA pixels given by `pixel(x, y)`. */
export function encodePng(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}

/** Coverage of a disc of radius r around (c, c) at pixel (x, y), sampled 4×4 for soft edges. */
function coverage(x: number, y: number, c: number, inside: (dx: number, dy: number) => boolean): number {
  let hits = 0;
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (inside(x + (i + 0.5) / 4 - c, y + (j + 0.5) / 4 - c)) hits++;
  return hits / 16;
}

export function trayIconPng(size = 32): Buffer {
  const c = size / 2;
  const outer = size / 2 - 0.5;
  const ringOuter = size * 0.32;
  const ringInner = size * 0.19;
  return encodePng(size, (x, y) => {
    const disc = coverage(x, y, c, (dx, dy) => dx * dx + dy * dy <= outer * outer);
    const letter = coverage(x, y, c, (dx, dy) => {
      const d = Math.hypot(dx, dy);
      const angle = Math.abs(Math.atan2(dy, dx));
      return d <= ringOuter && d >= ringInner && angle > Math.PI / 4;
    });
    // Teal #0D9488 under a white C.
    const r = Math.round(13 + (255 - 13) * letter);
    const g = Math.round(148 + (255 - 148) * letter);
    const b = Math.round(136 + (255 - 136) * letter);
    return [r, g, b, Math.round(255 * disc)];
  });
}

export function overlayDotPng(size = 32): Buffer {
  const c = size / 2;
  const r = size / 2 - 1;
  return encodePng(size, (x, y) => [220, 38, 38, Math.round(255 * coverage(x, y, c, (dx, dy) => dx * dx + dy * dy <= r * r))]);
}
