import { redirect } from 'next/navigation';

/** /{lang}/my-account opens My Profile. */
export default async function AccountIndex({ params }: PageProps<'/[lang]/my-account'>) {
  const { lang } = await params;
  redirect(`/${lang === 'ar' ? 'ar' : 'en'}/my-account/my-profile`);
}
