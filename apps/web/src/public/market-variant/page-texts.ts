import { API_ERRORS, ORDER_MESSAGES, isIjekavianMarket, toMarketVariant } from '@cod/contracts';

/** The messages an island may show a buyer: the order and upsell messages and the server's errors. */
const ISLAND_MESSAGES: readonly string[] = [...new Set<unknown>([...Object.values(ORDER_MESSAGES), ...Object.values(API_ERRORS)])].filter((v): v is string => typeof v === 'string');

const cache = new Map<string, Record<string, string> | undefined>();

/** Original → converted, for the messages that differ in the market's variant (none for Serbia). */
export function islandTextsFor(market: string): Record<string, string> | undefined {
  if (!isIjekavianMarket(market)) return undefined;
  if (!cache.has(market)) {
    const out: Record<string, string> = {};
    for (const text of ISLAND_MESSAGES) {
      const converted = toMarketVariant(text, market);
      if (converted !== text) out[text] = converted;
    }
    cache.set(market, Object.keys(out).length ? out : undefined);
  }
  return cache.get(market);
}
