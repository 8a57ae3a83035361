import type { ReactNode } from 'react';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ItemType } from '@/lib/contract/constants/item-type';
import { callerContext, getSession } from '@/lib/session/session';
import { getMyCertificates } from '@/lib/upstream/credentials';
import { getCustomerOrderItems } from '@/lib/upstream/user';
import { OrderItemsList } from './order-items-list';
import { AccountEmpty, AccountError, AccountScreen } from './screen';

/** The My Account screens of purchased items (my-courses, my-academic-programs, my-memberships, my-books, my-exams). */
export async function ItemsScreen({
  lang,
  type,
  titleKey,
  before,
}: {
  lang: string;
  type: ItemType;
  titleKey: keyof Messages['account']['menu'];
  /** Shown above the list (My Courses: the seats a company offers the customer). */
  before?: (ctx: ReturnType<typeof callerContext>) => ReactNode;
}) {
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const ctx = callerContext(session, lang);
  const withCertificates = type === 'program' || type === 'diploma';
  const [result, certificates] = await Promise.all([
    getCustomerOrderItems(type, ctx),
    withCertificates ? getMyCertificates(ctx) : null,
  ]);
  return (
    <AccountScreen title={t(titleKey)} testId={`account-${type}`}>
      {before?.(ctx)}
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <AccountEmpty />
      ) : (
        <OrderItemsList
          items={result.data}
          type={type}
          lang={lang}
          certificates={certificates?.ok ? certificates.data : []}
        />
      )}
    </AccountScreen>
  );
}
