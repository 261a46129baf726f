import { Injectable } from '@nestjs/common';
import { csvCell, ORDER_EXPORT_COLUMNS, orderExportRow, type OrderListQuery } from '@cod/contracts';
import type { ServerResponse } from 'node:http';
import { OrderListReader } from './order-list.reader.js';
import type { OrderScope } from './order-scope.js';

const PAGE = 2_000;
const BOM = '\uFEFF';
const line = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`;

/**
 * GET /api/orders/export.csv (CONTRACT.md): the list's filters, UTF-8 with a BOM (Excel reads the
 * letters right), ';'-separated (what Excel expects with a Serbian locale), formula cells neutralised,
 * streamed page by page so any number of orders fits.
 */
@Injectable()
export class OrderExport {
  constructor(private readonly reader: OrderListReader) {}

  async write(res: ServerResponse, scope: OrderScope, query: OrderListQuery): Promise<void> {
    let page = await this.reader.page(scope, query, null, PAGE);
    const day = new Date().toISOString().slice(0, 10);
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="narudzbine-${day}.csv"`,
      'cache-control': 'no-store',
    });
    res.write(BOM + line(ORDER_EXPORT_COLUMNS));
    for (;;) {
      if (!res.write(page.items.map((order) => line(orderExportRow(order))).join(''))) await new Promise((r) => res.once('drain', r));
      if (!page.next) break;
      page = await this.reader.page(scope, query, page.next, PAGE);
    }
    res.end();
  }
}
