import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepShot, sellerWithSite, signInWithForm } from './helpers.js';

test('a seller makes an API token on a phone (shown once, works, revoked) and connects a webhook that receives the next order', async ({ page, request }) => {
  const received: { type: string; id: string; orderId?: string; signature: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ type: body.type, id: body.id, orderId: body.data?.orderId, signature: String(req.headers['x-cod-signature'] ?? '') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cod`;
  try {
    const s = await sellerWithSite(request, { upsellProductLinks: [] });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await signInWithForm(page, s.email, s.password);
    await page.waitForURL(/\/create$/);
    await page.goto('/settings?tab=api-tokens');

    // A token that reads orders, shown once.
    const form = page.getByTestId('api-token-form');
    await form.getByTestId('api-token-name').fill('Kurirska skripta');
    await form.getByTestId('api-token-scope-orders:read').check();
    await form.getByTestId('api-token-create').click();
    const token = (await page.getByTestId('api-token-value').textContent())!.trim();
    expect(token).toMatch(/^cod_[A-Za-z0-9_-]{43}$/);
    await keepShot(page, 'api-token-created-phone', { fullPage: true });
    expect((await request.get('/api/orders/my', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    expect((await request.get('/api/websites/my', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
    await page.getByTestId('api-token-created-close').click();
    await expect(page.getByTestId('api-token-value')).toHaveCount(0);
    await expect(page.getByText(token)).toHaveCount(0);

    // Revoked after a confirmation: the token stops working.
    const id = (await (await request.get('/api/tokens', { headers: s.headers })).json())[0].id as number;
    await page.getByTestId(`api-token-revoke-${id}`).click();
    await page.getByTestId('api-token-revoke-confirm').click();
    await expect(page.getByTestId(`api-token-row-${id}`)).toHaveCount(0);
    expect((await request.get('/api/orders/my', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    // The webhook: saved, tested, then the next order arrives signed.
    const card = page.getByTestId('webhook-card');
    await card.getByTestId('webhook-url').fill(hookUrl);
    await card.getByTestId('webhook-event-order.created').check();
    await card.getByTestId('webhook-save').click();
    await expect(card.getByTestId('webhook-secret')).toContainText('whsec_');
    await card.getByTestId('webhook-test').click();
    await expect(card.getByTestId('webhook-test-result')).toContainText('200');
    expect(received.map((r) => r.type)).toEqual(['webhook.test']);

    const order = await request.post('/api/orders', {
      data: { websiteId: s.site.id, quantity: 1, customerData: { name: 'Vesna Đorđević', phone: '064 808 9090', address: 'Njegoševa 12', city: 'Beograd' } },
    });
    expect(order.status()).toBe(201);
    const orderId = (await order.json()).orderId as string;
    await expect.poll(() => received.find((r) => r.type === 'order.created')?.orderId, { timeout: 15_000 }).toBe(orderId);
    expect(received.find((r) => r.type === 'order.created')!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('webhook-deliveries')).toContainText('Poslato', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await keepShot(page, 'webhook-card-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepShot(page, 'api-access-desktop', { fullPage: true });
  } finally {
    await new Promise<void>((r) => receiver.close(() => r()));
  }
});

test('the API reference renders in the browser from the product itself, with every call and its rules', async ({ page }) => {
  const outside: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1:') && !r.url().startsWith('data:')) outside.push(r.url());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /COD sajt — API/ })).toBeVisible();
  // Every documented call is listed (Swagger UI draws one block per operation).
  const doc = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, object> };
  const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  await expect(page.locator('.opblock')).toHaveCount(operations);
  // A call opened: who may call it, its body's example and rules.
  await page.locator('#operations-Order_console-putOrdersById .opblock-summary').click();
  const call = page.locator('#operations-Order_console-putOrdersById');
  await expect(call.getByText('A personal API token needs one of: orders:write.')).toBeVisible();
  await expect(call.getByText('"processing"').first()).toBeVisible();
  await keepShot(page, 'api-reference-desktop');
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
