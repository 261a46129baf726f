export { localStorageTokenStore, memoryTokenStore, type TokenStore } from './token-store.js';
export { ApiError, createApiClient, readStoredToken, type ApiClient, type ApiClientOptions, type RequestOptions, type SendOptions } from './client.js';
export { errorStatus, messageOr, serverFieldErrors, serverMessage } from './errors.js';
export { ApiProvider, useApi } from './api-context.js';
export { createQueryClient } from './query-client.js';
export { postNdjson, NDJSON_TYPE, type NdjsonAnswer } from './ndjson.js';
