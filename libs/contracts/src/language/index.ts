export { ekavianWords, ijekavianWords, isIjekavianMarket, MARKET_VARIANT_TABLE_SIZE, toEkavian, toMarketVariant, wrongVariantWords } from './market-variant.js';
