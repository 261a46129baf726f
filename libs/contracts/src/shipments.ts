import { isIsoDateTime, schema, type Schema } from './validation.js';

/**
 * The courier's answer (CONTRACT "Orders run by the seller, and the courier's answer"): the statuses Trackify
 * pushes (`POST /api/webhooks/trackify/{userId}`) or answers when asked (`GET {base}/v1/shipments/{id}`).
 */
export const SHIPMENT_STATUSES = ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'refused'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABEL: Record<ShipmentStatus, string> = {
  created: 'Pošiljka kreirana',
  picked_up: 'Kurir preuzeo',
  in_transit: 'U transportu',
  out_for_delivery: 'Na dostavi',
  delivered: 'Isporučeno',
  returned: 'Vraćeno pošiljaocu',
  refused: 'Kupac odbio',
};

/** Statuses after which nothing more happens to a parcel (no more asking the courier). */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['delivered', 'returned', 'refused'];
/** Statuses that count as a refused parcel in the buyer's history and for the automatic block. */
export const REFUSED_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['returned', 'refused'];
export const isShipmentStatus = (v: unknown): v is ShipmentStatus => typeof v === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(v);

/** Why the order's status changed with the courier's answer (kept in the order's status history). */
export const SHIPMENT_REASONS = {
  delivered: 'Kurir: pošiljka je isporučena',
  returned: (note: string | null) => `Kurir: pošiljka je vraćena${note ? ` (${note})` : ''}`,
  refused: (note: string | null) => `Kurir: kupac je odbio pošiljku${note ? ` (${note})` : ''}`,
} as const;

export const SHIPMENT_MESSAGES = {
  badSignature: 'Neispravan potpis poruke',
  invalidPush: 'Neispravna poruka o pošiljci',
  unknownShipment: 'Pošiljka nije pronađena',
} as const;

/** The body Trackify pushes. */
export interface TrackifyPush {
  trackingId: string;
  reference?: string;
  status: ShipmentStatus;
  at: string;
  note?: string | null;
}
const text = (max: number, required: boolean) => (v: unknown) =>
  (v === undefined || v === null ? !required : typeof v === 'string' && v.length <= max && (!required || v.trim() !== '')) ? undefined : SHIPMENT_MESSAGES.invalidPush;
export const trackifyPushSchema: Schema<TrackifyPush> = schema<TrackifyPush>({
  trackingId: [text(100, true)],
  reference: [text(100, false)],
  status: [(v) => (isShipmentStatus(v) ? undefined : SHIPMENT_MESSAGES.invalidPush)],
  at: [(v) => (typeof v === 'string' && isIsoDateTime(v) && v.length <= 40 ? undefined : SHIPMENT_MESSAGES.invalidPush)],
  note: [text(500, false)],
});

/** One status of a parcel as the order shows it. */
export interface ShipmentStep {
  status: ShipmentStatus;
  at: string;
  note: string | null;
}
/** The order's parcel: its tracking number, its last status and every status so far, oldest first. */
export interface OrderShipment {
  trackingId: string;
  status: ShipmentStatus | null;
  history: ShipmentStep[];
}
/** The same buyer (by the last 9 digits of the phone) at the same seller: orders, parcels delivered and refused. */
export interface CustomerHistory {
  orders: number;
  delivered: number;
  refused: number;
}

/** GET /api/settings/trackify-webhook: the address to give Trackify and the secret its pushes are signed with. */
export interface TrackifyWebhookSettings {
  url: string;
  secret: string;
}

/** The header Trackify signs a push with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const TRACKIFY_SIGNATURE_HEADER = 'x-trackify-signature';

/** POST /api/webhooks/trackify/{userId} taken: `duplicate` when that status of that parcel was already stored. */
export interface TrackifyPushAnswer {
  ok: true;
  duplicate: boolean;
}
