import { redirect } from 'next/navigation';
import { HOME_PATH, localePath } from '@/lib/routes';

// The proxy sends /en and /ar to /{lang}/home; this covers a request that bypasses it.
export default async function LangIndex({ params }: PageProps<'/[lang]'>) {
  const { lang } = await params;
  redirect(localePath(lang, HOME_PATH));
}
