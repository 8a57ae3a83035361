import { redirect } from 'next/navigation';

/** /{lang}/my-account opens My Profile. */
export default async function AccountIndex({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  redirect(`/${lang === 'ar' ? 'ar' : 'en'}/my-account/my-profile`);
}
