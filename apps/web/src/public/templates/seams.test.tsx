import { formFor, NUMBER_FORMS, TEMPLATE_TRAITS, type WebsiteResponse } from '@cod/contracts';
import { productPageFixture, PUBLIC_ASSETS_FIXTURE, STORED_IMAGE, STORED_IMAGE_2, websiteFixture } from '@cod/contracts/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../entry-server.js';
import { fitClass, Img } from './shared/Img.js';

/** No seams a buyer can see: no way to the seller sign-in, no cropped product photo. */
const render = (site: WebsiteResponse) => new DOMParser().parseFromString(renderPublicPage(productPageFixture(site), PUBLIC_ASSETS_FIXTURE).html, 'text/html');
const TEMPLATES = [TEMPLATE_TRAITS.sales.name, TEMPLATE_TRAITS.advertorial.name, TEMPLATE_TRAITS.default.name] as const;

describe('the default template’s back link', () => {
  it('leads out of the page (the model’s homeUrl: the storefront, or / on a seller’s domain), never to the console’s sign-in', () => {
    const doc = render(websiteFixture({ templateName: 'Minimalistic', customUrl: 'lampa' }));
    const back = doc.querySelector<HTMLAnchorElement>('[data-testid="back-link"]')!;
    expect(back.getAttribute('href')).toBe('/prodavnica');
    const onDomain = new DOMParser().parseFromString(
      renderPublicPage(productPageFixture(websiteFixture({ templateName: 'Minimalistic' }), { homeUrl: '/' }), PUBLIC_ASSETS_FIXTURE).html,
      'text/html',
    );
    expect(onDomain.querySelector('[data-testid="back-link"]')!.getAttribute('href')).toBe('/');
    expect(back.getAttribute('data-island')).toBe('back-link');
    expect(back.getAttribute('aria-label')).toBe('Nazad');
  });

  it.each(TEMPLATES)('%s: no link to / or to the console anywhere on the page', (templateName) => {
    const doc = render(websiteFixture({ templateName }));
    const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.filter((h) => h === '/' || /^\/(login|dashboard|create|edit)\b/.test(h))).toEqual([]);
  });
});

describe('pictures keep their subject in view', () => {
  it('fitClass: any crop becomes contain, centred, on a neutral background unless the box sets one', () => {
    expect(fitClass('aspect-[4/3] w-full object-cover rounded-xl')).toBe('aspect-[4/3] w-full rounded-xl object-contain object-center bg-gray-50');
    expect(fitClass('aspect-square bg-white object-contain')).toBe('aspect-square bg-white object-contain object-center');
    expect(fitClass('object-fill')).toBe('object-contain object-center bg-gray-50');
    expect(fitClass('')).toBe('object-contain object-center bg-gray-50');
  });

  it('Img writes the fitted classes (hero and lazy pictures alike)', () => {
    for (const priority of [true, false]) {
      const html = renderToStaticMarkup(<Img src={STORED_IMAGE} alt="x" sizes="100vw" priority={priority} className="aspect-[4/3] object-cover" />);
      expect(html).toContain('object-contain');
      expect(html).not.toContain('object-cover');
    }
  });

  it.each(TEMPLATES)('%s: every product picture is contained, none cropped', (templateName) => {
    const doc = render(websiteFixture({ templateName, images: [STORED_IMAGE, STORED_IMAGE_2, STORED_IMAGE] }));
    const imgs = [...doc.querySelectorAll('img[data-image-index], img[fetchpriority]')];
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img.classList.contains('object-contain')).toBe(true);
      expect(img.className).not.toMatch(/object-(cover|fill|none)/);
    }
  });
});

describe('numbers agree with their nouns', () => {
  it('Advertorial: the count of the reviews on the page', () => {
    // Three of the first three are on: '3 recenzije'; one switched off: '2 recenzije'.
    const doc = render(websiteFixture({ templateName: 'Advertorial Template' }));
    expect(doc.querySelector('[data-testid="reviews-summary"]')!.textContent).toContain(`3 ${formFor(3, NUMBER_FORMS.reviews)}`);
    const two = render(websiteFixture({ templateName: 'Advertorial Template', editableContent: { enabledTestimonials: [true, false, true] } }));
    expect(two.querySelector('[data-testid="reviews-summary"]')!.textContent).toContain('2 recenzije');
  });
});
