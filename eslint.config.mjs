import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

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
    // The upstream session token is read only in lib/session (docs/architecture.md#session): other modules pass
    // callerContext(session) to lib/upstream, whose client.ts alone puts it in a header. The upstream server and
    // the tests are other programs.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['lib/session/**', 'lib/upstream/client.ts', 'upstream/**', 'tests/**', 'e2e/**', 'scripts/**'],
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
