// The practice bank, written for this demo from public descriptions of the Dubai broker syllabus. Each question:
// its topic, the index of the correct option, and in each language the stem, four options and the explanation.
// Rules change: this is practice material, not legal advice (the explanations say where to check).
import type { TopicSlug } from './practice-exams';
import { QUESTIONS_A } from './practice-questions-a';
import { QUESTIONS_B } from './practice-questions-b';

type Six = [stem: string, a: string, b: string, c: string, d: string, explanation: string];
export type QuestionDraft = { t: TopicSlug; c: 0 | 1 | 2 | 3; en: Six; ar: Six };

export const PRACTICE_QUESTIONS: QuestionDraft[] = [...QUESTIONS_A, ...QUESTIONS_B];
