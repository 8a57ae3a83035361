import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * What the upstream (upstream/, a program of its own) may import from the web's lib/, through its alias `@shared/*`
 * (tsconfig.json's paths, jest.config.mjs's moduleNameMapper; esbuild and tsx read the tsconfig): a folder or a
 * module of lib/ each, with why both sides need the same one. Anything else in lib/ is the web's own.
 */
const SHARED_WITH_UPSTREAM = [
  // The API between the two (docs/product/contract.md): zod schemas, entities, endpoints, constants. The upstream
  // serves and validates what the web calls and parses.
  'contract',
  // Fils, VAT and amounts: the upstream's order totals and mails must match the web's to the fil.
  'money',
  // The web's page paths, linked from the upstream's mails, open badges and payment returns.
  'routes',
  // The PDF documents: the web serves them, the upstream attaches them to mails (mail/pdf) and names the institute
  // in its open badges.
  'pdf',
  // Stored rich text to plain text, for the same excerpts in mails as on the pages.
  'html',
  // The Emirates ID check, the same on the web's forms and the upstream's profile update.
  'identity',
  // INV-, RCT- and CN- numbers, printed on the documents and written in the upstream's e-invoices.
  'commerce/document-number',
  // The secrets both processes read, with the same development values and the same refusal in production.
  'settings/secrets',
];

/** Relative imports that leave `folder`: a program there reaches the rest of the repo through its aliases only. */
const boundary = {
  rules: {
    'relative-within': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { folder: { type: 'string' }, hint: { type: 'string' } } }],
        messages: { escape: "'{{source}}' leaves {{folder}}/: {{hint}}" },
      },
      create(context) {
        const { folder, hint } = context.options[0];
        const inside = path.join(root, folder);
        const check = (node) => {
          if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), node.value);
          if (path.relative(inside, target).startsWith('..')) {
            context.report({ node, messageId: 'escape', data: { source: node.value, folder, hint } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
        };
      },
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's job (`npm run format`); eslint keeps to correctness.
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Next loads the cache handler with require(); it stays CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // react-pdf's <Image> draws into a PDF, which has no alt text to give.
    files: ['lib/pdf/**'],
    rules: { 'jsx-a11y/alt-text': 'off' },
  },
  {
    // The upstream session token is read only in lib/session (docs/architecture.md#session) and by the handlers that
    // hand it (or a code's token) to the session (lib/bff/auth.ts, lib/bff/account.ts): other modules pass
    // callerContext(session) to lib/upstream, whose client.ts alone puts it in a header. The upstream server and
    // the tests are other programs.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: [
      'lib/session/**',
      'lib/bff/auth.ts',
      'lib/bff/account.ts',
      'lib/upstream/client.ts',
      'upstream/**',
      'tests/**',
      'e2e/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["MemberExpression[property.name='token']", "MemberExpression[property.value='token']"].map((selector) => ({
          selector,
          message: 'Only lib/session reads the upstream token: pass callerContext(session) to lib/upstream.',
        })),
        {
          selector: "ObjectPattern > Property[key.name='token']",
          message: 'Only lib/session reads the upstream token: pass callerContext(session) to lib/upstream.',
        },
      ],
    },
  },
  {
    // lib/ is below components/: a component may import from lib/, never the other way round (shapes that both use,
    // like the cards' data in lib/cards/types.ts, live in lib/).
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)components(/|$)',
              message: 'lib/ does not import from components/: move what both need into lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The upstream is a program of its own: it imports the web's lib/ only through `@shared/*`, and only what
    // SHARED_WITH_UPSTREAM lists; never the web's `@/` alias, nor a relative path out of upstream/.
    files: ['upstream/**'],
    plugins: { boundary },
    rules: {
      'boundary/relative-within': [
        'error',
        { folder: 'upstream', hint: 'import the lib/ modules shared with the web through @shared/.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/',
              message: "The upstream does not use the web's @/ alias: shared lib/ modules come through @shared/.",
            },
            {
              regex: `^@shared/(?!(${SHARED_WITH_UPSTREAM.join('|')})(/|$))`,
              message: 'Not shared with the upstream: add it to SHARED_WITH_UPSTREAM (eslint.config.mjs), saying why.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies and assert on them; jest.mock factories must require() (they are hoisted).
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    '**/.next*/**',
    '.data*/**',
    'out/**',
    'build/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    'upstream/drizzle/**',
    // the compiled upstream (scripts/build-upstream.mjs)
    'upstream/dist/**',
    // written by next-intl (createMessagesDeclaration)
    'messages/*.d.json.ts',
  ]),
]);
