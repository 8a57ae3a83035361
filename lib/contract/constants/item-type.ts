/** Cart / order item types (docs/product/constants.md#type-values). */
export const ITEM_TYPES = ['program', 'diploma', 'membership', 'book', 'exam'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ItemType = {
  Program: 'program',
  Diploma: 'diploma',
  Membership: 'membership',
  Book: 'book',
  Exam: 'exam',
} as const satisfies Record<string, ItemType>;
