import type { ExperimentArm, ExperimentChanges, ExperimentResponse } from '@cod/contracts';
import type { DataSource } from 'typeorm';

/** A test as stored: the answer's fields but its results, and the Belgrade days it ran (its visitors are counted in them). */
export type ExperimentRow = Omit<ExperimentResponse, 'arms' | 'probabilityBBeatsA'> & { firstDay: string; lastDay: string | null };

const COLUMNS = `id, website_id AS "websiteId", name, changes, split, status, winner,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(stopped_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "stoppedAt",
  to_char((created_at AT TIME ZONE $TZ)::date, 'YYYY-MM-DD') AS "firstDay",
  to_char((stopped_at AT TIME ZONE $TZ)::date, 'YYYY-MM-DD') AS "lastDay"`;
const cols = (tzParam: number) => COLUMNS.replaceAll('$TZ', `$${tzParam}`);

/** A new running test; null when the site already has one (the unique index of running tests). */
export async function insertExperiment(db: DataSource, websiteId: number, name: string, changes: ExperimentChanges, split: number, tz: string): Promise<ExperimentRow | null> {
  const rows: ExperimentRow[] = await db.query(
    `INSERT INTO experiments (website_id, name, changes, split) VALUES ($1, $2, $3, $4)
     ON CONFLICT (website_id) WHERE status = 'running' DO NOTHING
     RETURNING ${cols(5)}`,
    [websiteId, name, JSON.stringify(changes), split, tz],
  );
  return rows[0] ?? null;
}

/** A site's tests, newest first. */
export function experimentsOf(db: DataSource, websiteId: number, tz: string): Promise<ExperimentRow[]> {
  return db.query(`SELECT ${cols(2)} FROM experiments WHERE website_id = $1 ORDER BY id DESC`, [websiteId, tz]);
}

/** The site's running test, if any. */
export async function runningExperiment(db: DataSource, websiteId: number, tz: string): Promise<ExperimentRow | null> {
  const rows: ExperimentRow[] = await db.query(`SELECT ${cols(2)} FROM experiments WHERE website_id = $1 AND status = 'running'`, [websiteId, tz]);
  return rows[0] ?? null;
}

/** Stops a running test with its winner; null when it was not running (already stopped, or not this site's). */
export async function stopExperiment(db: DataSource, websiteId: number, id: number, winner: ExperimentArm, tz: string): Promise<ExperimentRow | null> {
  // TypeORM answers an UPDATE … RETURNING as [rows, affected].
  const [rows] = (await db.query(
    `UPDATE experiments SET status = 'stopped', winner = $3, stopped_at = now() WHERE id = $2 AND website_id = $1 AND status = 'running' RETURNING ${cols(4)}`,
    [websiteId, id, winner, tz],
  )) as [ExperimentRow[], number];
  return rows[0] ?? null;
}
