import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../test/auth-helpers';
import { queryRows } from '../test/sql';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every operation of the OpenAPI document, called with inputs generated from its own JSON
 * schema: valid-shaped ones (with real ids of the demo school, so the handlers run past
 * validation) and hostile ones (NUL bytes, lone surrogates, bidi marks, impossible and
 * far dates, numbers past bigint, wrong types, deep nesting, long text, broken bodies).
 * No answer may be a 5xx. The work is a fixed number of runs per operation with a fixed
 * seed (FUZZ_RUNS and FUZZ_SEED change them when hunting), never a time limit.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 15_04);

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  isPublic: boolean;
};
type Input = { url: string; payload?: unknown; raw?: { contentType: string; body: string } };

let t: TestApp;
let token: string;
let operations: Operation[];
/** Ids of the demo business's own rows: a uuid field draws from them so handlers find their rows. */
let ids: string[];

const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe\u202C',
  '\u2066Ayşe\u2069',
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '-infinity',
  '1970-13-01',
  '2026-11-23T25:61:00Z',
  '99999999999999999999',
  '9223372036854775808',
  '-9223372036854775809',
  '1e309',
  'NaN',
  '-1',
  '',
  '   ',
  "' or 1=1 --",
  '%',
  '../../etc/passwd',
  '{"a":1}',
  'İı'.repeat(600),
  'x'.repeat(20_000),
] as const;
const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  1.5,
  -1,
  0,
  9.223372036854776e19,
] as const;
const nested = (depth: number): unknown => {
  let v: unknown = 'dip';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, ['a'], { $gt: '' }, nested(200)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const recentDay = fc
  .date({ min: new Date('2026-09-01T00:00:00Z'), max: new Date('2026-11-20T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const money = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((n) => `${n},00`),
  fc.integer({ min: 1, max: 1_000_000 }),
);

const uuid = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid() });

/** A field the schema leaves open (a rule-checked value): guessed from its name. */
const byName = (name: string): fc.Arbitrary<unknown> => {
  if (/id$/i.test(name)) return uuid();
  if (/(on|date|day|from|to|until|since)$/i.test(name)) return fc.oneof(recentDay, day);
  if (/amount|price|balance|counted|fee|total|discount|money/i.test(name)) return money;
  if (/phone|gsm/i.test(name)) return fc.constant('0(532) 123 45 67');
  if (/mail/i.test(name)) return fc.constant('deneme@ornek.test');
  if (/time|at$/i.test(name)) return fc.constantFrom('09:00', '13:30');
  if (/iban/i.test(name)) return fc.constant('TR330006100519786457841326');
  if (/citizen|tc/i.test(name)) return fc.constant('10000000146');
  return fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 100 }), fc.boolean());
};

const valid = (schema: Schema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 6) return byName(name);
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (alternatives?.length) arb = fc.oneof(...alternatives.map((s) => valid(s, name, depth + 1)));
  else if (schema.allOf?.length) arb = valid(schema.allOf[0], name, depth + 1);
  else if (schema.const !== undefined) arb = fc.constant(schema.const);
  else if (schema.enum?.length) arb = fc.constantFrom(...schema.enum);
  else {
    const type = schema.properties ? 'object' : Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') arb = uuid();
        else if (schema.format === 'date') arb = fc.oneof(recentDay, day);
        else if (schema.format === 'date-time') arb = day.map((d) => `${d}T08:00:00.000Z`);
        else if (schema.format === 'email') arb = fc.constant('deneme@ornek.test');
        else if (schema.pattern)
          arb = fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 1e4));
        else
          arb = fc.oneof(
            byName(name).map((v) => String(v).slice(0, schema.maxLength ?? 1e4)),
            fc.string({ minLength: schema.minLength ?? 1, maxLength: Math.min(schema.maxLength ?? 30, 30) }),
          );
        break;
      case 'integer':
      case 'number':
        arb = fc.integer({
          min: Math.max(schema.minimum ?? -1000, -1_000_000),
          max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
        });
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'array':
        arb = fc.array(valid(schema.items, name, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
        break;
      case 'object': {
        const props = Object.entries(schema.properties ?? {});
        arb = fc.record(Object.fromEntries(props.map(([k, s]) => [k, valid(s, k, depth + 1)])));
        break;
      }
      default:
        arb = byName(name);
    }
  }
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: arb }, fc.constant(null)) : arb;
};

/** Like `valid`, but any leaf may turn hostile and any key may go missing. */
const hostile = (schema: Schema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> => {
  const type = schema && (Array.isArray(schema.type) ? schema.type[0] : schema.type);
  if (schema && depth < 6 && type === 'object' && schema.properties) {
    const props = Object.entries(schema.properties);
    return fc.record(Object.fromEntries(props.map(([k, s]) => [k, hostile(s, k, depth + 1)])), {
      requiredKeys: [],
    });
  }
  if (schema && depth < 6 && type === 'array' && schema.items)
    return fc.oneof(
      fc.array(hostile(schema.items, name, depth + 1), { maxLength: 3 }),
      fc.constant(Array.from({ length: 5_000 }, () => 'a')),
      hostileValue,
    );
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema, name, depth) },
    { weight: 3, arbitrary: hostileValue },
  );
};

const BROKEN_BODIES = [
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '\u0000' },
  { contentType: 'application/json', body: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
  {
    contentType: 'multipart/form-data; boundary=----kirik',
    body: '------kirik\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004',
  },
  { contentType: 'multipart/form-data; boundary=', body: '--\r\n\r\n--' },
  { contentType: 'multipart/form-data', body: 'boundary yok' },
  { contentType: 'multipart/form-data; boundary=a', body: '--a\r\nContent-Disposition: form-data\r\n\r\n' },
  { contentType: 'text/plain', body: 'düz metin' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%zz' },
] as const;

const asQueryText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A path segment; a lone surrogate cannot be encoded, so it goes as bytes that are not UTF-8. */
const pathSegment = (text: string): string =>
  encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\u0001')).replace(/%01/g, '%ED%A0%80');

const inputOf = (op: Operation): fc.Arbitrary<Input> => {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof({ weight: 4, arbitrary: valid(p.schema, p.name) }, { weight: 1, arbitrary: hostileValue }),
      ]),
    ),
  );
  const queryArb = (leaf: typeof valid) =>
    fc.record(Object.fromEntries(queryParams.map((p) => [p.name, leaf(p.schema, p.name)])), {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    });
  const bodyArb: fc.Arbitrary<Pick<Input, 'payload' | 'raw'>> = op.body
    ? fc.oneof(
        { weight: 3, arbitrary: valid(op.body, 'body').map((payload) => ({ payload })) },
        { weight: 4, arbitrary: hostile(op.body, 'body').map((payload) => ({ payload })) },
        { weight: 1, arbitrary: hostileValue.map((payload) => ({ payload })) },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES).map((raw) => ({ raw })) },
      )
    : op.method === 'GET'
      ? fc.constant({})
      : fc.oneof(
          fc.constant({}),
          fc.constantFrom(...BROKEN_BODIES).map((raw) => ({ raw })),
        );
  return fc
    .tuple(pathArb, fc.oneof(queryArb(valid), queryArb(hostile)), bodyArb)
    .map(([params, query, body]) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(asQueryText(params[name])));
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, asQueryText(v));
      const qs = search.toString();
      return { url: qs ? `${path}?${qs}` : path, ...body };
    });
};

const send = (op: Operation, input: Input, auth: boolean): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: op.method as 'GET',
    url: input.url,
    headers: {
      ...(auth ? bearer(token) : {}),
      ...(input.raw ? { 'content-type': input.raw.contentType } : {}),
    },
    ...(input.raw
      ? { payload: input.raw.body }
      : input.payload !== undefined
        ? { payload: input.payload as object }
        : {}),
  });

const show = (input: Input): string => {
  const text = JSON.stringify(input, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 600 ? `${v.slice(0, 300)}…(${v.length} characters)` : v,
  );
  return text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text;
};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '100000', AUTH_EMAIL_FAILURE_LIMIT: '100000' } });
  const session = await signInAs(t.app, DEMO.founder);
  token = session.token;
  const claims = decodeClaims(token);
  const businessId = claims.biz as string;
  // The founder's own user and accounts stay out of the pool: closing them would sign the walk out.
  const own = new Set(Object.values(claims).filter((v): v is string => typeof v === 'string'));
  const tables = await queryRows<{ table_name: string }>(
    t.handle.db,
    sql`select c.table_name from information_schema.columns c
        join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema
          and i.column_name = 'id' and i.data_type = 'uuid'
        where c.table_schema = 'public' and c.column_name = 'business_id'`,
  );
  const pool = [businessId];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from ${sql.identifier(table_name)} where business_id = ${businessId} limit 20`,
    );
    pool.push(...rows.map((r) => r.id).filter((id) => !own.has(id)));
  }
  ids = pool;

  const publicRoutes = new Set(t.app.routeTable.filter((r) => r.public).map((r) => `${r.method} ${r.url}`));
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      isPublic: publicRoutes.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    })),
  );
}, 120_000);
afterAll(async () => t?.close());

describe('every operation of the OpenAPI document under generated input', () => {
  it('never answers 5xx, signed in as the founder or anonymously on public routes', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [index, op] of operations.entries()) {
      if (process.env.FUZZ_TRACE)
        appendFileSync(process.env.FUZZ_TRACE, `${Date.now()} ${op.method} ${op.path}\n`);
      for (const auth of op.isPublic ? [true, false] : [true]) {
        const details = await fc.check(
          fc.asyncProperty(inputOf(op), async (input) => {
            calls++;
            const res = await send(op, input, auth);
            if (res.statusCode === 401 && auth) {
              // Logout, a password or account change may end the walk's session: sign in again.
              token = (await signInAs(t.app, DEMO.founder)).token;
            }
            if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          }),
          { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
        );
        if (details.failed)
          failures.push(
            `${op.method} ${op.path} ${auth ? 'as founder' : 'anonymous'}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  input: ${show(details.counterexample?.[0] as Input)}`,
          );
      }
    }
    console.log(
      `OpenAPI fuzz: ${operations.length} operations (${operations.filter((o) => o.isPublic).length} public), ${calls} calls, ${RUNS} runs each`,
    );
    expect(operations.length).toBeGreaterThan(300);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);

  it('answers a broken multipart body on every upload route with a Turkish 400', async () => {
    const admin = (await signInAs(t.app, DEMO.admin)).token;
    const uploads = operations.filter(
      (op) => op.method === 'POST' && !op.body && /import|document/.test(op.path),
    );
    expect(uploads.length).toBeGreaterThan(1);
    for (const op of uploads) {
      // An owner the upload may go to (the list of its documents answers 200), so the body is read.
      let owner = ids[0]!;
      for (const id of op.path.includes('{') ? ids : []) {
        const list = await t.app.inject({ url: op.path.replace(/\{(\w+)\}/g, id), headers: bearer(token) });
        if (list.statusCode === 200) {
          owner = id;
          break;
        }
      }
      const url = op.path
        .replace(/\{(\w+)\}/g, owner)
        .concat(op.path.includes('import') ? `?businessId=${ids[0]}` : '');
      for (const raw of BROKEN_BODIES.filter((b) => b.contentType.startsWith('multipart'))) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            ...bearer(op.path.includes('/admin/') ? admin : token),
            'content-type': raw.contentType,
          },
          payload: raw.body,
        });
        expect(res.statusCode, `${op.path} ${raw.contentType}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(res.json().errors.length, op.path).toBeGreaterThan(0);
      }
    }
  });
});
