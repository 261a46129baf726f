#!/usr/bin/env node
// Order integrations against local fakes of Telegram and Google Sheets (apps/api/test/fakes/integrations):
//   - one order at a time: POST /api/orders answered → the message at Telegram: p50 / p95 (target p50 < 1 s)
//   - a burst of 200 orders (50 at once) for one seller: Telegram latency p50 / p95 under the burst, the rows
//     per Sheets append, and how long until the 200th row is in the sheet
// Usage: npm run build && node bench/integrations.mjs [single=50] [burst=200]
import { startIntegrationFakes } from '../apps/api/test/fakes/integrations/index.mjs';
import { as, startServer } from './lib.mjs';

const SINGLE = Number(process.argv[2] ?? 50);
const BURST = Number(process.argv[3] ?? 200);
const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))];
const ms = (a) => `p50 ${pct(a, 50).toFixed(0)} ms, p95 ${pct(a, 95).toFixed(0)} ms (n=${a.length})`;

const fakes = await startIntegrationFakes();
// The shipments wait for a window that outlasts the run.
const server = await startServer({ ...fakes.env, UPSELL_WINDOW_SECONDS: '3600' });
const { json } = server;

try {
  const email = `prodavac-${Date.now()}@bench.local`;
  await json('/api/admin/clients', { method: 'POST', headers: as(server.token), body: JSON.stringify({ email, password: 'bench-pass-1', firstName: 'Prodavac', lastName: 'Jedan' }) });
  const seller = (await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'bench-pass-1' }) })).token;
  const botToken = '123456789:AAHbenchbenchbenchbenchbenchbenchbench';
  fakes.telegram.bots.add(botToken, { chats: ['-1001234567890'] });
  fakes.google.sheets.add('benchSheet0123456789abcdef', { title: 'Porudžbine' });
  await json('/api/user/settings', { method: 'PATCH', headers: as(seller), body: JSON.stringify({ telegramBotId: botToken, telegramChatId: '-1001234567890' }) });
  await json('/api/settings/google-sheets', { method: 'PUT', headers: as(seller), body: JSON.stringify({ googleSheetsId: 'benchSheet0123456789abcdef' }) });
  const site = await json('/api/sync/create-website', {
    method: 'POST',
    headers: as(seller),
    body: JSON.stringify({ customUrl: `bench-int-${Date.now() % 100000}`, productLink: 'https://example.invalid/p', productName: 'Masažer', images: ['/uploads/images/0123456789abcdef0123456789abcdef.webp'], currentPrice: 2990 }),
  });
  let n = 0;
  const order = async () => {
    const i = ++n;
    const body = { websiteId: site.website.id, quantity: 1, totalPrice: 1, customerData: { name: `Kupac ${i}`, phone: `06${i % 10}${String(1000000 + i).slice(-7)}`, address: 'Ulica 1', city: 'Beograd' } };
    const placed = await json('/api/orders', { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` } });
    return { orderId: placed.orderId, at: Date.now() };
  };
  const latencies = async (placed) => {
    for (;;) {
      const got = placed.map((p) => fakes.telegram.messages.find((m) => m.text.includes(p.orderId)));
      if (got.every(Boolean)) return got.map((m, i) => m.at - placed[i].at);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const single = [];
  for (let i = 0; i < SINGLE; i++) {
    single.push(...(await latencies([await order()])));
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`one order at a time, order answered → Telegram message: ${ms(single)}`);

  const appendsBefore = fakes.google.appends.length;
  const started = Date.now();
  const placed = [];
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (placed.length < BURST) {
      placed.push(null);
      placed[placed.length - 1] = await order();
    }
  }));
  const burst = await latencies(placed.filter(Boolean));
  console.log(`burst of ${BURST} orders (50 at once, placed in ${Date.now() - started} ms), order → Telegram: ${ms(burst)}`);
  await fakes.google.waitForRows('benchSheet0123456789abcdef', SINGLE + BURST, 120_000);
  const sizes = fakes.google.appends.slice(appendsBefore).map((a) => a.values.length);
  console.log(`sheet: ${sizes.reduce((a, b) => a + b, 0)} rows in ${sizes.length} appends (rows per append: ${sizes.join(', ')}), last row ${Date.now() - started} ms after the burst began`);
} finally {
  await server.stop();
  await fakes.close();
}
