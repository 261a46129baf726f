import { API, EDITOR_TEXTS, IMAGE_MESSAGES, type WebsiteResponse } from '@cod/contracts';
import { productPageFixture, PUBLIC_ASSETS_FIXTURE, STORED_IMAGE, STORED_IMAGE_2, websiteFixture } from '@cod/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../entry-server.js';
import type { PublicPageData } from '../page-data.js';
import { AUTO_SAVE_MS, SHOW_REVIEW_TEXT } from './advertorial-edit.js';
import { REPLACE_TEXTS, withImage } from './image-replace.js';
import type { OwnerSession } from './owner-api.js';
import { startOwnerTools } from './owner-tools.js';

const NEW_IMAGE = '/uploads/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
const CLIENT: OwnerSession = { token: 'tok', user: { id: 7, role: 'client' } };

const json = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  keepalive?: boolean;
}

/** The server: GET and PUT of the site (PUT merges editableContent as the real one does), the upload. */
function server(site: WebsiteResponse) {
  let saved = structuredClone(site);
  const calls: Call[] = [];
  const answers = {
    get: (): Response | Promise<Response> => json(200, saved),
    put: (body: Record<string, unknown>): Response | Promise<Response> => {
      saved = { ...saved, ...body, editableContent: { ...saved.editableContent, ...(body.editableContent as object) } } as WebsiteResponse;
      return json(200, saved);
    },
    upload: (): Response | Promise<Response> => json(201, { success: true, imageUrl: NEW_IMAGE }),
  };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body, headers: init.headers as Record<string, string>, keepalive: init.keepalive });
    if (url === API.images.upload) return answers.upload();
    if (url === API.websites.byId(site.id)) return method === 'PUT' ? answers.put(body as Record<string, unknown>) : answers.get();
    return json(404, { message: 'Nije pronađeno' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, answers, saved: () => saved, puts: () => calls.filter((c) => c.method === 'PUT') };
}

/** The server-rendered page in the jsdom document, and its page data. */
function page(site: WebsiteResponse, extra: Parameters<typeof productPageFixture>[1] = {}): PublicPageData {
  const { html } = renderPublicPage(productPageFixture(site, extra), PUBLIC_ASSETS_FIXTURE);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
  return JSON.parse(document.getElementById('cod-page')!.textContent!) as PublicPageData;
}

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const $$ = <T extends Element = HTMLElement>(sel: string) => Array.from(document.querySelectorAll<T>(sel));
const notice = () => $('[data-testid="owner-notice"]');
const ctrlE = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', code: 'KeyE', ctrlKey: true, bubbles: true, cancelable: true }));

/** jsdom lays nothing out: every picture gets a box (hidden carousel slides none), as a browser would. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const shown = !this.closest('[hidden]');
    return { x: 0, y: 0, top: 100, left: 0, right: shown ? 400 : 0, bottom: shown ? 400 : 0, width: shown ? 400 : 0, height: shown ? 300 : 0, toJSON() {} } as DOMRect;
  });
}

/** Picks a file in the replace control's dialog. */
function choose(file: File) {
  const input = $<HTMLInputElement>('[data-testid="replace-image-input"]');
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change'));
}
const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'nova.png', { type: 'image/png' });

beforeEach(() => {
  layOut();
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('owner tools: who gets edit mode', () => {
  it('nothing for a site the server does not show this user (404)', async () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const data = page(site);
    const api = server(site);
    api.answers.get = () => json(404, { message: 'Website nije pronađen' });
    expect(await startOwnerTools(CLIENT, data)).toBeNull();
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: API.websites.byId(site.id), headers: { authorization: 'Bearer tok' } });
    expect($('[data-testid="edit-toggle"]').hidden).toBe(true);
    ctrlE();
    expect(document.querySelector('[data-testid="owner-notice"]')).toBeNull();
  });

  it('nothing for an owner who may not edit (editableByClient false); an admin may', async () => {
    const site = websiteFixture({ templateName: 'Minimalistic', editableByClient: false });
    const data = page(site);
    server(site);
    expect(await startOwnerTools(CLIENT, data)).toBeNull();
    expect($('[data-testid="edit-toggle"]').hidden).toBe(true);
    const admin = await startOwnerTools({ token: 'tok', user: { id: 1, role: 'admin' } }, data);
    expect(admin).not.toBeNull();
    expect($('[data-testid="edit-toggle"]').hidden).toBe(false);
  });
});

describe("the production-domain banner on the platform's own host", () => {
  const extra = { previewProductionUrl: 'https://moja-prodavnica.rs/x', previewForOwnerOnly: true };

  it('is in the page but hidden: buyers do not see it; the owner (or an admin) does', async () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const data = page(site, extra);
    const banner = () => $('[data-testid="preview-banner"]');
    expect(banner().hidden).toBe(true);
    expect(banner().querySelector('a')!.getAttribute('href')).toBe('https://moja-prodavnica.rs/x');
    server(site);
    await startOwnerTools(CLIENT, data);
    expect(banner().hidden).toBe(false);
  });

  it("stays hidden for a signed-in user who is not the site's owner (404)", async () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const data = page(site, extra);
    const api = server(site);
    api.answers.get = () => json(404, { message: 'Website nije pronađen' });
    await startOwnerTools(CLIENT, data);
    expect($('[data-testid="preview-banner"]').hidden).toBe(true);
  });

  it('on a preview or dev host everyone sees it (spec 001 §2.2)', () => {
    page(websiteFixture({ templateName: 'Minimalistic' }), { previewProductionUrl: 'https://moja-prodavnica.rs/x' });
    expect($('[data-testid="preview-banner"]').hidden).toBe(false);
  });
});

describe('edit mode toggle', () => {
  it('default template: the hidden Edit/Lock button is revealed; it and Ctrl+E/Cmd+E toggle with the notices', async () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const data = page(site);
    server(site);
    const mode = (await startOwnerTools(CLIENT, data))!;
    const button = $('[data-testid="edit-toggle"]');
    expect(button.hidden).toBe(false);
    expect($$('[data-testid="edit-toggle"]')).toHaveLength(1);
    // The AI's section list is seller tooling: hidden until edit mode.
    const aiSections = $('[data-testid="ai-sections"]');
    expect(aiSections.hidden).toBe(true);

    button.click();
    expect(mode.on).toBe(true);
    expect(aiSections.hidden).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Lock');
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toBe(EDITOR_TEXTS.editModeOn);

    const e = new KeyboardEvent('keydown', { key: 'e', code: 'KeyE', ctrlKey: true, bubbles: true, cancelable: true });
    document.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(mode.on).toBe(false);
    expect(button.textContent).toBe('Edit');
    expect(notice().textContent).toBe(EDITOR_TEXTS.editModeOff);
    expect(aiSections.hidden).toBe(true);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', code: 'KeyE', metaKey: true, bubbles: true }));
    expect(mode.on).toBe(true);
    // Ctrl+Shift+E and a plain E are not the shortcut
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'E', code: 'KeyE', ctrlKey: true, shiftKey: true, bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', code: 'KeyE', bubbles: true }));
    expect(mode.on).toBe(true);
  });

  it('the other templates get a floating Edit/Lock button of their own; Ctrl+E works there too', async () => {
    for (const templateName of ['Sales Template', 'Advertorial Template'] as const) {
      const site = websiteFixture({ templateName });
      const data = page(site);
      server(site);
      const mode = (await startOwnerTools(CLIENT, data))!;
      const button = $('[data-testid="edit-toggle"]');
      expect(button.style.position).toBe('fixed');
      ctrlE();
      expect(mode.on).toBe(true);
      expect(button.textContent).toBe('Lock');
      expect(notice().textContent).toBe(EDITOR_TEXTS.editModeOn);
    }
  });
});

describe('replace-image control', () => {
  async function editing(templateName: WebsiteResponse['templateName'] = 'Minimalistic') {
    const site = websiteFixture({ templateName });
    const data = page(site);
    const api = server(site);
    const mode = (await startOwnerTools(CLIENT, data))!;
    mode.set(true);
    return { site, api, mode };
  }

  it('puts a button on every shown picture (none on hidden slides), only in edit mode', async () => {
    const { mode } = await editing();
    const shown = $$('[data-image-index]').filter((el) => !el.closest('[hidden]'));
    const buttons = $$<HTMLButtonElement>('[data-testid="replace-image"]').filter((b) => !b.hidden);
    expect(buttons).toHaveLength(shown.length);
    expect(buttons[0].textContent).toBe(REPLACE_TEXTS.replace);
    mode.set(false);
    expect($$('[data-testid="replace-image"]')).toHaveLength(0);
  });

  it('upload → PUT {images} with that index replaced → the page shows it → notice; pending meanwhile', async () => {
    const { api, site } = await editing();
    let finishUpload!: (r: Response) => void;
    api.answers.upload = () => new Promise((resolve) => (finishUpload = resolve));
    const button = $<HTMLButtonElement>('[data-testid="replace-image"][data-replaces="1"]');
    button.click();
    expect(HTMLInputElement.prototype.click).toHaveBeenCalled();
    choose(png());
    await vi.waitFor(() => expect(api.calls.some((c) => c.url === API.images.upload)).toBe(true));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(REPLACE_TEXTS.uploading);

    const upload = api.calls.find((c) => c.url === API.images.upload)!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(upload.headers.authorization).toBe('Bearer tok');

    finishUpload(json(201, { success: true, imageUrl: NEW_IMAGE }));
    await vi.waitFor(() => expect(notice().textContent).toContain(EDITOR_TEXTS.imageUpdatedTitle));
    expect(notice().textContent).toContain(EDITOR_TEXTS.imageUpdated);
    expect(api.puts().map((c) => c.body)).toEqual([{ images: [site.images[0], NEW_IMAGE, site.images[2]] }]);
    for (const img of $$<HTMLImageElement>('img[data-image-index="1"]')) {
      expect(img.getAttribute('src')).toBe(NEW_IMAGE);
      expect(img.getAttribute('srcset')).toContain('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-640.webp 640w');
    }
    expect($<HTMLImageElement>('img[data-image-index="0"]').getAttribute('src')).toBe(STORED_IMAGE);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe(REPLACE_TEXTS.replace);
  });

  it('checks the type and the size first (nothing sent)', async () => {
    const { api } = await editing();
    $<HTMLButtonElement>('[data-testid="replace-image"]').click();
    choose(new File(['x'], 'tekst.txt', { type: 'text/plain' }));
    expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${IMAGE_MESSAGES.notAnImage}`);
    choose(png(5 * 1024 * 1024 + 1));
    expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${IMAGE_MESSAGES.tooLarge}`);
    expect(notice().getAttribute('role')).toBe('alert');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a failed upload or a failed save: the spec messages, the picture unchanged, the button back to normal', async () => {
    const { api } = await editing();
    api.answers.upload = () => json(500, { success: false, error: 'Neuspešno' });
    const button = $<HTMLButtonElement>('[data-testid="replace-image"][data-replaces="0"]');
    button.click();
    choose(png());
    await vi.waitFor(() => expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${EDITOR_TEXTS.uploadDialogFailed}`));
    expect(api.puts()).toHaveLength(0);
    expect(button.disabled).toBe(false);

    api.answers.upload = () => json(201, { success: true, imageUrl: NEW_IMAGE });
    api.answers.put = () => json(403, { message: 'Zabranjeno' });
    button.click();
    choose(png());
    await vi.waitFor(() => expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${EDITOR_TEXTS.imageUpdateFailed}`));
    expect($<HTMLImageElement>('img[data-image-index="0"]').getAttribute('src')).toBe(STORED_IMAGE);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe(REPLACE_TEXTS.replace);
  });

  it('two quick swaps both stay (saves run in turn, each from the last saved list)', async () => {
    const { api, site } = await editing('Sales Template');
    let n = 0;
    api.answers.upload = () => json(201, { success: true, imageUrl: `/uploads/images/${String(++n).repeat(32)}.webp` });
    $<HTMLButtonElement>('[data-testid="replace-image"][data-replaces="0"]').click();
    choose(png());
    $<HTMLButtonElement>('[data-testid="replace-image"][data-replaces="1"]').click();
    choose(png());
    await vi.waitFor(() => expect(api.puts()).toHaveLength(2));
    await vi.waitFor(() => expect(api.saved().images).toEqual([`/uploads/images/${'1'.repeat(32)}.webp`, `/uploads/images/${'2'.repeat(32)}.webp`, site.images[2]]));
  });

  it('withImage: replaces in place, adds to an empty list (the stock picture), reads old list shapes', () => {
    expect(withImage([STORED_IMAGE, STORED_IMAGE_2], 1, NEW_IMAGE)).toEqual([STORED_IMAGE, NEW_IMAGE]);
    expect(withImage('[]', 0, NEW_IMAGE)).toEqual([NEW_IMAGE]);
    expect(withImage(JSON.stringify([STORED_IMAGE, STORED_IMAGE_2]), 0, NEW_IMAGE)).toEqual([NEW_IMAGE, STORED_IMAGE_2]);
  });

  it('a broken picture (placeholder) can be replaced and becomes a picture again', async () => {
    const { mode } = await editing();
    mode.set(false);
    const img = $<HTMLImageElement>('img[data-image-index="0"]');
    img.dispatchEvent(new Event('error'));
    // what islands/shared/image-fallback does
    const box = document.createElement('div');
    box.className = `img-broken ${img.className}`;
    box.dataset.imageIndex = '0';
    img.replaceWith(box);
    mode.set(true);
    $<HTMLButtonElement>('[data-testid="replace-image"][data-replaces="0"]').click();
    choose(png());
    await vi.waitFor(() => expect(notice().textContent).toContain(EDITOR_TEXTS.imageUpdatedTitle));
    const hero = $<HTMLImageElement>('[data-image-index="0"]');
    expect(hero.tagName).toBe('IMG');
    expect(hero.className).not.toContain('img-broken');
    expect(hero.getAttribute('src')).toBe(NEW_IMAGE);
  });
});

describe('Advertorial Template edit mode', () => {
  async function editing(editableContent: WebsiteResponse['editableContent'] = {}) {
    const site = websiteFixture({ templateName: 'Advertorial Template', editableContent });
    const data = page(site);
    const api = server(site);
    const mode = (await startOwnerTools(CLIENT, data))!;
    return { site, api, mode };
  }
  const title = () => $('[data-advice-title]');
  const text = () => $('[data-advice-text]');
  const type = (el: HTMLElement, value: string) => {
    el.textContent = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('advice title and text are editable only in edit mode and saved 1 s after the last change', async () => {
    const { api, mode } = await editing();
    expect(title().hasAttribute('contenteditable')).toBe(false);
    vi.useFakeTimers();
    mode.set(true);
    expect(title().getAttribute('contenteditable')).toBe('plaintext-only');
    expect(text().getAttribute('contenteditable')).toBe('plaintext-only');

    type(title(), 'Moj  novi\nsavet ');
    await vi.advanceTimersByTimeAsync(600);
    type(text(), 'Poručite danas.');
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_MS - 1);
    expect(api.puts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.puts().map((c) => c.body)).toEqual([{ editableContent: { adviceTitle: 'Moj novi savet', adviceText: 'Poručite danas.' } }]);
    expect(notice().textContent).toBe(`${EDITOR_TEXTS.pageSavedTitle}${EDITOR_TEXTS.pageSaved}`);

    mode.set(false);
    expect(title().hasAttribute('contenteditable')).toBe(false);
    type(title(), 'Van edit moda');
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_MS * 2);
    expect(api.puts()).toHaveLength(1);
  });

  it('leaving edit mode saves a pending change at once; a failed save says so', async () => {
    const { api, mode } = await editing();
    api.answers.put = () => json(500, { message: 'x' });
    vi.useFakeTimers();
    mode.set(true);
    type(title(), 'Brzo');
    mode.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.puts()).toHaveLength(1);
    expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${EDITOR_TEXTS.pageSaveFailed}`);
  });

  it('leaving the page within the second after a change sends it anyway, with a request that outlives the page', async () => {
    const { api, mode } = await editing();
    vi.useFakeTimers();
    mode.set(true);
    type(title(), 'Poslednja izmena');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.puts().map((c) => [c.body, c.keepalive])).toEqual([[{ editableContent: { adviceTitle: 'Poslednja izmena', adviceText: expect.any(String) } }, true]]);
    // Nothing pending: leaving sends nothing more.
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_MS * 2);
    expect(api.puts()).toHaveLength(1);
  });

  it('a save too large for a request that outlives the page (browsers cap those at 64 KiB) is still sent, as a plain one', async () => {
    const { api, mode } = await editing();
    vi.useFakeTimers();
    mode.set(true);
    type(title(), 'Ž'.repeat(30_000));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.puts().map((c) => [(c.body as { editableContent: { adviceTitle: string } }).editableContent.adviceTitle.length, c.keepalive])).toEqual([[30_000, false]]);
  });

  it('three review checkboxes, saved at once; switched-off reviews come back in edit mode and hide outside it', async () => {
    const { api, mode, site } = await editing({ enabledTestimonials: [true, true, false] });
    const figures = $$('[data-review]');
    expect(figures).toHaveLength(3);
    expect(figures.map((f) => f.hidden)).toEqual([false, false, true]);

    mode.set(true);
    const boxes = $$<HTMLInputElement>('[data-testid="review-visible"]');
    expect(boxes).toHaveLength(3);
    expect(boxes.map((b) => b.checked)).toEqual([true, true, false]);
    expect(boxes[0].parentElement!.textContent).toBe(SHOW_REVIEW_TEXT);
    expect(figures.every((f) => !f.hidden)).toBe(true);
    expect(figures[2].style.opacity).toBe('0.5');

    boxes[1].checked = false;
    boxes[1].dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0].body).toEqual({ editableContent: { enabledTestimonials: [true, false, false] } });
    // Sent with a request that outlives the page: a reload right after the click does not lose it.
    expect(api.puts()[0].keepalive).toBe(true);
    await vi.waitFor(() => expect(notice().textContent).toBe(`${EDITOR_TEXTS.pageSavedTitle}${EDITOR_TEXTS.pageSaved}`));

    boxes[2].checked = true;
    boxes[2].dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(api.puts()).toHaveLength(2));
    expect(api.puts()[1].body).toEqual({ editableContent: { enabledTestimonials: [true, false, true] } });
    await vi.waitFor(() => expect(api.saved().editableContent.enabledTestimonials).toEqual([true, false, true]));

    mode.set(false);
    expect($$('[data-testid="review-visible"]')).toHaveLength(0);
    expect(figures.map((f) => f.hidden)).toEqual([false, true, false]);
    expect(figures[1].textContent).toContain(site.testimonials[1].text);
  });

  it('a refused visibility save puts the checkbox back', async () => {
    const { api, mode } = await editing();
    api.answers.put = () => json(500, { message: 'x' });
    mode.set(true);
    const box = $$<HTMLInputElement>('[data-testid="review-visible"]')[0];
    box.checked = false;
    box.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(notice().textContent).toBe(`${EDITOR_TEXTS.errorTitle}${EDITOR_TEXTS.pageSaveFailed}`));
    expect(box.checked).toBe(true);
    mode.set(false);
    expect($('[data-review="0"]').hidden).toBe(false);
  });

  it('all reviews off: the section is hidden for buyers and shown in edit mode', async () => {
    const { mode } = await editing({ enabledTestimonials: [false, false, false] });
    const section = $('[data-testid="reviews"]');
    expect(section.hidden).toBe(true);
    mode.set(true);
    expect(section.hidden).toBe(false);
    mode.set(false);
    expect(section.hidden).toBe(true);
  });
});
