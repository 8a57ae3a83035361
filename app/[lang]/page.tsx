import { redirect } from 'next/navigation';

// The proxy sends /en and /ar to /{lang}/home; this covers a request that bypasses it.
export default async function LangIndex({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  redirect(`/${lang}/home`);
}
