export { ekavianWords, ijekavianWords, isIjekavianMarket, MARKET_VARIANT_TABLE_SIZE, toMarketVariant, wrongVariantWords } from './market-variant.js';
