// The API reference's view of the contracts: '@cod/contracts/openapi'. The server's GET /api/openapi.json
// converts the request schemas with it, and scripts call the API through the typed client generated from
// that document. Kept apart from the main entry: nothing of it reaches the forms or the visitors' pages.
export * from './request-schema.js';
export * from './client.js';
