// `npm run check`'s module boundary check (issue 23): an area of apps/api/src/modules writes
// only its own tables; another area that needs a change calls the owning module's service.
// Every rule below is at zero and fails by file name when broken.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/api/src/modules');

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });

const areaOf = (file) => path.relative(modulesDir, file).split(path.sep)[0];
const files = sourceFiles(modulesDir).map((file) => ({
  file,
  rel: path.relative(root, file),
  area: areaOf(file),
  src: readFileSync(file, 'utf8'),
}));

// SQL table names (pgTable('name', ...)) and their owning area, for raw SQL writes.
const ownerOfTable = new Map();
for (const f of files.filter((f) => f.file.endsWith('.table.ts')))
  for (const m of f.src.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) ownerOfTable.set(m[1], f.area);

const importsOf = (f) =>
  [...f.src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].flatMap((m) => {
    if (!m[3].startsWith('.')) return [];
    const target = path.resolve(path.dirname(f.file), m[3]);
    if (!target.startsWith(modulesDir + path.sep)) return [];
    const names = m[2]
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/).at(-1));
    return [{ area: areaOf(target), isTable: m[3].endsWith('.table'), typeOnly: Boolean(m[1]), names }];
  });

const failures = [];
const figures = {};

// 1. Writes to another area's tables: none, through drizzle or in raw SQL.
const foreignWrites = [];
for (const f of files) {
  const foreign = new Map();
  for (const imp of importsOf(f))
    if (imp.isTable && imp.area !== f.area) for (const n of imp.names) foreign.set(n, imp.area);
  for (const [name, owner] of foreign)
    for (const m of f.src.matchAll(new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b`, 'g')))
      foreignWrites.push(`${f.rel}: ${m[1]} of ${owner}'s ${name}`);
  for (const m of f.src.matchAll(
    /\b(insert\s+into|delete\s+from|update)\s+(?:\$\{(\w+)\}|"?([a-z_][a-z0-9_]*)"?)(?=[\s(])/gi,
  )) {
    const owner = m[2] ? foreign.get(m[2]) : ownerOfTable.get(m[3]);
    if (owner && owner !== f.area) foreignWrites.push(`${f.rel}: ${m[1]} ${m[2] ?? m[3]} (${owner}'s)`);
  }
}
figures.foreignWrites = foreignWrites.length;
if (foreignWrites.length)
  failures.push(
    `An area writes another area's table; call the owning module's service instead:\n  ${foreignWrites.join('\n  ')}`,
  );

// 2. Another area's tables imported (reads) outside the files the README names for them:
// table files (foreign keys), *.queries.ts (the reads behind a screen), and the reporting and
// printing files (a reports/ or documents/ folder, the reports area, *.document.ts). A service
// reads another area through its own area's queries file or the other area's service.
const readsAcrossAreas = (f) =>
  /\.(table|queries|document)\.ts$/.test(f.file) ||
  f.area === 'reports' ||
  /\/(reports|documents)\//.test(f.rel);
const tableImports = files
  .filter((f) => !readsAcrossAreas(f))
  .flatMap((f) =>
    importsOf(f)
      .filter((imp) => imp.isTable && !imp.typeOnly && imp.area !== f.area)
      .map((imp) => `${f.rel} → ${imp.area}`),
  );
figures.crossAreaTableImports = tableImports.length;
if (tableImports.length)
  failures.push(
    `Another area's table imported outside a table, queries or reporting file; read it through this area's *.queries.ts or the owning area's service:\n  ${tableImports.join('\n  ')}`,
  );

// 3. Two-way dependencies between areas: none. Where the lower area must set off a change in
// the upper one, it announces it (platform/area-events.ts) and app.ts subscribes the handler.
const dependsOn = new Map();
for (const f of files)
  for (const imp of importsOf(f))
    if (imp.area !== f.area) {
      if (!dependsOn.has(f.area)) dependsOn.set(f.area, new Set());
      dependsOn.get(f.area).add(imp.area);
    }
const twoWay = [];
for (const [a, targets] of dependsOn)
  for (const b of targets) if (a < b && dependsOn.get(b)?.has(a)) twoWay.push(`${a} ↔ ${b}`);
twoWay.sort();
figures.twoWayDependencies = twoWay.length;
if (twoWay.length)
  failures.push(
    `Areas that depend on each other (one side must call the other, not both; or announce through platform/area-events.ts): ${twoWay.join(', ')}`,
  );

// 3b. Every import between areas is one the README's area graph allows (its area-graph block).
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const block = readme.match(/<!-- area-graph[^>]*-->\s*```\n([\s\S]*?)```/);
if (!block) failures.push('README.md has no area-graph block: the areas and what each may import.');
const allowed = new Map(
  (block?.[1] ?? '')
    .split('\n')
    .map((line) => line.match(/^(\S+)\s+→\s*(.*)$/))
    .filter(Boolean)
    .map((m) => [
      m[1],
      new Set(
        m[2]
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ]),
);
const unlisted = [];
for (const area of new Set(files.map((f) => f.area))) {
  const may = allowed.get(area);
  if (!may) {
    unlisted.push(`${area} is not in the README's area graph`);
    continue;
  }
  for (const target of dependsOn.get(area) ?? []) if (!may.has(target)) unlisted.push(`${area} → ${target}`);
}
if (block && unlisted.length)
  failures.push(
    `Imports between areas that the README's area graph does not allow (add the edge there if the layering holds, or call through the other side):\n  ${unlisted.join('\n  ')}`,
  );

// 4. Route files that query or write themselves instead of calling a service or query file.
const sqlInRoutes = files
  .filter((f) => f.file.endsWith('.routes.ts'))
  .filter((f) =>
    /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|transaction|execute)\(/.test(f.src),
  )
  .map((f) => f.rel);
figures.routeFilesWithSql = sqlInRoutes.length;
if (sqlInRoutes.length)
  failures.push(
    `A route file queries the database itself; move the SQL into the feature's *.service.ts or *.queries.ts:\n  ${sqlInRoutes.join('\n  ')}`,
  );

// 5. Tenant conditions written by hand instead of through platform/tenancy's helpers: none.
// (`business_id = ${sql.identifier(...)}.business_id` is a correlated join, not a tenant value.)
const handTenant = files.flatMap((f) =>
  [...f.src.matchAll(/eq\(\s*\w+\.businessId\s*,|\bbusiness_id\s*=\s*\$\{(?!sql\.identifier\()/g)].map(
    (m) => `${f.rel}:${f.src.slice(0, m.index).split('\n').length}`,
  ),
);
figures.handWrittenTenantConditions = handTenant.length;
if (handTenant.length)
  failures.push(
    `A tenant condition written by hand; use inBusiness, ofBusiness, sameBusiness or aliasInBusiness from platform/tenancy.ts:\n  ${handTenant.join('\n  ')}`,
  );

const summary = Object.entries(figures)
  .map(([k, v]) => `${k} ${v}`)
  .join(', ');
if (failures.length) {
  console.error(`Module boundaries (${summary}):\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`Module boundaries: ${summary}.`);
