// The published OpenAPI document (GET /openapi.json) says what the zod contract says: every value of every literal,
// the credentials and headers a caller sends, the error bodies, and the routes outside /api/ that the web uses. Then
// Redocly's linter (redocly.yaml) finds no problem in it. The traffic itself is checked against it by Prism in
// openapi-conformance.test.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { allEndpoints } from '@/lib/contract/endpoints';
import { createTestApp, ROOT, type TestContext } from '../upstream/harness';

type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; description?: string; name?: string; in?: string }>;
    parameters: Record<string, { name: string; in: string; required?: boolean }>;
  };
};
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: ({ $ref: string } | { name: string; in: string; required?: boolean })[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.app.request('/openapi.json')).json();
});
afterAll(async () => {
  await t?.close();
});

/** Every zod literal reachable from a schema, with whether it may be null where it stands. */
function literalsOf(schema: z.ZodType): { values: unknown[]; nullable: boolean }[] {
  const found: { values: unknown[]; nullable: boolean }[] = [];
  const seen = new Set<unknown>();
  const visit = (s: z.ZodType | undefined, nullable: boolean) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = (s as unknown as { _zod: { def: Record<string, any> } })._zod.def;
    switch (def.type) {
      case 'literal':
        found.push({ values: [...def.values], nullable });
        return;
      case 'nullable':
        return visit(def.innerType, true);
      case 'optional':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return visit(def.innerType, nullable);
      case 'object':
        return Object.values(def.shape as Record<string, z.ZodType>).forEach((v) => visit(v, false));
      case 'array':
        return visit(def.element, false);
      case 'union':
        return (def.options as z.ZodType[]).forEach((o) => visit(o, nullable));
      case 'intersection':
        visit(def.left, false);
        return visit(def.right, false);
      case 'pipe':
        visit(def.in, nullable);
        return visit(def.out, nullable);
      case 'record':
        return visit(def.valueType, false);
      case 'tuple':
        (def.items as z.ZodType[]).forEach((i) => visit(i, false));
        return visit(def.rest, false);
      case 'lazy':
        return visit(def.getter(), nullable);
    }
  };
  visit(schema, false);
  return found;
}

/** Every `enum` list in a part of the document. */
function enumsIn(node: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(node)) node.forEach((n) => enumsIn(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.enum)) out.push(o.enum);
    Object.values(o).forEach((v) => enumsIn(v, out));
  }
  return out;
}

const key = (values: unknown[]) => JSON.stringify([...values].map((v) => JSON.stringify(v)).sort());
const operationOf = (ep: (typeof allEndpoints)[number]) =>
  doc.paths[`/api/${ep.path}`]?.[ep.method.toLowerCase()] as Operation;

test('every literal of the contract is published with all its values (and null where it may be null)', () => {
  // Where each schema of an endpoint is published: query parameters, request body, success body.
  const parts = (ep: (typeof allEndpoints)[number]) => {
    const op = operationOf(ep);
    return [
      { schema: ep.query, published: (op.parameters ?? []).filter((p) => !('$ref' in p)) },
      { schema: ep.body, published: (op as { requestBody?: unknown }).requestBody },
      { schema: ep.response, published: op.responses['200'] },
    ];
  };
  const literals = allEndpoints.flatMap((ep) =>
    parts(ep).flatMap(({ schema, published }, at) =>
      schema
        ? literalsOf(schema).map((l) => ({ where: `${ep.path} ${['query', 'body', 'response'][at]}`, published, ...l }))
        : [],
    ),
  );
  // The class this guards: z.literal([1, 2]) (AlbumType, TestimonialType, CourseTypeID, Gender, MemType, 0/1 flags).
  expect(literals.filter((l) => l.values.length > 1).length).toBeGreaterThan(10);
  const missing = literals
    .filter((l) => {
      const expected = key(l.nullable && !l.values.includes(null) ? [...l.values, null] : l.values);
      return !enumsIn(l.published).map(key).includes(expected);
    })
    .map((l) => `${l.where}: ${JSON.stringify(l.values)}${l.nullable ? ' | null' : ''}`);
  expect([...new Set(missing)]).toEqual([]);
});

test('CourseTypeID, AlbumType and TestimonialType allow every value the contract allows', () => {
  const all = enumsIn(doc).map(key);
  expect(all).toContain(key([1, 2, 3, 4, 5]));
  const albums = doc.paths['/api/Shared/get-albums'].get;
  expect(enumsIn(albums.responses['200']).map(key)).toContain(key([1, 2]));
  const testimonials = doc.paths['/api/Shared/get-testimonials'].get;
  expect(enumsIn(testimonials.responses['200']).map(key)).toContain(key([1, 2]));
});

test('the signed bearer and the secret token are security schemes that state their rules', () => {
  const { bearer, secretToken } = doc.components.securitySchemes;
  expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const rule of ['HS256', '`iss` = "web"', '`aud` = "upstream"', "`sub` = the call's x-unique-id", '60 s'])
    expect(bearer.description).toContain(rule);
  expect(secretToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-secret-token' });
  expect(secretToken.description).toMatch(/anonymous token/);
});

test('every /api/ operation requires both credentials, declares the contract headers and error bodies', () => {
  const required = ['x-unique-id', 'x-device-id', 'x-country', 'x-platform', 'x-lang', 'x-env'];
  const apiOps = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/'))
    .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ id: `${m.toUpperCase()} ${p}`, op })));
  expect(apiOps.length).toBe(allEndpoints.length);
  const problems: string[] = [];
  for (const { id, op } of apiOps) {
    if (JSON.stringify(op.security) !== JSON.stringify([{ bearer: [], secretToken: [] }]))
      problems.push(`${id}: security`);
    const headers = (op.parameters ?? [])
      .map((p) => ('$ref' in p ? doc.components.parameters[p.$ref.split('/').pop()!] : p))
      .filter((p) => p.in === 'header' && p.required)
      .map((p) => p.name);
    for (const h of required) if (!headers.includes(h)) problems.push(`${id}: header ${h}`);
    for (const [status, response] of Object.entries(op.responses))
      if (status !== '200' && !response.content?.['application/json']?.schema)
        problems.push(`${id}: ${status} without a body schema`);
    for (const status of ['400', '401', '404', '500']) if (!op.responses[status]) problems.push(`${id}: no ${status}`);
  }
  expect(problems).toEqual([]);
  expect(doc.paths['/api/Cart/submit-order'].post.responses['409']).toBeDefined();
  expect(doc.paths['/api/Courses/get-students'].get.responses['403']).toBeDefined();
});

test('/files/{id} and /health are in the document', () => {
  const file = doc.paths['/files/{id}']?.get;
  expect(Object.keys(file?.responses ?? {}).sort()).toEqual(['200', '304', '404']);
  expect(Object.keys(file.responses['200'].content ?? {})).toEqual(
    expect.arrayContaining(['image/*', 'application/pdf']),
  );
  expect(Object.keys(doc.paths['/health']?.get?.responses ?? {}).sort()).toEqual(['200', '503']);
});

test("Redocly's linter finds no problem in the document (redocly.yaml)", () => {
  // The file name is the one .redocly.lint-ignore.yaml names.
  const file = path.join(ROOT, 'test-results/openapi/openapi.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const run = spawnSync(
    path.join(ROOT, 'node_modules/.bin/redocly'),
    ['lint', path.relative(ROOT, file), '--format=json', '--config=redocly.yaml'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const report = JSON.parse(run.stdout) as {
    totals: { errors: number; warnings: number; ignored: number };
    problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
  };
  expect(report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 1 });
  expect(run.status).toBe(0);
});
