// PracticeExams/* (a contract extension, lib/contract/endpoints/practice-exams): mounted from routes/extensions.ts.
// Every read and write of an attempt passes the app's clock: the server, never the browser, decides the time left.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/practice-exams';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import * as attempts from '../services/practice-exams/attempts';
import * as exams from '../services/practice-exams/exams';

export function registerPracticeExams(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it

  mount(app, ep.getPracticeExams, async ({ c }) => {
    const userId = c.get('auth').userId;
    if (userId) await attempts.submitExpiredOf(db, userId, clock());
    return exams.listExams(db, userId);
  });
  mount(app, ep.getPracticeSample, async ({ query }) => exams.getSample(db, query.id));
  mount(app, ep.checkPracticeSample, async ({ body }) => exams.checkSample(db, body));
  mount(app, ep.startPracticeAttempt, async ({ body, c }) => attempts.startAttempt(db, me(c), body.ExamID, clock()));
  mount(app, ep.getPracticeAttempt, async ({ query, c }) => attempts.getAttempt(db, me(c), query.id, clock()));
  mount(app, ep.savePracticeAnswer, async ({ body, c }) => attempts.saveAnswer(db, me(c), body, clock()));
  mount(app, ep.submitPracticeAttempt, async ({ body, c }) =>
    attempts.submitAttempt(db, me(c), body.AttemptID, clock()),
  );
  mount(app, ep.getPracticeHistory, async ({ c }) => {
    await attempts.submitExpiredOf(db, me(c), clock());
    return attempts.history(db, me(c));
  });
}
