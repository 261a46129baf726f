import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NotAnImageError, processImage } from './image-processor.js';

const jpegWithExif = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0D9488' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera', Artist: 'GPS 44.8,20.4' } } })
    .toBuffer();

describe('processImage', () => {
  it('re-encodes to WebP at most 1280 px wide without metadata, with 320/640/960 copies', async () => {
    const out = await processImage(await jpegWithExif());
    const meta = await sharp(out.main).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1280);
    expect(meta.height).toBe(640);
    expect(meta.exif).toBeUndefined();
    expect(out.variants.map((v) => v.width)).toEqual([320, 640, 960]);
    expect((await sharp(out.variants[0].data).metadata()).width).toBe(320);
    expect(out.hash).toMatch(/^[a-f0-9]{32}$/);
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#fff0' } }).png().toBuffer();
    const out = await processImage(small);
    expect(out.width).toBe(200);
    for (const v of out.variants) expect((await sharp(v.data).metadata()).width).toBe(200);
  });

  it('judges by content: refuses text named .jpg, an SVG, truncated bytes', async () => {
    await expect(processImage(Buffer.from('<html>not an image</html>'))).rejects.toBeInstanceOf(NotAnImageError);
    await expect(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).rejects.toBeInstanceOf(NotAnImageError);
    const jpeg = await jpegWithExif();
    await expect(processImage(jpeg.subarray(0, 200))).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('gives the same hash for the same bytes', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } }).png().toBuffer();
    expect((await processImage(png)).hash).toBe((await processImage(png)).hash);
  });
});
