export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.js';
export {
  safeFetch,
  createSafeFetch,
  SAFE_FETCH_DEFAULTS,
  type SafeFetch,
  type SafeFetchOptions,
  type SafeFetchResponse,
} from './safe-fetch.js';
export { isBlockedAddress } from './ip-address.js';
export type { HostLookup, ResolvedAddress } from './resolve-target.js';
