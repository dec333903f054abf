import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { citizenIdFrom } from './factories/students';

/**
 * A valid value for a route's zod schema, made by walking the schema: each leaf takes the
 * first of a few realistic Turkish-form values it accepts (dates, money, phones, times ...),
 * and each id slot asks `idFor(key)`, so a test can point every id of a body at the record
 * it means. Tenancy and scope checks then run instead of the validation's 400.
 */
export type IdFor = (key: string) => string;

/** Values a leaf string may need; the first the leaf's own schema accepts wins. */
const STRING_CANDIDATES = [
  'Örnek Kayıt',
  '2026-11-20',
  '1.000,00',
  '100,00',
  '08:30',
  '09:10',
  'Ornek-Parola-2026!',
  '0(532) 000 00 01',
  'ornek@example.com',
  'TR330006100519786457841326',
  citizenIdFrom(424242),
  '1234567890',
  '0123456789000015',
  '2026-11-20T10:00:00.000Z',
  '1',
  '10',
  'A',
  'true',
];

/**
 * Every choice list written in the shared package (`[...] as const`: genders, item kinds,
 * invoice plan modes ...): a select's rule accepts only its own values, and a new list is
 * picked up without editing this file.
 */
const sharedChoices = (): string[] => {
  const root = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const values = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const list of text.matchAll(/\[((?:\s*'[^']*',?)+)\s*\]\s*as const/g))
      for (const value of list[1]!.matchAll(/'([^']*)'/g)) values.add(value[1]!);
  }
  return [...values];
};
const CHOICES = sharedChoices();

/** The leaf values to try, in order: text-like first, then choices, numbers, flags, lists. */
const LEAF_CANDIDATES: unknown[] = [
  ...STRING_CANDIDATES,
  ...CHOICES,
  1,
  10,
  0,
  true,
  false,
  ...CHOICES.map((c) => [c]),
  null,
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
};

// zod 4 keeps a schema's kind and parts on `_zod.def`; the walk reads only those documented fields.
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const UUID = '00000000-0000-4000-8000-000000000000';

const isIdLeaf = (schema: z.ZodType): boolean =>
  schema.safeParse(UUID).success && !schema.safeParse('Örnek Kayıt').success;

const merge = (a: unknown, b: unknown): unknown =>
  a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) ? { ...a, ...b } : (b ?? a);

const sampleOf = (schema: z.ZodType, key: string, idFor: IdFor, depth: number): unknown => {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, k, idFor, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, key, idFor, depth);
    case 'pipe':
      // A preprocess (zOptional) runs a transform first: the value must suit what it feeds.
      return defOf(def.in!).type === 'transform'
        ? sampleOf(def.out!, key, idFor, depth)
        : sampleOf(def.in!, key, idFor, depth);
    case 'lazy':
      return sampleOf(def.getter!(), key, idFor, depth + 1);
    case 'union': {
      for (const option of def.options ?? []) {
        const value = sampleOf(option, key, idFor, depth + 1);
        if (option.safeParse(value).success) return value;
      }
      return sampleOf(def.options![0]!, key, idFor, depth + 1);
    }
    case 'intersection':
      return merge(sampleOf(def.left!, key, idFor, depth + 1), sampleOf(def.right!, key, idFor, depth + 1));
    case 'array': {
      const item = sampleOf(def.element!, key.replace(/s$/, ''), idFor, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, key, idFor, depth + 1));
    case 'record':
      return {};
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return false;
    case 'number':
    case 'int':
      return [1, 0, 10, 2026, 0.5].find((n) => schema.safeParse(n).success) ?? 1;
    case 'bigint':
      return 1n;
    case 'date':
      return new Date('2026-11-20T10:00:00Z');
    case 'null':
      return null;
    case 'string':
    case 'unknown':
    case 'any': {
      if (isIdLeaf(schema)) return idFor(key);
      return LEAF_CANDIDATES.find((s) => schema.safeParse(s).success) ?? 'Örnek';
    }
    default:
      return undefined;
  }
};

type Path = PropertyKey[];
const pathKey = (path: Path) => path.map(String).join('.');

const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<PropertyKey, unknown>;
  copy[head as PropertyKey] = setAt(copy[head as PropertyKey], rest, value);
  return copy;
};

/**
 * Rules across fields (a contact's value follows its type, an end follows its start) are
 * met by trying the leaf values again at each path the whole schema still refuses.
 */
const repair = (schema: z.ZodType, body: unknown): unknown => {
  let current = body;
  for (let round = 0; round < 12; round++) {
    const issue = schema.safeParse(current).error?.issues[0];
    if (!issue) return current;
    const at = pathKey(issue.path);
    const fixed = LEAF_CANDIDATES.map((candidate) => setAt(current, issue.path, candidate)).find(
      (next) => !schema.safeParse(next).error?.issues.some((i) => pathKey(i.path) === at),
    );
    if (fixed === undefined) return current;
    current = fixed;
  }
  return current;
};

/** A body for `schema` whose id slots are filled by `idFor`; check it with `schema.safeParse`. */
export const sampleBody = (schema: z.ZodType, idFor: IdFor): unknown =>
  repair(schema, sampleOf(schema, '', idFor, 0));

/** The names of the id slots of a schema (for choosing which records to point them at). */
export const idSlotsOf = (schema: z.ZodType): string[] => {
  const slots: string[] = [];
  sampleBody(schema, (key) => {
    slots.push(key);
    return UUID;
  });
  return slots;
};
