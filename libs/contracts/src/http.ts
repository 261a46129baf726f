/** Every error answer of the API (CONTRACT.md): `message` is the Serbian text. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Per-field messages when a request body failed validation. */
  errors?: Record<string, string>;
}

/** GET /api/health: the database answers. */
export interface HealthAnswer {
  status: 'ok';
}

/** GET /api/health/ready: 200 once migrations are done and the database answers; 503 with the error fields otherwise. */
export type NotReadyReason = 'migrations-pending' | 'database-unreachable' | 'database-timeout' | 'shutting-down';
export type ReadinessAnswer =
  | { ready: true; database: 'ok'; migrations: 'done' }
  | { ready: false; reason: NotReadyReason; statusCode: number; message: string; error: string };

/** What a call of another service (a webhook of ours) is answered when taken. */
export interface OkAnswer {
  ok: true;
}
