/**
 * The form schemas reach the browser (the cart, sign-in, sign-up, contact and My Account forms), so what they import
 * is downloaded on those pages: zod's mini API only, never its classic one (its whole prototype, 16 KB gzip more on
 * the cart) nor the contract's barrel or schema modules (36 KB of entity schemas came in with one TRN_PATTERN).
 * docs/architecture.md#forms-and-captcha. This walks the real import graph of every module of lib/validation that a
 * form imports; type-only imports are erased by the compiler and not followed.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
/** Server-only modules of lib/validation (they import 'server-only' and are never in a form's graph). */
const SERVER_ONLY = new Set(['issue-key.ts']);

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Every (module, specifier) a runtime import or re-export of `entry` reaches, transitively. */
function runtimeImports(entry: string): { file: string; spec: string }[] {
  const found: { file: string; spec: string }[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+'([^']+)'/gms)) {
      const spec = match[1];
      found.push({ file: path.relative(root, file), spec });
      const next = resolve(file, spec);
      if (next) visit(next);
    }
  };
  visit(entry);
  return found;
}

const formModules = fs
  .readdirSync(path.join(root, 'lib/validation'))
  .filter((name) => name.endsWith('.ts') && !SERVER_ONLY.has(name));

describe('what the form schemas bring to the browser', () => {
  it.each(formModules)('lib/validation/%s brings no classic zod and no contract schema', (name) => {
    const imports = runtimeImports(path.join(root, 'lib/validation', name));
    const classic = imports.filter(({ spec }) => spec === 'zod' || spec.startsWith('zod/v4/classic'));
    const contract = imports.filter(
      ({ spec, file }) =>
        spec === '@/lib/contract' ||
        /lib\/contract\/(entities|endpoints|primitives)/.test(resolve(path.join(root, file), spec) ?? ''),
    );
    expect(classic).toEqual([]);
    expect(contract).toEqual([]);
  });

  it('finds the imports it checks (the walk is not empty)', () => {
    const imports = runtimeImports(path.join(root, 'lib/validation/cart.ts'));
    expect(imports.map(({ spec }) => spec)).toEqual(
      expect.arrayContaining(['zod/mini', '@/lib/contract/constants/limits', '@/lib/contract/text-rules']),
    );
  });
});
