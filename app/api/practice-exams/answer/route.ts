import { saveAnswer } from '@/lib/bff/practice-exams';

export const dynamic = 'force-dynamic';

/** Save one answer of a practice attempt (PracticeExams/*, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return saveAnswer(request);
}
