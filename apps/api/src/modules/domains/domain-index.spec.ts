import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { DomainEvents } from '../events/index.js';
import { DomainIndex } from './domain-index.js';
import { DomainsRepository } from './domains.repository.js';

interface Row {
  host: string;
  user_id: number;
  verified: boolean;
  is_primary: boolean;
}

/** The index over an in-memory `domains` table (the SQL it sends is answered from `rows`). */
function indexOver(rows: Row[]) {
  const dataSource = {
    query: async (_sql: string, params?: unknown[]) => (params ? rows.filter((r) => r.user_id === params[0]) : rows),
  } as unknown as DataSource;
  const events = { on: () => () => undefined } as unknown as DomainEvents;
  return new DomainIndex(new DomainsRepository(dataSource), events);
}

describe('DomainIndex', () => {
  it('a verified host belongs to its seller; www. + it too; unverified hosts are not allowed', async () => {
    const index = indexOver([
      { host: 'prodavnica.rs', user_id: 1, verified: true, is_primary: true },
      { host: 'druga.rs', user_id: 1, verified: false, is_primary: false },
    ]);
    await index.onModuleInit();
    expect(index.find('prodavnica.rs')).toMatchObject({ userId: 1, verified: true });
    expect(index.find('www.prodavnica.rs')).toMatchObject({ userId: 1 });
    expect(index.allowed('WWW.Prodavnica.rs.')).toBe(true);
    expect(index.allowed('druga.rs')).toBe(false);
    expect(index.find('druga.rs')).toMatchObject({ verified: false });
    expect(index.productionHostOf(1)).toBe('prodavnica.rs');
  });

  it("another seller's unverified claim of the same host is kept: it is what remains when the verified one leaves", async () => {
    const rows: Row[] = [
      { host: 'sporni.rs', user_id: 2, verified: false, is_primary: false },
      { host: 'sporni.rs', user_id: 1, verified: true, is_primary: true },
    ];
    const index = indexOver(rows);
    await index.onModuleInit();
    expect(index.find('sporni.rs')).toMatchObject({ userId: 1, verified: true });
    rows.splice(1, 1); // seller 1 removes it
    await index.reloadUser(1);
    expect(index.find('sporni.rs')).toMatchObject({ userId: 2, verified: false });
    expect(index.allowed('sporni.rs')).toBe(false);
    expect(index.productionHostOf(1)).toBeNull();
  });

  it('the primary is the production host, else the first verified one', async () => {
    const rows: Row[] = [
      { host: 'a.rs', user_id: 3, verified: true, is_primary: false },
      { host: 'b.rs', user_id: 3, verified: true, is_primary: true },
    ];
    const index = indexOver(rows);
    await index.onModuleInit();
    expect(index.productionHostOf(3)).toBe('b.rs');
    rows[1].is_primary = false;
    await index.reloadUser(3);
    expect(index.productionHostOf(3)).toBe('a.rs');
  });
});
