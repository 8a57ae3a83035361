import { z } from 'zod';
import { MSG } from '@/lib/validation/messages';

// The site is built with its message files compiled (next.config.ts, icu-minify): a message with arguments is an
// array there, not a string. issueKey must still know it as a key of both catalogues.
jest.mock('@/messages/en.json', () => {
  const compile = jest.requireActual('icu-minify/compile').default;
  const tree = jest.requireActual('@/messages/en.json');
  const walk = (node: unknown): unknown =>
    typeof node === 'string'
      ? compile(node)
      : Object.fromEntries(Object.entries(node as object).map(([k, v]) => [k, walk(v)]));
  return walk(tree);
});

import { issueKey } from '@/lib/validation/issue-key';

const refused = (message: string) => z.string({ error: message }).safeParse(1).error!;

test('a key whose compiled message has arguments is still a key', () => {
  expect(issueKey(refused('errors.enterField'))).toBe('errors.enterField');
});

test('a plain key is itself; a namespace or any other text is the generic message', () => {
  expect(issueKey(refused(MSG.required))).toBe(MSG.required);
  expect(issueKey(refused('errors'))).toBe(MSG.invalid);
  expect(issueKey(refused('Invalid input: expected string, received number'))).toBe(MSG.invalid);
});
