import {
  API,
  GENERATION_STEPS,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_FIELD,
  type CreateWebsiteRequest,
  type CreateWebsiteResponse,
  type GenerationEvent,
  type GenerationStep,
  type ImageUploadResponse,
  type ProductReadRequest,
  type ProductReadResponse,
} from '@cod/contracts';
import { ApiError, type ApiClient } from '../../../api/client.js';
import { serverMessage } from '../../../api/errors.js';
import { postNdjson } from '../../../api/ndjson.js';

export type StepEvent = Extract<GenerationEvent, { type: 'step' }>;

const isStep = (value: unknown): value is GenerationStep => GENERATION_STEPS.includes(value as GenerationStep);

function asEvent(value: unknown): GenerationEvent | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (v.type === 'step' && isStep(v.step) && (v.status === 'started' || v.status === 'done')) return v as StepEvent;
  if (v.type === 'result' && v.result && typeof v.result === 'object') return v as GenerationEvent;
  if (v.type === 'error') return v as GenerationEvent;
  return undefined;
}

/** A failure reported inside the stream, shaped like an HTTP error so `messageOr` finds its message. */
function streamError(event: Extract<GenerationEvent, { type: 'error' }>): ApiError {
  const status = typeof event.statusCode === 'number' ? event.statusCode : 500;
  return new ApiError(status, JSON.stringify({ statusCode: status, message: event.message }), 'Error');
}

const isCreateResponse = (value: unknown): value is CreateWebsiteResponse =>
  !!value && typeof value === 'object' && 'website' in value && !!(value as { website?: unknown }).website;

/**
 * POST /api/sync/create-website with live progress: asks for the NDJSON stream and hands every
 * step event to `onStep`; resolves with the final result, throws an ApiError for a 4xx answer or
 * an error event. A server that answers plain JSON (201) works too (no step events then).
 */
export async function createWebsite(
  api: ApiClient,
  body: CreateWebsiteRequest,
  onStep: (event: StepEvent) => void = () => {},
): Promise<CreateWebsiteResponse> {
  let result: CreateWebsiteResponse | undefined;
  let failure: ApiError | undefined;
  const handle = (value: unknown) => {
    const event = asEvent(value);
    if (!event || result || failure) return;
    if (event.type === 'step') onStep(event);
    else if (event.type === 'result') result = event.result;
    else failure = streamError(event);
  };
  const answer = await postNdjson(api, API.sync.createWebsite, body, handle);
  if (!answer.streamed) {
    if (asEvent(answer.json)) handle(answer.json);
    else if (isCreateResponse(answer.json)) result = answer.json;
  }
  if (failure) throw failure;
  if (!result) throw new Error('create-website: the answer carried no result');
  return result;
}

/** Thrown for an upload the server refused or answered without an image URL. */
export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

/**
 * POST /api/images/upload (multipart field `image`). The answer must carry success and imageUrl
 * (spec 000 §5); otherwise the server's reason is thrown.
 */
export async function uploadImage(api: ApiClient, file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  const res = await api.send('POST', API.images.upload, { formData: form });
  const text = await res.text().catch(() => '');
  if (!res.ok) {
    const error = new ApiError(res.status, text, res.statusText);
    throw new ImageUploadError(serverMessage(error) ?? error.message);
  }
  let answer: ImageUploadResponse | null = null;
  try {
    answer = text ? (JSON.parse(text) as ImageUploadResponse) : null;
  } catch {
    answer = null;
  }
  if (!answer?.success || typeof answer.imageUrl !== 'string' || !answer.imageUrl) {
    throw new ImageUploadError(answer?.error || IMAGE_MESSAGES.uploadFailedTitle);
  }
  return answer.imageUrl;
}

/** POST /api/products/read: what the seller's product page says, prices in the market's currency. */
export function readProduct(api: ApiClient, body: ProductReadRequest, signal?: AbortSignal): Promise<ProductReadResponse> {
  return api.post<ProductReadResponse>(API.products.read, body, { signal });
}
