export { ProductsModule } from './products.module.js';
export type { ExtractedProduct, ProductSource } from './product.types.js';
export { ProductReader, MAX_PRODUCT_PAGE_BYTES, type ProductReaderOptions, type ProductReadResult } from './product-reader.js';
export { PRODUCT_READ_WARNINGS } from './product-read-warnings.js';
