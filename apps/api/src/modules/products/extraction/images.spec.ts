import { describe, expect, it } from 'vitest';
import { absoluteUrl, imageList, isJunkImage, largestFromSrcset } from './images.js';

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

  it('deduplicates sizes of the same picture and caps the list', () => {
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
    expect(list.slice(0, 2)).toEqual(['https://cdn.shopify.com/s/products/a.jpg?v=1', 'https://shop.rs/wp-content/uploads/b-300x300.jpg']);
    expect(list).toHaveLength(12);
  });

  it('keeps images that differ only by query when the path is not a file', () => {
    expect(imageList(['https://shop.rs/image.php?id=1', 'https://shop.rs/image.php?id=2'], BASE)).toHaveLength(2);
  });

  it('picks the widest srcset candidate', () => {
    expect(largestFromSrcset('a.jpg 300w, b.jpg 1200w, c.jpg 600w')).toBe('b.jpg');
    expect(largestFromSrcset(undefined)).toBeUndefined();
  });
});
