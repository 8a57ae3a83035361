import 'server-only';
import type { $ZodError } from 'zod/v4/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { MSG } from './messages';

/** A message is a string, or, compiled at build time with arguments (next.config.ts), an array. */
type Message = string | unknown[];
type Tree = { [key: string]: Message | Tree };

const isMessage = (node: Message | Tree | undefined): node is Message =>
  typeof node === 'string' || Array.isArray(node);

function has(tree: Tree, path: string): boolean {
  let node: Message | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || isMessage(node) || !(part in node)) return false;
    node = node[part];
  }
  return isMessage(node);
}

/**
 * The message key a BFF answers for a body its schema refused: the first issue's message when it is a key of both
 * catalogues (the form schemas of lib/validation carry keys), else the generic 'Please check the information you
 * entered'. So a mistyped or hand-made request never shows a person zod's own English ('Invalid input: expected
 * object, received undefined').
 */
export function issueKey(error: $ZodError): string {
  const message = error.issues[0]?.message ?? '';
  return has(en as Tree, message) && has(ar as Tree, message) ? message : MSG.invalid;
}
