import { Injectable } from '@nestjs/common';
import { CapiChannel } from '../capi/capi.channel.js';
import { SheetsChannel } from '../sheets/sheets.channel.js';
import { ShipmentChannel } from '../shipments/shipment.channel.js';
import { TelegramChannel } from '../telegram/telegram.channel.js';
import type { ChannelHandler } from './channel-handler.js';

/** Every delivery channel, in the order /orders lists them. */
@Injectable()
export class ChannelRegistry {
  readonly all: ChannelHandler[];

  constructor(telegram: TelegramChannel, sheets: SheetsChannel, capi: CapiChannel, shipment: ShipmentChannel) {
    this.all = [telegram, sheets, capi, shipment];
  }
}
