import type { Category } from '@/lib/contract';
import { CLIENT_PARTNER_CATEGORY_ID } from '@/lib/contract/constants/limits';

/**
 * Training fields: every category but the clients' (7, docs/product/constants.md#type-values); used by the course
 * select and the home grid.
 */
export function courseCategories(categories: Category[]): Category[] {
  return categories.filter((c) => c.CategoryId !== CLIENT_PARTNER_CATEGORY_ID);
}
