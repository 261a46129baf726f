export { DeliveriesModule } from './deliveries.module.js';
export { GoogleSheetsClient } from './sheets/google-sheets.client.js';
export { SheetsChannel } from './sheets/sheets.channel.js';
export { TelegramClient } from './telegram/telegram.client.js';
export { TelegramConsole } from './telegram/telegram-console.service.js';
export { SHIPMENT_PROVIDER, type ShipmentProvider } from './shipments/shipment-provider.js';
export { PermanentFailure, TemporaryFailure } from './delivery-errors.js';
export { OrphanedWork } from './workers/orphaned-work.js';
export { IntegrationsStatus } from './integrations-status.js';
