import { describe, expect, it } from 'vitest';
import { absoluteUrl, ImageSet, imageList, imageVariant, isJunkImage, largestFromSrcset } from './images.js';

const BASE = 'https://shop.rs/proizvod/lampa';

describe('images', () => {
  it('makes URLs absolute; protocol-relative ones become https', () => {
    expect(absoluteUrl('/slike/a.jpg', BASE)).toBe('https://shop.rs/slike/a.jpg');
    expect(absoluteUrl('b.jpg', BASE)).toBe('https://shop.rs/proizvod/b.jpg');
    expect(absoluteUrl('//cdn.shopify.com/x.jpg', 'http://shop.rs/')).toBe('https://cdn.shopify.com/x.jpg');
    expect(absoluteUrl('data:image/png;base64,AAAA', BASE)).toBeUndefined();
    expect(absoluteUrl('javascript:void(0)', BASE)).toBeUndefined();
    expect(absoluteUrl('ftp://shop.rs/a.jpg', BASE)).toBeUndefined();
  });

  it.each([
    'https://shop.rs/img/logo.png',
    'https://shop.rs/img/site-logo-2x.png',
    'https://shop.rs/favicon.ico',
    'https://shop.rs/icons/cart.png',
    'https://shop.rs/img/sprite.png',
    'https://shop.rs/img/arrow.svg',
    'https://shop.rs/img/spacer.gif',
    'https://shop.rs/img/placeholder.jpg',
    'https://www.facebook.com/tr?id=1&ev=PageView',
    'https://shop.rs/pixel/1x1.gif',
  ])('skips %s', (url) => {
    expect(isJunkImage(url)).toBe(true);
  });

  it.each(['https://shop.rs/slike/lampa-1.jpg', 'https://cdn.shop.rs/p/iconic-watch.webp', 'https://shop.rs/logistika/kutija.jpg'])('keeps %s', (url) => {
    expect(isJunkImage(url)).toBe(false);
  });

  it('deduplicates sizes of the same picture, keeps the largest copy in the first place, and caps the list', () => {
    const list = imageList(
      [
        '//cdn.shopify.com/s/products/a.jpg?v=1',
        'https://cdn.shopify.com/s/products/a_800x.jpg?v=1',
        'https://shop.rs/wp-content/uploads/b-300x300.jpg',
        'https://shop.rs/wp-content/uploads/b.jpg',
        ...Array.from({ length: 20 }, (_, i) => `https://shop.rs/slike/${i}.jpg`),
      ],
      BASE,
    );
    expect(list.slice(0, 2)).toEqual(['https://cdn.shopify.com/s/products/a.jpg?v=1', 'https://shop.rs/wp-content/uploads/b.jpg']);
    expect(list).toHaveLength(12);
  });

  it.each([
    ['Shopify sizes and crops', 'https://cdn.shopify.com/s/files/1/p/kapa.jpg?v=7', ['https://cdn.shopify.com/s/files/1/p/kapa_400x400_crop_center.jpg?v=7', 'https://cdn.shopify.com/s/files/1/p/kapa_grande.jpg', 'https://cdn.shopify.com/s/files/1/p/kapa@2x.jpg', 'https://cdn.shopify.com/s/files/1/p/kapa_x600.webp']],
    ['WordPress sizes and -scaled', 'https://shop.rs/wp-content/uploads/2024/03/torba.jpg', ['https://shop.rs/wp-content/uploads/2024/03/torba-150x150.jpg', 'https://shop.rs/wp-content/uploads/2024/03/torba-scaled.jpg']],
    ['Magento cache folders', 'https://shop.rs/media/catalog/product/t/o/torba.jpg', ['https://shop.rs/media/catalog/product/cache/600x600/t/o/torba.jpg', 'https://shop.rs/media/catalog/product/cache/0f831c1845fc143d00d6d1ebc49f446a/t/o/torba.jpg']],
    ['a size folder', 'https://shop.rs/slike/torba-crna.jpg', ['https://shop.rs/slike/800x800/torba-crna.jpg']],
    ['resizing query parameters of an image service', 'https://img.shop.rs/render/torba?id=5', ['https://img.shop.rs/render/torba?id=5&w=300&q=70', 'https://img.shop.rs/render/torba?width=800&id=5']],
  ])('%s are one picture', (_label, original, copies) => {
    const key = imageVariant(original).key;
    for (const copy of copies) expect(imageVariant(copy).key === key || imageVariant(copy).name === imageVariant(original).name).toBe(true);
    // Whichever comes first, the list keeps one entry, and it is the original (largest) copy.
    expect(imageList([...copies, original], BASE)).toEqual([original]);
    expect(imageList([original, ...copies], BASE)).toEqual([original]);
  });

  it('the same distinctive file name in another folder or on a CDN host is one picture (the first sighting kept)', () => {
    expect(
      imageList(['https://www.shop.rs/media/q45/soundcore-q45-1.jpg', 'https://cdn.shop.rs/media/q45/soundcore-q45-1.jpg', 'https://shop.rs/media/catalog/product/cache/600x600/q45/soundcore-q45-1.jpg'], BASE),
    ).toEqual(['https://www.shop.rs/media/q45/soundcore-q45-1.jpg']);
  });

  it.each([
    ['different pictures of one product', ['https://shop.rs/slike/torba-1.jpg', 'https://shop.rs/slike/torba-2.jpg']],
    ['a plain file name in two folders', ['https://shop.rs/p/101/1.jpg', 'https://shop.rs/p/102/1.jpg']],
    ['an image service with other ids', ['https://img.shop.rs/render?id=1&w=300', 'https://img.shop.rs/render?id=2&w=300']],
    ['product sizes in the name', ['https://shop.rs/slike/majica-large.jpg', 'https://shop.rs/slike/majica-small.jpg']],
  ])('keeps %s apart', (_label, urls) => {
    expect(imageList(urls, BASE)).toEqual(urls);
  });

  it('a larger copy seen later takes the first copy\'s place, not a new one', () => {
    const set = new ImageSet(3);
    expect(set.add('https://shop.rs/a-300x300.jpg')).toBe(true);
    expect(set.add('https://shop.rs/b.jpg')).toBe(true);
    expect(set.add('https://shop.rs/a-1000x1000.jpg')).toBe(false);
    expect(set.add('https://shop.rs/a-100x100.jpg')).toBe(false);
    expect(set.urls).toEqual(['https://shop.rs/a-1000x1000.jpg', 'https://shop.rs/b.jpg']);
  });

  it('keeps images that differ only by query when the path is not a file', () => {
    expect(imageList(['https://shop.rs/image.php?id=1', 'https://shop.rs/image.php?id=2'], BASE)).toHaveLength(2);
  });

  it('picks the widest srcset candidate', () => {
    expect(largestFromSrcset('a.jpg 300w, b.jpg 1200w, c.jpg 600w')).toBe('b.jpg');
    expect(largestFromSrcset(undefined)).toBeUndefined();
  });
});
