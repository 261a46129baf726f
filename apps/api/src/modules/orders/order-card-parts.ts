import { Injectable } from '@nestjs/common';
import type { OrderListItem } from '@cod/contracts';

/** A part of the order cards that another module owns and fills in (the deliveries of each order and upsell). */
export interface OrderCardPart {
  fill(items: OrderListItem[]): Promise<void>;
}

/**
 * The parts of the console's order cards that the orders module does not own: the modules that own them
 * register here, so orders lists them without knowing those modules.
 */
@Injectable()
export class OrderCardParts {
  private readonly parts: OrderCardPart[] = [];

  register(part: OrderCardPart) {
    this.parts.push(part);
  }

  async fill(items: OrderListItem[]): Promise<void> {
    if (items.length) for (const part of this.parts) await part.fill(items);
  }
}
