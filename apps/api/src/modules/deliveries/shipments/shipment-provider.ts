import type { MarketId } from '@cod/contracts';

/** One parcel as the courier's system takes it (CONTRACT.md "Shipments"); amounts in the currency's major unit. */
export interface ShipmentRequest {
  reference: string;
  cashOnDelivery: { amount: number; currency: string };
  recipient: { name: string; phone: string; address: string; city: string; postalCode: string; country: 'RS' | 'BA' | 'ME' };
  items: { sku: string; name: string; quantity: number; price: number }[];
  note: string;
}

/**
 * Where shipments are created. One adapter today (Trackify's HTTP API); a seller's market picks the
 * endpoint and the seller's key for it.
 */
export interface ShipmentProvider {
  /** Why the order cannot be shipped from this market (no endpoint on the server), or null. */
  unavailable(market: MarketId): string | null;
  /** Creates the shipment (idempotent by its reference); the courier's tracking number. */
  create(market: MarketId, apiKey: string, shipment: ShipmentRequest): Promise<string>;
  /** The parcel's statuses so far, as the courier answers them (unchecked values: the caller checks). */
  shipment(market: MarketId, apiKey: string, trackingId: string): Promise<{ status: string; at: string; note: string | null }[]>;
  /** Whether the key opens the market's account: true, false (invalid or unreachable). */
  test(market: MarketId, apiKey: string): Promise<boolean>;
}

export const SHIPMENT_PROVIDER = Symbol('SHIPMENT_PROVIDER');
