import { Foundation1763800000000 } from './1763800000000-Foundation.js';
import { Orders1764000000000 } from './1764000000000-Orders.js';
import { WebsiteTestFlag1764100000000 } from './1764100000000-WebsiteTestFlag.js';
import { OrdersConsole1764200000000 } from './1764200000000-OrdersConsole.js';
import { Integrations1764300000000 } from './1764300000000-Integrations.js';
import { Websites1763900000000 } from './1763900000000-Websites.js';
import { WebsiteVersions1764450000000 } from './1764450000000-WebsiteVersions.js';
import { Domains1764500000000 } from './1764500000000-Domains.js';
import { DomainRecheck1764600000000 } from './1764600000000-DomainRecheck.js';
import { ShopProfiles1764700000000 } from './1764700000000-ShopProfiles.js';
import { LoginFailuresByAddress1764810000000 } from './1764810000000-LoginFailuresByAddress.js';
import { AddressKeys1764850000000 } from './1764850000000-AddressKeys.js';
import { OnePrice1764900000000 } from './1764900000000-OnePrice.js';
import { MinorUnitMoney1764950000000 } from './1764950000000-MinorUnitMoney.js';
import { OrderFanout1765000000000 } from './1765000000000-OrderFanout.js';
import { ProcessHeartbeats1766000000000 } from './1766000000000-ProcessHeartbeats.js';
import { SellerRunOrders1766100000000 } from './1766100000000-SellerRunOrders.js';
import { CourierAnswers1766200000000 } from './1766200000000-CourierAnswers.js';
import { IntegrationStatus1766300000000 } from './1766300000000-IntegrationStatus.js';
import { DomainLastCheck1766400000000 } from './1766400000000-DomainLastCheck.js';
import { Funnel1766500000000 } from './1766500000000-Funnel.js';
import { DeliveryBacklogIndex1766600000000 } from './1766600000000-DeliveryBacklogIndex.js';
import { ApiTokens1766700000000 } from './1766700000000-ApiTokens.js';
import { Webhooks1766800000000 } from './1766800000000-Webhooks.js';
import { WebhookQueueByStatement1766900000000 } from './1766900000000-WebhookQueueByStatement.js';
import { FanoutClaimedByDelete1767000000000 } from './1767000000000-FanoutClaimedByDelete.js';

/** Every migration, in order. Listed explicitly: globbing compiled ESM files is fragile. */
export const MIGRATIONS = [Foundation1763800000000, Websites1763900000000, Orders1764000000000, WebsiteTestFlag1764100000000, OrdersConsole1764200000000, Integrations1764300000000, WebsiteVersions1764450000000, Domains1764500000000, DomainRecheck1764600000000, ShopProfiles1764700000000, LoginFailuresByAddress1764810000000, AddressKeys1764850000000, OnePrice1764900000000, MinorUnitMoney1764950000000, OrderFanout1765000000000, ProcessHeartbeats1766000000000, SellerRunOrders1766100000000, CourierAnswers1766200000000, IntegrationStatus1766300000000, DomainLastCheck1766400000000, Funnel1766500000000, DeliveryBacklogIndex1766600000000, ApiTokens1766700000000, Webhooks1766800000000, WebhookQueueByStatement1766900000000, FanoutClaimedByDelete1767000000000];
