import type { WishlistItemType } from '@/lib/contract/entities/wishlist';

/** How a saved item travels to the browser in /api/session: `course:12`, `program:55`, `diploma:4`. */
export type WishlistKeyText = `${WishlistItemType}:${number}`;

export const wishlistKey = (type: WishlistItemType, id: number): WishlistKeyText => `${type}:${id}`;

/** The BFF routes the heart and the my-wishlist page post to. */
export const WISHLIST_API = { add: '/api/wishlist/add', remove: '/api/wishlist/remove' } as const;
