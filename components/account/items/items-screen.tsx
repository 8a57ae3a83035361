import { getTranslations } from 'next-intl/server';
import type { ItemType } from '@/lib/contract/constants/item-type';
import { callerContext, getSession } from '@/lib/session/session';
import { getCustomerOrderItems } from '@/lib/upstream/user';
import { OrderItemsList } from './order-items-list';
import { AccountEmpty, AccountError, AccountScreen } from './screen';

/** The My Account screens of purchased items (my-courses, my-academic-programs, my-memberships, my-books, my-exams). */
export async function ItemsScreen({ lang, type, titleKey }: { lang: string; type: ItemType; titleKey: string }) {
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const result = await getCustomerOrderItems(type, callerContext(session, lang));
  return (
    <AccountScreen title={t(titleKey)} testId={`account-${type}`}>
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <AccountEmpty />
      ) : (
        <OrderItemsList items={result.data} type={type} lang={lang} />
      )}
    </AccountScreen>
  );
}
