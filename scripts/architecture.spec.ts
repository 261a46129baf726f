import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout rules of ARCHITECTURE.md, checked on the source: workspaces depend downwards only, no
 * import cycle anywhere, and an API module is entered only through its index.ts (its public surface).
 */
const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['libs/contracts/src', 'libs/ui/src', 'libs/dashboard/src', 'apps/api/src', 'apps/web/src', 'apps/desktop/src'];
const isTest = (file: string) => /\.(spec|test|e2e-spec)\.tsx?$/.test(file) || /[\\/](test|testing)[\\/]/.test(file);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every module a file names: static imports and re-exports (type-only ones too), dynamic imports of literals. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)) found.push(m[1]);
  for (const m of text.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(m[1]);
  for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(m[1]);
  return found;
}

/** A relative specifier as the file it names ('./x.js' → x.ts or x.tsx), or null for packages and assets. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]) if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  return null;
}

function graphOf(files: string[]): Map<string, string[]> {
  return new Map(files.map((f) => [f, specifiersOf(f).map((s) => resolve(f, s)).filter((t): t is string => t !== null)]));
}

/** The cycles of a directed graph (Tarjan's strongly connected components of more than one node, or a self-loop). */
function cycles<T>(graph: Map<T, T[]>): T[][] {
  let index = 0;
  const stack: T[] = [];
  const onStack = new Set<T>();
  const idx = new Map<T, number>();
  const low = new Map<T, number>();
  const found: T[][] = [];
  const visit = (v: T) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: T[] = [];
      let w: T;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const rel = (f: string) => path.relative(root, f);

describe('architecture', () => {
  it('finds cycles (the checker itself)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]);
    expect(cycles(g).map((c) => c.sort())).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it.each(WORKSPACES)('%s has no import cycle', (workspace) => {
    const graph = graphOf(sourceFiles(path.join(root, workspace)));
    expect(cycles(graph).map((c) => c.map(rel))).toEqual([]);
  });

  it('workspaces depend downwards only: contracts ← ui ← dashboard ← apps', () => {
    const allowed: Record<string, RegExp> = {
      'libs/contracts/src': /^$/,
      'libs/ui/src': /^$/,
      'libs/dashboard/src': /^@cod\/(contracts|ui)(\/testing)?$/,
      'apps/api/src': /^@cod\/contracts(\/openapi)?$/,
      'apps/web/src': /^@cod\/(contracts|ui|dashboard)(\/testing)?$/,
      'apps/desktop/src': /^@cod\/(contracts|ui|dashboard)$/,
    };
    const wrong: string[] = [];
    for (const workspace of WORKSPACES) {
      for (const file of sourceFiles(path.join(root, workspace))) {
        for (const spec of specifiersOf(file)) {
          if (spec.startsWith('@cod/') && !allowed[workspace].test(spec)) wrong.push(`${rel(file)} → ${spec}`);
          // Relative imports stay inside the workspace (its tests may use its test/ folder).
          if (spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(path.join(root, path.dirname(workspace)) + path.sep)) wrong.push(`${rel(file)} → ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the contracts are plain TypeScript: no framework, no Node; their one package is the schema library', () => {
    // valibot: the request schemas (forms, server, API reference); its JSON Schema converter and the typed client's
    // fetch wrapper only in the reference's own entry.
    const allowed = (file: string, s: string) => s === 'valibot' || (['@valibot/to-json-schema', 'openapi-fetch'].includes(s) && rel(file).startsWith('libs/contracts/src/openapi/'));
    const wrong = sourceFiles(path.join(root, 'libs/contracts/src'))
      .filter((f) => !isTest(f))
      .flatMap((f) => specifiersOf(f).filter((s) => !s.startsWith('.') && !allowed(f, s)).map((s) => `${rel(f)} → ${s}`));
    expect(wrong).toEqual([]);
  });

  it('production code never imports the test fixtures', () => {
    const wrong = WORKSPACES.flatMap((w) => sourceFiles(path.join(root, w)))
      .filter((f) => !isTest(f))
      .flatMap((f) => specifiersOf(f).filter((s) => s === '@cod/contracts/testing').map(() => rel(f)));
    expect(wrong).toEqual([]);
  });

  describe('API modules', () => {
    const api = path.join(root, 'apps/api/src');
    const modules = path.join(api, 'modules');
    const files = sourceFiles(api).filter((f) => !isTest(f));
    const moduleOf = (f: string) => (f.startsWith(modules + path.sep) ? path.relative(modules, f).split(path.sep)[0] : null);

    it('every module has an index.ts, and other modules enter only through it', () => {
      const names = fs.readdirSync(modules);
      expect(names.filter((m) => !fs.existsSync(path.join(modules, m, 'index.ts')))).toEqual([]);
      const wrong: string[] = [];
      for (const file of files) {
        for (const target of graphOf([file]).get(file)!) {
          const from = moduleOf(file);
          const to = moduleOf(target);
          if (to && from !== to && target !== path.join(modules, to, 'index.ts')) wrong.push(`${rel(file)} → ${rel(target)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('common/, config/, database/ and web/ never reach up into modules/', () => {
      const wrong = files
        // The composition root (the module list, start-up, shutdown, the entry) wires the modules together.
        .filter((f) => !moduleOf(f) && !/[\\/](app\.module|bootstrap|graceful-stop|main)\.ts$/.test(f))
        .flatMap((f) => graphOf([f]).get(f)!.filter((t) => moduleOf(t)).map((t) => `${rel(f)} → ${rel(t)}`));
      expect(wrong).toEqual([]);
    });

    it('orders is checkout and the console: it never imports deliveries (where orders go after checkout)', () => {
      const wrong = files
        .filter((f) => moduleOf(f) === 'orders')
        .flatMap((f) => graphOf([f]).get(f)!.filter((t) => moduleOf(t) === 'deliveries').map((t) => `${rel(f)} → ${rel(t)}`));
      expect(wrong).toEqual([]);
    });

    it('the modules depend on each other without a cycle', () => {
      const graph = new Map<string, string[]>();
      for (const file of files) {
        const from = moduleOf(file);
        if (!from) continue;
        const targets = graphOf([file]).get(file)!.map(moduleOf).filter((m): m is string => !!m && m !== from);
        graph.set(from, [...new Set([...(graph.get(from) ?? []), ...targets])]);
      }
      expect(cycles(graph)).toEqual([]);
    });
  });
});

describe('template traits', () => {
  const TRAITS_FILE = path.join(root, 'libs/contracts/src/template-traits.ts');
  // A stored template name as a string or a key; prose in comments ("the Sales Template's banner") may name them.
  const NAME = /(['"`])(Minimalistic|Sales Template|Advertorial Template)\1|\bMinimalistic\s*:|\.Minimalistic\b/;
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

  it('finds a name literal (the checker itself)', () => {
    expect(NAME.test(withoutComments("if (t === 'Sales Template') go();"))).toBe(true);
    expect(NAME.test(withoutComments('const x = { Minimalistic: [] };'))).toBe(true);
    expect(NAME.test(withoutComments("/** The Sales Template's banner. */\n// 'Advertorial Template' only\nconst url = 'https://x';"))).toBe(false);
  });

  const GENERATED_API_TYPES = path.join(root, 'libs/contracts/src/openapi/api-types.ts');
  it('no template name literal in production source outside the traits table (migrations are history)', () => {
    const wrong = WORKSPACES.flatMap((w) => sourceFiles(path.join(root, w)))
      // The typed client's types are generated from the API reference, which takes the names from the traits.
      .filter((f) => !isTest(f) && f !== TRAITS_FILE && f !== GENERATED_API_TYPES && !/[\\/]migrations[\\/]/.test(f))
      .filter((f) => NAME.test(withoutComments(fs.readFileSync(f, 'utf8'))))
      .map(rel);
    expect(wrong).toEqual([]);
  });
});

/**
 * Data access (ARCHITECTURE.md "Data access"): SQL only in `<table>.repository.ts` / `<table>.table.ts` files and
 * `apps/api/src/database/**`, and a table written only by the module that owns it.
 */
const API_SRC = path.join(root, 'apps/api/src');

/** Who may write each table (INSERT, UPDATE, DELETE, a TypeORM repository of its entity): a folder of apps/api/src. `*` stands for any name. */
const TABLE_OWNERS: Record<string, string> = {
  users: 'modules/users',
  sessions: 'modules/auth',
  login_failures: 'modules/auth',
  api_tokens: 'modules/auth',
  websites: 'modules/websites',
  website_versions: 'modules/websites',
  upsell_products: 'modules/upsells',
  domains: 'modules/domains',
  shop_profiles: 'modules/shop-profile',
  rate_limit_hits: 'common/rate-limit',
  orders: 'modules/orders',
  upsell_orders: 'modules/orders',
  order_status_changes: 'modules/orders',
  order_blocks: 'modules/orders',
  order_fanout: 'modules/orders',
  order_notes: 'modules/orders',
  order_customer_changes: 'modules/orders',
  shipment_events: 'modules/orders',
  trackify_webhook_secrets: 'modules/deliveries',
  integration_status: 'modules/deliveries',
  webhook_endpoints: 'modules/deliveries',
  webhook_deliveries: 'modules/deliveries',
  deliveries: 'modules/deliveries',
  events: 'modules/events',
  analytics_events: 'modules/analytics',
  analytics_visitors: 'modules/analytics',
  analytics_daily: 'modules/analytics',
  analytics_salts: 'modules/analytics',
  analytics_events_default: 'modules/analytics',
  experiments: 'modules/analytics',
  'pgboss.*': 'modules/jobs',
  api_processes: 'modules/jobs',
  migrations: 'database',
};

/** What reaches the database: a query call on a client, pool, DataSource or EntityManager, or TypeORM's repositories. */
const SQL_CALL =
  /\.(query|executeSql)\s*(<[^>]*>)?\s*\(|\bcreateQueryBuilder\b|\bgetRepository\b|\bInjectRepository\b|\bRepository</;
const DATA_SOURCE_CALL = /\b(dataSource|manager)\s*\.\s*(query|transaction|getRepository|createQueryBuilder|find\w*|save|insert|update|upsert|delete|remove|count|exists)\b/;
const sqlCallsIn = (text: string) => text.split('\n').filter((line) => SQL_CALL.test(line) || DATA_SOURCE_CALL.test(line));

const tablePattern = (table: string) => table.replace(/\./g, '\\.').replace(/\*/g, '\\w+');
/** The tables a text writes with SQL (keywords in capitals, as the code writes them; `FOR UPDATE` and `DO UPDATE SET` are not writes). */
function tablesWritten(text: string): string[] {
  const written = new Set<string>();
  for (const table of Object.keys(TABLE_OWNERS)) {
    const write = new RegExp(`(\\bINSERT\\s+INTO|(?<!\\b(?:FOR|DO)\\s+)\\bUPDATE|\\bDELETE\\s+FROM|\\bTRUNCATE(?:\\s+TABLE)?)\\s+"?${tablePattern(table)}"?(?![\\w.])`);
    if (write.test(text)) written.add(table);
  }
  return [...written];
}

/** The TypeORM entities of the API and their tables (`@Entity('table') export class Name`). */
function entityTables(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const f of files) for (const m of fs.readFileSync(f, 'utf8').matchAll(/@Entity\(\s*'([^']+)'\s*\)\s*export\s+class\s+(\w+)/g)) found.set(m[2], m[1]);
  return found;
}

describe('data access', () => {
  const files = sourceFiles(API_SRC).filter((f) => !isTest(f));
  const place = (f: string) => path.relative(API_SRC, f).split(path.sep).join('/');
  const under = (f: string, folder: string) => place(f) === folder || place(f).startsWith(`${folder}/`);
  const checked = files.filter((f) => !under(f, 'database'));

  it('finds queries and writes (the checker itself)', () => {
    expect(sqlCallsIn(`const rows = await this.dataSource.query('SELECT 1');`)).toHaveLength(1);
    expect(sqlCallsIn(`const { rows } = await client.query<Row>(SQL, [id]);`)).toHaveLength(1);
    expect(sqlCallsIn(`@InjectRepository(User) private readonly repo: Repository<User>`)).toHaveLength(1);
    expect(sqlCallsIn(`await this.dataSource.transaction(async (m) => {`)).toHaveLength(1);
    expect(sqlCallsIn(`return this.repo.findById(id); // req.query.page`)).toEqual([]);
    expect(tablesWritten(`UPDATE users SET custom_domain = $2`)).toEqual(['users']);
    expect(tablesWritten(`DELETE FROM upsell_products WHERE website_id = $1`)).toEqual(['upsell_products']);
    expect(tablesWritten(`INSERT INTO orders (user_id) VALUES ($1)`)).toEqual(['orders']);
    expect(tablesWritten(`UPDATE pgboss.job SET state = 'retry'`)).toEqual(['pgboss.*']);
    expect(tablesWritten(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`)).toEqual([]);
    expect(tablesWritten(`INSERT INTO rate_limit_hits AS h VALUES (1) ON CONFLICT (k) DO UPDATE SET count = h.count + 1`)).toEqual(['rate_limit_hits']);
    expect(tablesWritten(`INSERT INTO orders_archive (id) VALUES (1)`)).toEqual([]);
  });

  it('SQL lives only in <table>.repository.ts, <table>.table.ts and database/', () => {
    const wrong = checked
      .filter((f) => !/\.(repository|table)\.ts$/.test(f))
      .flatMap((f) => sqlCallsIn(fs.readFileSync(f, 'utf8')).map((line) => `${rel(f)}: ${line.trim()}`));
    expect(wrong).toEqual([]);
  });

  it('a TypeORM entity is a value only in its repository and its module (elsewhere a type)', () => {
    const wrong: string[] = [];
    for (const f of checked.filter((f) => !/\.(repository|module)\.ts$/.test(f))) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/^\s*(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+\.entity\.js)'/gm)) {
        const values = m[2] ? [] : m[3].split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
        if (values.length) wrong.push(`${rel(f)}: ${values.join(', ')} from ${m[4]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every table has an owner, and only its owner writes it', () => {
    const created = sourceFiles(path.join(API_SRC, 'database/migrations')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(\w+)/g)].map((m) => m[1]),
    );
    expect(created.filter((t) => !(t in TABLE_OWNERS))).toEqual([]);
    expect(Object.values(TABLE_OWNERS).filter((owner) => !fs.existsSync(path.join(API_SRC, owner)))).toEqual([]);

    const entities = entityTables(files);
    const wrong: string[] = [];
    for (const f of checked) {
      const text = fs.readFileSync(f, 'utf8');
      for (const table of tablesWritten(text)) if (!under(f, TABLE_OWNERS[table])) wrong.push(`${rel(f)} writes ${table} (owner: ${TABLE_OWNERS[table]})`);
      for (const [entity, table] of entities) {
        const repository = new RegExp(`(Repository<\\s*${entity}\\s*>|getRepository\\(\\s*${entity}\\s*\\)|InjectRepository\\(\\s*${entity}\\s*\\)|forFeature\\(\\[[^\\]]*\\b${entity}\\b)`);
        if (repository.test(text) && !under(f, TABLE_OWNERS[table])) wrong.push(`${rel(f)} holds a repository of ${entity} (owner: ${TABLE_OWNERS[table]})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('one price', () => {
  const production = WORKSPACES.flatMap((d) => sourceFiles(path.join(root, d))).filter((f) => !isTest(f));
  /** A saving computed by arithmetic ('savings: a - b', 'const saving = x * 2 - y'). */
  const SAVING_ARITHMETIC = /\bsavings?\s*[:=]\s*[^;\n]*?[\w)\]]\s*[-+*/]\s*[\w(]/;
  const PRICING = path.join(root, 'libs/contracts/src/pricing.ts');

  it('finds a saving computed by arithmetic (the checker itself)', () => {
    expect(SAVING_ARITHMETIC.test('const saving = anchorOld - anchorNow;')).toBe(true);
    expect(SAVING_ARITHMETIC.test('savings: Math.max(0, roundMoney(original - current, currency)),')).toBe(true);
    expect(SAVING_ARITHMETIC.test('savings: fromMinor(saving),')).toBe(false);
    expect(SAVING_ARITHMETIC.test("const savings = offerSaving(original, price, currency || 'RSD');")).toBe(false);
  });

  it('savings are computed only in contracts pricing.ts (anchoringOf, offerSaving, packSaving)', () => {
    const wrong = production
      .filter((f) => f !== PRICING)
      .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').filter((line) => SAVING_ARITHMETIC.test(line)).map((line) => `${rel(f)}: ${line.trim()}`));
    expect(wrong).toEqual([]);
  });

  it("a site's price is stored once (websites.offers): no code but the migrations names the old price columns", () => {
    const OLD = /\b(current_price|original_price|price_anchoring|quantity_offers)\b/;
    const wrong = production
      .filter((f) => f.startsWith(path.join(root, 'apps/api/src')) && !f.includes(`${path.sep}migrations${path.sep}`) && !f.includes(`${path.sep}products${path.sep}`))
      .filter((f) => OLD.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(wrong).toEqual([]);
  });
});

describe('comments', () => {
  it('tell why, not the history: no "issue N" in the source, its tests, e2e/ or bench/ (history belongs in git)', () => {
    const dirs = [...WORKSPACES, 'apps/api/test', 'e2e', 'bench', 'scripts'];
    const files = dirs.flatMap((d) => sourceFiles(path.join(root, d)).concat(d === 'bench' || d === 'e2e' || d === 'scripts' ? mjsFiles(path.join(root, d)) : []));
    const narrating = files.filter((f) => !f.endsWith('architecture.spec.ts') && /\bissues? \d+/i.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(narrating).toEqual([]);
  });
});

function mjsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mjsFiles(path.join(dir, e.name)) : e.name.endsWith('.mjs') ? [path.join(dir, e.name)] : []));
}
