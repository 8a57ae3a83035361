import { submitAttempt } from '@/lib/bff/practice-exams';

export const dynamic = 'force-dynamic';

/** Submit a practice attempt (PracticeExams/*, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return submitAttempt(request);
}
