/**
 * Compile-time checks for the tests: tsc type-checks tests/ (jest does not look at types), so
 * `expectType<Equal<A, B>>()` fails the typecheck unless A and B are the same type. `any` equals nothing but `any`,
 * so a helper whose types collapse to any, unknown or never fails too. expect-type's idea, without the package.
 */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Nothing at run time: the check is its type argument. */
export function expectType<T extends true>(): T | void {
  return undefined;
}
