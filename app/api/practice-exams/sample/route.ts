import { checkSample } from '@/lib/bff/practice-exams';

export const dynamic = 'force-dynamic';

/** Grade the free sample (PracticeExams/*, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return checkSample(request);
}
