import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/index.js';
import { DomainsModule } from '../domains/index.js';
import { ShopProfileModule } from '../shop-profile/index.js';
import { UsersModule } from '../users/index.js';
import { CapiChannel } from './capi/capi.channel.js';
import { ConversionsApiClient } from './capi/conversions-api.client.js';
import { GoogleSheetsClient } from './sheets/google-sheets.client.js';
import { SheetsChannel } from './sheets/sheets.channel.js';
import { SHIPMENT_PROVIDER } from './shipments/shipment-provider.js';
import { ShipmentChannel } from './shipments/shipment.channel.js';
import { TrackifyProvider } from './shipments/trackify.provider.js';
import { CourierStatusController } from './shipments/courier-status.controller.js';
import { CourierStatusService } from './shipments/courier-status.service.js';
import { TrackifyWebhookSecrets } from './shipments/trackify-webhook-secrets.repository.js';
import { TelegramChannel } from './telegram/telegram.channel.js';
import { TelegramClient } from './telegram/telegram.client.js';
import { TelegramConsole } from './telegram/telegram-console.service.js';
import { TelegramConsoleController } from './telegram/telegram-console.controller.js';
import { DeliveriesController } from './deliveries.controller.js';
import { DeliveryCards } from './delivery-cards.js';
import { DeliveryLedger } from './delivery-ledger.js';
import { IntegrationsStatus } from './integrations-status.js';
import { ParcelReader } from './parcel.reader.js';
import { ChannelRegistry } from './workers/channel-registry.js';
import { DeliverySubjects } from './workers/delivery-subjects.js';
import { DeliveryWork } from './workers/delivery-work.js';
import { DeliveryWorkers } from './workers/delivery-workers.js';
import { OrderFanOut } from './workers/order-fan-out.js';
import { OrphanedWork } from './workers/orphaned-work.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/**
 * Where orders go after they are placed (CONTRACT.md "Outbound integrations"): the delivery ledger, the
 * fan-out of each order's job into its deliveries, the clients of Telegram, Google Sheets, Meta's
 * Conversions API and the courier, the channels built on them, the workers that run the delivery jobs in
 * every API process, and the console's view of them (the order cards' deliveries, the retry).
 */
@Module({
  imports: [OrdersModule, UsersModule, DomainsModule, ShopProfileModule],
  controllers: [DeliveriesController, CourierStatusController, TelegramConsoleController, WebhooksController],
  providers: [
    DeliveryLedger,
    ParcelReader,
    DeliveryCards,
    TelegramClient,
    GoogleSheetsClient,
    ConversionsApiClient,
    { provide: SHIPMENT_PROVIDER, useClass: TrackifyProvider },
    TelegramChannel,
    SheetsChannel,
    CapiChannel,
    ShipmentChannel,
    ChannelRegistry,
    DeliverySubjects,
    DeliveryWork,
    OrderFanOut,
    DeliveryWorkers,
    OrphanedWork,
    TrackifyWebhookSecrets,
    CourierStatusService,
    TelegramConsole,
    IntegrationsStatus,
    WebhooksService,
  ],
  exports: [GoogleSheetsClient, SHIPMENT_PROVIDER, SheetsChannel, TelegramClient, OrphanedWork, CourierStatusService, TelegramConsole, IntegrationsStatus, WebhooksService],
})
export class DeliveriesModule {}
