// PracticeExams/* (a contract extension: docs/practice-exams.md) on the real upstream app with a clock the test moves:
// the seeded bank and exams, the free sample for anyone, entitlement from paid orders only, the server-owned clock
// (resume, no added time, the deadline submits on read, on write and in the sweep), answers saved as given, no
// correct answer in any response before submission (read from the raw bodies), another customer's attempt unreadable,
// bad input refused, and the attempts limit.
import { and, eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { PracticeAttemptSchema, PracticeExamSchema } from '../../../lib/contract/entities/practice-exams';
import { add, as, createCustomers, submit, type Who } from './cart-helpers';
import { createTestApp, setHeaderClock, type TestContext } from './harness';
import { movableClock } from './lifecycle-helpers';
import { api, watchContractDrift } from './user-helpers';

jest.setTimeout(180_000);

const clock = movableClock();
let t: TestContext;
let buyer: Who;
let other: Who;
let SAMPLE: number;
let MOCK: number;
const MINUTE = 60_000;
/** The whole body as the API sent it (parsed and written again: every field and value). */
const raw = (r: { json: unknown }) => JSON.stringify(r.json);

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  setHeaderClock(clock.now);
  [buyer, other] = await createCustomers(t, 2, 'practice');
  const exams = await t.database.db.select().from(s.practiceExams);
  SAMPLE = exams.find((e) => e.open)!.id;
  MOCK = exams.find((e) => e.slug === 'broker-certification-mock')!.id;
});
afterAll(async () => t.close());

/** Every correct option and explanation of the bank, to look for in raw response bodies. */
async function secrets() {
  const rows = await t.database.db.select().from(s.practiceQuestions);
  return rows;
}

/** Pays for a program of the preparation course: the order is submitted (pay later), then marked paid. */
async function buyPreparationCourse(who: Who, paid = true) {
  const [program] = await t.database.db
    .select()
    .from(s.programs)
    .where(and(eq(s.programs.courseId, 1), eq(s.programs.published, true)))
    .limit(1);
  expect((await add(t, who, program.id, 'program')).status).toBe(200);
  const r = await submit(t, who);
  expect(r.status).toBe(200);
  const [order] = await t.database.db.select().from(s.orders).where(eq(s.orders.userId, who.userId));
  if (paid) await t.database.db.update(s.orders).set({ statusId: 2 }).where(eq(s.orders.id, order.id));
  return order.id;
}

const exams = async (who?: Who) => {
  const r = await api(t, 'PracticeExams/get-exams', who ? { as: as(who) } : {});
  expect(r.status).toBe(200);
  return PracticeExamSchema.array().parse(r.json.data);
};
const start = (who: Who, ExamID: number) => api(t, 'PracticeExams/start-attempt', { body: { ExamID }, as: as(who) });
const read = (who: Who, id: string) => api(t, `PracticeExams/get-attempt?id=${id}`, { as: as(who) });
const save = (who: Who, body: Record<string, unknown>) => api(t, 'PracticeExams/save-answer', { body, as: as(who) });

test('the seeded bank: at least 80 questions over at least 6 topics, four options each in both languages', async () => {
  const rows = await secrets();
  expect(rows.length).toBeGreaterThanOrEqual(80);
  expect(new Set(rows.map((r) => r.topicId)).size).toBeGreaterThanOrEqual(6);
  for (const q of rows) {
    expect(q.optionsEn).toHaveLength(4);
    expect(q.optionsAr).toHaveLength(4);
    expect(q.stemAr).toMatch(/[\u0600-\u06FF]/);
  }
  const list = await exams();
  const mock = list.find((e) => e.ExamID === MOCK)!;
  expect(mock).toMatchObject({ QuestionCount: 50, TimeLimitSeconds: 3600, PassPercent: 75, Entitled: false });
  expect(mock.EntitlingCourse?.ProductId).toBe(1);
  expect(list.find((e) => e.ExamID === SAMPLE)).toMatchObject({
    QuestionCount: 10,
    TimeLimitSeconds: null,
    Entitled: true,
  });
});

test('a visitor takes the free sample: questions without answers, graded on check, nothing stored', async () => {
  const r = await api(t, `PracticeExams/get-sample?id=${SAMPLE}`);
  expect(r.status).toBe(200);
  const questions = r.json.data.Questions as { QuestionID: number }[];
  expect(questions).toHaveLength(10);
  for (const q of questions)
    expect(Object.keys(q).sort()).toEqual(['Options_ar', 'Options_en', 'QuestionID', 'Stem_ar', 'Stem_en', 'Topic']);
  expect(raw(r)).not.toMatch(/CorrectOption|Explanation/);
  const bank = new Map((await secrets()).map((q) => [q.id, q]));
  for (const q of questions) expect(raw(r)).not.toContain(JSON.stringify(bank.get(q.QuestionID)!.explanationEn));

  const answers = questions.map((q, i) => ({
    QuestionID: q.QuestionID,
    Choice: i < 8 ? bank.get(q.QuestionID)!.correctOption : null,
  }));
  const checked = await api(t, 'PracticeExams/check-sample', { body: { ExamID: SAMPLE, Answers: answers } });
  expect(checked.status).toBe(200);
  expect(checked.json.data).toMatchObject({ Score: 8, Total: 10, Percent: 80, Passed: true });
  expect(checked.json.data.Questions[0].Explanation_en).toBe(bank.get(questions[0].QuestionID)!.explanationEn);

  // The full exam is not a sample, and a visitor can neither see nor start it.
  expect((await api(t, `PracticeExams/get-sample?id=${MOCK}`)).json).toEqual({ data: null });
  expect((await api(t, 'PracticeExams/check-sample', { body: { ExamID: MOCK, Answers: [] } })).json).toEqual({
    data: null,
  });
  expect((await api(t, 'PracticeExams/start-attempt', { body: { ExamID: MOCK } })).status).toBe(401);
  expect((await api(t, `PracticeExams/get-attempt?id=${crypto.randomUUID()}`)).status).toBe(401);
});

test('entitlement comes from a PAID order of the preparation course; a pay-later booking does not open it', async () => {
  const [booker] = await createCustomers(t, 1, 'practice-unpaid');
  expect((await start(booker, MOCK)).json.data).toEqual({ Status: 'not_entitled', AttemptID: null });
  await buyPreparationCourse(booker, false);
  expect((await exams(booker)).find((e) => e.ExamID === MOCK)!.Entitled).toBe(false);
  expect((await start(booker, MOCK)).json.data.Status).toBe('not_entitled');
  await t.database.db.update(s.orders).set({ statusId: 2 }).where(eq(s.orders.userId, booker.userId));
  expect((await exams(booker)).find((e) => e.ExamID === MOCK)!.Entitled).toBe(true);
  // The sample is no attempt to start.
  expect((await start(booker, SAMPLE)).json.data.Status).toBe('no_such_exam');
});

test('the timed attempt: resume, answers as given, no answer before submission, the deadline submits on read', async () => {
  await buyPreparationCourse(buyer);
  const bank = await secrets();
  const started = await start(buyer, MOCK);
  expect(started.json.data.Status).toBe('started');
  const id = started.json.data.AttemptID as string;

  const first = await read(buyer, id);
  const attempt = PracticeAttemptSchema.parse(first.json.data);
  if (attempt.Status !== 'open') throw new Error('expected an open attempt');
  expect(attempt.Questions).toHaveLength(50);
  expect(new Set(attempt.Questions.map((q) => q.QuestionID)).size).toBe(50);
  expect(Date.parse(attempt.Deadline!) - Date.parse(attempt.StartedAt)).toBe(3600_000);
  expect(attempt.ServerTime).toBe(clock.now().toISOString());
  expect(raw(first)).not.toMatch(/CorrectOption|Explanation/);
  for (const q of bank) expect(raw(first)).not.toContain(JSON.stringify(q.explanationEn));

  // A second tab (start again) resumes the same attempt; its deadline does not move.
  clock.advance(10 * MINUTE);
  expect((await start(buyer, MOCK)).json.data).toEqual({ Status: 'resumed', AttemptID: id });
  const [q1, q2, q3] = attempt.Questions;
  const right = (qid: number) => bank.find((q) => q.id === qid)!.correctOption;
  const saved = await save(buyer, {
    AttemptID: id,
    QuestionID: q1.QuestionID,
    Choice: right(q1.QuestionID),
    Flagged: false,
  });
  expect(saved.json.data).toEqual({ Status: 'saved', ServerTime: clock.now().toISOString() });
  expect(raw(saved)).not.toMatch(/CorrectOption|Explanation|correct/i);
  // The same answer again changes nothing; a change of mind replaces it; a flag is kept.
  await save(buyer, { AttemptID: id, QuestionID: q1.QuestionID, Choice: right(q1.QuestionID), Flagged: false });
  await save(buyer, {
    AttemptID: id,
    QuestionID: q2.QuestionID,
    Choice: (right(q2.QuestionID) + 1) % 4,
    Flagged: true,
  });
  await save(buyer, { AttemptID: id, QuestionID: q3.QuestionID, Choice: right(q3.QuestionID), Flagged: false });
  await save(buyer, { AttemptID: id, QuestionID: q3.QuestionID, Choice: null, Flagged: true });
  const again = PracticeAttemptSchema.parse((await read(buyer, id)).json.data);
  if (again.Status !== 'open') throw new Error('expected an open attempt');
  expect(again.Deadline).toBe(attempt.Deadline);
  expect(again.Questions.map((q) => q.QuestionID)).toEqual(attempt.Questions.map((q) => q.QuestionID));
  expect(again.Answers).toEqual(
    expect.arrayContaining([
      { QuestionID: q1.QuestionID, Choice: right(q1.QuestionID), Flagged: false },
      { QuestionID: q2.QuestionID, Choice: (right(q2.QuestionID) + 1) % 4, Flagged: true },
      { QuestionID: q3.QuestionID, Choice: null, Flagged: true },
    ]),
  );
  expect(again.Answers).toHaveLength(3);

  // Another customer cannot read, answer or submit it.
  expect((await read(other, id)).json).toEqual({ data: null });
  expect(
    (await save(other, { AttemptID: id, QuestionID: q1.QuestionID, Choice: 0, Flagged: false })).json.data.Status,
  ).toBe('not_found');
  expect(
    (await api(t, 'PracticeExams/submit-attempt', { body: { AttemptID: id }, as: as(other) })).json.data.Status,
  ).toBe('not_found');

  // Time runs out: the next read submits it at its deadline, with what was saved.
  clock.advance(50 * MINUTE + 1000);
  const late = await save(buyer, {
    AttemptID: id,
    QuestionID: q2.QuestionID,
    Choice: right(q2.QuestionID),
    Flagged: false,
  });
  expect(late.json.data.Status).toBe('submitted');
  const done = PracticeAttemptSchema.parse((await read(buyer, id)).json.data);
  if (done.Status !== 'submitted') throw new Error('expected a submitted attempt');
  expect(done.TimedOut).toBe(true);
  expect(done.SubmittedAt).toBe(attempt.Deadline);
  expect(done.Result.Score).toBe(1);
  expect(done.Result.Total).toBe(50);
  expect(done.Result.Passed).toBe(false);
  expect(done.Result.Topics.reduce((n, x) => n + x.Total, 0)).toBe(50);
  const reviewed = done.Result.Questions.find((q) => q.QuestionID === q2.QuestionID)!;
  expect(reviewed).toMatchObject({
    Choice: (right(q2.QuestionID) + 1) % 4,
    CorrectOption: right(q2.QuestionID),
    Flagged: true,
  });
  expect(reviewed.Explanation_en.length).toBeGreaterThan(10);

  const history = (await api(t, 'PracticeExams/get-history', { as: as(buyer) })).json.data;
  expect(history[0]).toMatchObject({ AttemptID: id, Score: 1, Total: 50, Percent: 2, Passed: false, TimedOut: true });
  expect((await api(t, 'PracticeExams/get-history', { as: as(other) })).json.data).toEqual([]);
});

test('the sweep submits an attempt whose deadline passed, with no request from the customer', async () => {
  const [sweeper] = await createCustomers(t, 1, 'practice-sweep');
  await buyPreparationCourse(sweeper);
  const id = (await start(sweeper, MOCK)).json.data.AttemptID as string;
  clock.advance(59 * MINUTE);
  await t.app.jobs.tick();
  const [open] = await t.database.db.select().from(s.practiceAttempts).where(eq(s.practiceAttempts.id, id));
  expect(open.submittedAt).toBeNull();
  clock.advance(2 * MINUTE);
  await t.app.jobs.tick();
  const [row] = await t.database.db.select().from(s.practiceAttempts).where(eq(s.practiceAttempts.id, id));
  expect(row.submittedAt?.toISOString()).toBe(row.deadline?.toISOString());
  expect(row.timedOut).toBe(true);
  expect(row.score).toBe(0);
});

test('past the deadline, reading the list or the history submits the attempt too', async () => {
  const [reader] = await createCustomers(t, 1, 'practice-list');
  await buyPreparationCourse(reader);
  const id = (await start(reader, MOCK)).json.data.AttemptID as string;
  expect((await exams(reader)).find((e) => e.ExamID === MOCK)!.OpenAttemptID).toBe(id);
  clock.advance(61 * MINUTE);
  expect((await exams(reader)).find((e) => e.ExamID === MOCK)!.OpenAttemptID).toBeNull();
  const history = (await api(t, 'PracticeExams/get-history', { as: as(reader) })).json.data;
  expect(history).toEqual([expect.objectContaining({ AttemptID: id, TimedOut: true, Score: 0 })]);
});

test('submitted by the customer before time; the attempts allowed are counted, also when two starts race', async () => {
  const [racer] = await createCustomers(t, 1, 'practice-race');
  await buyPreparationCourse(racer);
  await t.database.db.update(s.practiceExams).set({ attemptsAllowed: 2 }).where(eq(s.practiceExams.id, MOCK));
  try {
    const [a, b] = await Promise.all([start(racer, MOCK), start(racer, MOCK)]);
    const ids = new Set([a.json.data.AttemptID, b.json.data.AttemptID]);
    expect(ids.size).toBe(1); // one attempt, started once and resumed once
    const [id] = [...ids] as string[];
    const done = await api(t, 'PracticeExams/submit-attempt', { body: { AttemptID: id }, as: as(racer) });
    expect(done.json.data.Status).toBe('submitted');
    const view = PracticeAttemptSchema.parse((await read(racer, id)).json.data);
    expect(view.Status === 'submitted' && !view.TimedOut).toBe(true);
    // A submitted attempt takes no more answers.
    const q = (view.Status === 'submitted' ? view.Result.Questions : [])[0];
    expect(
      (await save(racer, { AttemptID: id, QuestionID: q.QuestionID, Choice: 0, Flagged: false })).json.data.Status,
    ).toBe('submitted');
    const second = await start(racer, MOCK);
    expect(second.json.data.Status).toBe('started');
    await api(t, 'PracticeExams/submit-attempt', { body: { AttemptID: second.json.data.AttemptID }, as: as(racer) });
    expect((await start(racer, MOCK)).json.data).toEqual({ Status: 'no_attempts_left', AttemptID: null });
    expect((await exams(racer)).find((e) => e.ExamID === MOCK)).toMatchObject({ AttemptsUsed: 2, AttemptsAllowed: 2 });
  } finally {
    await t.database.db.update(s.practiceExams).set({ attemptsAllowed: 5 }).where(eq(s.practiceExams.id, MOCK));
  }
});

test('bad input is refused with 400 and changes nothing', async () => {
  const [who] = await createCustomers(t, 1, 'practice-bad');
  await buyPreparationCourse(who);
  const id = (await start(who, MOCK)).json.data.AttemptID as string;
  const view = PracticeAttemptSchema.parse((await read(who, id)).json.data);
  const qid = view.Status === 'open' ? view.Questions[0].QuestionID : 0;
  for (const body of [
    { AttemptID: id, QuestionID: qid, Choice: 4, Flagged: false },
    { AttemptID: id, QuestionID: qid, Choice: -1, Flagged: false },
    { AttemptID: id, QuestionID: qid, Choice: '1', Flagged: false },
    { AttemptID: 'not-a-uuid', QuestionID: qid, Choice: 1, Flagged: false },
    { AttemptID: id, QuestionID: qid, Choice: 1 },
  ])
    expect((await save(who, body)).status).toBe(400);
  expect((await save(who, { AttemptID: id, QuestionID: 999_999, Choice: 1, Flagged: false })).json.data.Status).toBe(
    'not_in_attempt',
  );
  expect((await api(t, 'PracticeExams/get-attempt?id=nope', { as: as(who) })).status).toBe(400);
  expect((await api(t, 'PracticeExams/get-sample?id=abc')).status).toBe(400);
  expect((await api(t, 'PracticeExams/start-attempt', { body: { ExamID: 0 }, as: as(who) })).status).toBe(400);
  expect(
    (await api(t, 'PracticeExams/check-sample', { body: { ExamID: SAMPLE, Answers: [{ QuestionID: 1, Choice: 9 }] } }))
      .status,
  ).toBe(400);
  const answers = await t.database.db.select().from(s.practiceAnswers).where(eq(s.practiceAnswers.attemptId, id));
  expect(answers).toEqual([]);
});

test('an API without the extension answers 404', async () => {
  const off = await createTestApp({ config: { extensions: false } });
  try {
    expect((await api(off, 'PracticeExams/get-exams')).status).toBe(404);
  } finally {
    await off.close();
  }
});
