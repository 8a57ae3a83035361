import { startAttempt } from '@/lib/bff/practice-exams';

export const dynamic = 'force-dynamic';

/** Start or resume a timed practice exam (PracticeExams/*, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return startAttempt(request);
}
