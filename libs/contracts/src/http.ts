/** Every error answer of the API (CONTRACT.md): `message` is the Serbian text. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Per-field messages when a request body failed validation. */
  errors?: Record<string, string>;
}
