import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { getPracticeExams, getPracticeHistory } from '@/lib/upstream/practice-exams';
import { isUnavailable } from '@/lib/upstream/result';
import { AttemptHistory } from './attempt-history';
import { ExamCard } from './exam-card';

/**
 * /{lang}/practice-exams: the free sample and the timed exams with the caller's standing, and for a signed-in
 * customer the history of their attempts with the trend. A 404 on an API without the extension.
 */
export async function PracticeExamsScreen({ lang }: { lang: 'en' | 'ar' }) {
  const t = await getTranslations('practiceExams');
  const session = await getSession();
  const signedIn = isLoggedIn(session);
  const ctx = callerContext(session, lang);
  const [exams, history] = await Promise.all([getPracticeExams(ctx), signedIn ? getPracticeHistory(ctx) : null]);
  if (isUnavailable(exams)) notFound();
  // The pass mark drawn on the trend: that of the exam most recently taken.
  const latest = history?.ok ? history.data[0] : undefined;
  const passPercent = (exams.ok && latest && exams.data.find((e) => e.ExamID === latest.ExamID)?.PassPercent) || null;
  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} subtitle={t('intro')} />
      {!exams.ok ? (
        <ErrorState error={exams.error} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="practice-exams">
          {exams.data.map((exam) => (
            <ExamCard key={exam.ExamID} lang={lang} exam={exam} signedIn={signedIn} />
          ))}
        </ul>
      )}
      {history && (
        <div className="mt-10">
          {history.ok ? (
            <AttemptHistory lang={lang} history={history.data} passPercent={passPercent} />
          ) : (
            <ErrorState error={history.error} />
          )}
        </div>
      )}
    </PageShell>
  );
}
