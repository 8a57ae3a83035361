import { z } from 'zod';
import { CourseTypeIdSchema } from '../constants/course-type';
import { FileIdSchema, IdSchema, IsoDateSchema, LinkSchema, MoneySchema } from '../primitives';

/**
 * Wishlist (an extension of the institute's API: docs/product/contract.md#extensions): what a customer saved to come
 * back to. ItemID is the catalogue id of its type: ProductId (course), DiplomaID (diploma), PriceOptionID (program).
 */
const WISHLIST_ITEM_TYPES = ['course', 'diploma', 'program'] as const;
export const WishlistItemTypeSchema = z.enum(WISHLIST_ITEM_TYPES);
export type WishlistItemType = z.infer<typeof WishlistItemTypeSchema>;

/** One saved item, as add and remove name it. */
export const WishlistKeySchema = z.object({ ItemType: WishlistItemTypeSchema, ItemID: IdSchema });
export type WishlistKey = z.infer<typeof WishlistKeySchema>;

/** How many items one customer may keep (add answers WishlistAddResult.Full beyond it). */
export const WISHLIST_LIMIT = 100;

/** add-to-wishlist's data: 1 saved (also when it already was), 0 no such item, 2 the list is full. */
export const WishlistAddResult = { Saved: 1, NoSuchItem: 0, Full: 2 } as const;

/** The next dated program a customer could join (the earliest upcoming one). */
const WishlistNextProgramSchema = z.object({
  PriceOptionID: IdSchema,
  StartDate_DESC: IsoDateSchema,
  EndDate_DESC: IsoDateSchema,
  CourseTypeID: CourseTypeIdSchema,
  CourseType_en: z.string(),
  CourseType_ar: z.string(),
  /** Available seats. */
  MaxStudents: z.number().int(),
  SchedulePrice: MoneySchema,
});
export type WishlistNextProgram = z.infer<typeof WishlistNextProgramSchema>;

/**
 * A saved item with what the customer needs today: its current price and its next program. Items that no
 * longer exist (deleted or unpublished) are left out of the list.
 */
export const WishlistItemSchema = z.object({
  ItemType: WishlistItemTypeSchema,
  ItemID: IdSchema,
  /** When it was saved. */
  AddedOn: IsoDateSchema,
  /** The course's title (course, program) or the diploma's. */
  Title_en: z.string(),
  Title_ar: z.string(),
  /** The course's Link (course, program) or the diploma's. */
  Link: LinkSchema,
  /** The course of a course or program item; null for a diploma. */
  ProductId: IdSchema.nullable(),
  /** Course photo or diploma cover. */
  Photo: FileIdSchema,
  /** Current price: the course's, the diploma's, or the program's SchedulePrice. 0 = free. */
  Price: MoneySchema,
  /** 0 when there is no old price. */
  OldPrice: MoneySchema,
  /** A program item's own dates (it may have started since it was saved); null for courses and diplomas. */
  StartDate_DESC: IsoDateSchema.nullable(),
  EndDate_DESC: IsoDateSchema.nullable(),
  /**
   * Course and program items: the earliest upcoming program of the course (a program item's own while it
   * is still ahead). Diplomas are not dated: null.
   */
  NextProgram: WishlistNextProgramSchema.nullable(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
