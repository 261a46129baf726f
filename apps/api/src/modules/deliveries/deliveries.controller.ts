import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { API, INTEGRATION_MESSAGES, isDeliveryChannel, routeOf } from '@cod/contracts';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { CurrentUser } from '../auth/index.js';
import { ORDER_ID_RE, scopeOf } from '../orders/index.js';
import type { User } from '../users/index.js';
import { DeliveryLedger } from './delivery-ledger.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

/** The console's calls on deliveries (CONTRACT.md "Outbound integrations"). */
@Controller()
export class DeliveriesController {
  constructor(private readonly ledger: DeliveryLedger) {}

  /** A failed delivery sent again: the admin, or the owner of the order's website. */
  @Post(routeOf(API.orders.retryDelivery(':orderId', ':channel')))
  @Scopes('orders:write')
  @HttpCode(200)
  retry(@CurrentUser() user: User, @Param('orderId') orderId: string, @Param('channel') channel: string) {
    if (!isDeliveryChannel(channel) || !ORDER_ID_RE.test(orderId)) throw new NotFoundError(INTEGRATION_MESSAGES.deliveryNotFound);
    return this.ledger.retry(scopeOf(user), orderId, channel);
  }
}
