import type {
  Address,
  CartDiplomaDetails,
  CartMembershipDetails,
  CartProgramDetails,
  CartResponse,
  CartSummary,
} from '@/lib/contract';

/**
 * The cart as the page draws it: one line per item with its details matched by CITID (docs/product/entities.md#cart). A
 * program's exam is not a line of its own: it shows on the program line (EX_CITID). An exam whose program is not in the
 * cart keeps a line, so it can be removed. Amounts are the upstream's: the browser computes none.
 */
export type CartLine =
  | { kind: 'program'; CITID: number; ItemID: number; details: CartProgramDetails | null }
  | {
      kind: 'diploma';
      CITID: number;
      ItemID: number;
      DiplomaLang: 'en' | 'ar' | null;
      details: CartDiplomaDetails | null;
    }
  | { kind: 'membership' | 'book'; CITID: number; ItemID: number; details: CartMembershipDetails | null }
  | { kind: 'exam'; CITID: number; ItemID: number };

export type CartView = {
  summary: CartSummary;
  lines: CartLine[];
  /** A book needs a shipping address before ordering. */
  needsAddress: boolean;
};

/** What GET /api/cart answers. `addresses` only when the cart holds a book (null when they could not be read). */
export type CartAnswer = { loggedIn: boolean; cart: CartView; addresses: Address[] | null };

const EMPTY_SUMMARY: CartSummary = { SubTotal: 0, Discount: 0, TotalAfterDiscount: 0, VAT: 0, Total: 0, CNT: 0 };

function byCitid<T extends { CITID: number }>(list: T[]): Map<number, T> {
  return new Map(list.map((d) => [d.CITID, d]));
}

export function toCartView(data: CartResponse): CartView {
  const { items, programs, diplomas, memberships, books } = data.cart;
  const programByCitid = byCitid(programs);
  const diplomaByCitid = byCitid(diplomas);
  const membershipByCitid = byCitid(memberships);
  const bookByCitid = byCitid(books);
  const programOptions = new Set(items.filter((i) => i.ItemType === 'program').map((i) => i.ItemID));
  const examCitids = new Set(programs.map((p) => p.EX_CITID).filter((c): c is number => c !== null));

  const lines: CartLine[] = [];
  for (const item of items) {
    switch (item.ItemType) {
      case 'program':
        lines.push({
          kind: 'program',
          CITID: item.CITID,
          ItemID: item.ItemID,
          details: programByCitid.get(item.CITID) ?? null,
        });
        break;
      case 'diploma':
        lines.push({
          kind: 'diploma',
          CITID: item.CITID,
          ItemID: item.ItemID,
          DiplomaLang: item.DiplomaLang,
          details: diplomaByCitid.get(item.CITID) ?? null,
        });
        break;
      case 'membership':
        lines.push({
          kind: 'membership',
          CITID: item.CITID,
          ItemID: item.ItemID,
          details: membershipByCitid.get(item.CITID) ?? null,
        });
        break;
      case 'book':
        lines.push({
          kind: 'book',
          CITID: item.CITID,
          ItemID: item.ItemID,
          details: bookByCitid.get(item.CITID) ?? null,
        });
        break;
      case 'exam':
        if (!examCitids.has(item.CITID) && !programOptions.has(item.ItemID))
          lines.push({ kind: 'exam', CITID: item.CITID, ItemID: item.ItemID });
        break;
    }
  }
  return { summary: data.summary, lines, needsAddress: lines.some((l) => l.kind === 'book') };
}

export const EMPTY_CART: CartView = { summary: EMPTY_SUMMARY, lines: [], needsAddress: false };
