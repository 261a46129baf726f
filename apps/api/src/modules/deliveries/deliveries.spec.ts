import { ORDER_EXPORT_COLUMNS } from '@cod/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Parcel } from './parcel.reader.js';
import { purchaseEvent } from './capi/purchase-event.js';
import { sheetRow } from './sheets/sheet-rows.js';
import { shipmentRequest } from './shipments/shipment-request.js';
import { escapeHtml, newOrderMessage, upsellMessage } from './telegram/order-message.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function parcel(over: Partial<Parcel['order']> = {}, market: Parcel['website']['market'] = 'Serbia'): Parcel {
  return {
    order: {
      id: 7,
      userId: 2,
      websiteId: 3,
      orderId: 'NABCDEFGHJKLM',
      productId: 'prod-masazer-42',
      quantity: 3,
      totalPrice: 5000,
      currency: 'RSD',
      currencySymbol: 'RSD',
      firstName: 'Đorđe',
      lastName: 'Šarić-Petrović',
      email: 'djordje@primer.rs',
      phone: '+381641234567',
      address: 'Kneza <Miloša> 5 & 7',
      city: 'Novi Sad',
      postalCode: '21 000',
      notes: '+381 zvati <posle> 17h',
      status: 'pending',
      productName: 'Masažer',
      trackingId: null,
      notificationsSent: false,
      upsellDelayedUntil: '2026-11-24T10:15:00.000Z',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
      idempotencyKey: null,
      addressKey: null,
      source: null,
      trafficSource: null,
      trafficCampaign: null,
      experimentId: null,
      experimentArm: null,
      clientIp: '203.0.113.9',
      clientUserAgent: 'UA',
      fbp: null,
      fbc: null,
      sourceUrl: null,
      ...over,
    },
    website: { id: 3, title: 'Masažer <za> vrat', productId: 'prod-masazer-42', sku: null, customUrl: 'masazer', market },
    upsells: [
      { id: 11, orderId: 'UAAAAAAAAAAAA', upsellProductId: 5, title: 'Jastuk', sku: 'JAS-1', quantity: 1, totalPrice: 990, status: 'pending', createdAt: '2026-11-24T10:01:00.000Z' },
      { id: 12, orderId: 'UBBBBBBBBBBBB', upsellProductId: 6, title: 'Punjač', sku: null, quantity: 1, totalPrice: 1490, status: 'cancelled', createdAt: '2026-11-24T10:02:00.000Z' },
    ],
  };
}

describe('the Telegram message', () => {
  it('escapes the buyer’s text and writes the phone in international form', () => {
    const text = newOrderMessage(parcel(), 'https://app.example/orders?q=NABCDEFGHJKLM');
    expect(text).toContain('Masažer &lt;za&gt; vrat × 3 komada');
    expect(text).toContain('Kneza &lt;Miloša&gt; 5 &amp; 7, 21 000');
    expect(text).toContain('<b>Telefon:</b> +381641234567');
    expect(text).toContain('5.000 RSD');
    expect(text).toContain('<a href="https://app.example/orders?q=NABCDEFGHJKLM">');
    expect(text.replace(/<\/?(b|a)( href="[^"]*")?>/g, '')).not.toMatch(/[<>]/);
    expect(escapeHtml('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });

  it('a follow-up names the upsell and the parcel’s new total (cancelled upsells left out)', () => {
    const p = parcel();
    const text = upsellMessage(p, p.upsells[0], 'https://app.example/orders');
    expect(text).toContain('Jastuk × 1 komad, 990 RSD');
    expect(text).toContain('Ukupno za paket:</b> 5.990 RSD');
  });
});

describe('the Conversions API Purchase', () => {
  it('hashes normalised user data with the market’s country code and keeps the pixel’s event id and values', () => {
    const event = purchaseEvent(parcel({}, 'Montenegro'), 'https://app.example/masazer');
    expect(event).toMatchObject({ event_name: 'Purchase', event_id: 'NABCDEFGHJKLM', event_time: 1795514400, event_source_url: 'https://app.example/masazer' });
    expect(event.user_data).toEqual({
      em: sha256('djordje@primer.rs'),
      ph: sha256('381641234567'),
      fn: sha256('đorđe'),
      ln: sha256('šarićpetrović'),
      ct: sha256('novisad'),
      zp: sha256('21000'),
      country: sha256('me'),
      client_ip_address: '203.0.113.9',
      client_user_agent: 'UA',
    });
    expect(event.custom_data).toEqual({ value: 5000, currency: 'RSD', content_type: 'product', content_ids: ['prod-masazer-42'], num_items: 3, order_id: 'NABCDEFGHJKLM' });
    expect(purchaseEvent(parcel({ currency: 'EUR', email: null, postalCode: null }), 'x').user_data).not.toHaveProperty('em');
    expect(purchaseEvent(parcel({ currency: 'KM' }), 'x').custom_data.currency).toBe('BAM');
  });
});

describe('the sheet row and the shipment', () => {
  it('a row has the 12 columns; an upsell’s row names the order it joins', () => {
    const p = parcel();
    const row = sheetRow({ ref: p.order.orderId, parcel: p, upsell: null });
    expect(row).toHaveLength(ORDER_EXPORT_COLUMNS.length);
    expect(row.slice(1, 5)).toEqual(['NABCDEFGHJKLM', 'Đorđe Šarić-Petrović', 'djordje@primer.rs', '+381641234567']);
    expect(row[7]).toBe('Masažer <za> vrat');
    const upsellRow = sheetRow({ ref: 'UAAAAAAAAAAAA', parcel: p, upsell: p.upsells[0] });
    expect(upsellRow[1]).toBe('UAAAAAAAAAAAA');
    expect(upsellRow[7]).toBe('Jastuk (dodatak uz NABCDEFGHJKLM)');
  });

  it('one shipment: the order and its accepted upsells, one amount, prices per piece, the product id when no SKU', () => {
    const s = shipmentRequest(parcel({}, 'Bosnia'));
    expect(s.cashOnDelivery).toEqual({ amount: 5990, currency: 'RSD' });
    expect(s.items).toEqual([
      { sku: 'prod-masazer-42', name: 'Masažer <za> vrat', quantity: 3, price: 1667 },
      { sku: 'JAS-1', name: 'Jastuk', quantity: 1, price: 990 },
    ]);
    expect(s.recipient).toEqual({ name: 'Đorđe Šarić-Petrović', phone: '+381641234567', address: 'Kneza <Miloša> 5 & 7', city: 'Novi Sad', postalCode: '21 000', country: 'BA' });
  });
});
