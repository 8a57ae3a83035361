'use client';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import type { PracticeQuestion } from '@/lib/contract/entities/practice-exams';
import { inLang, optionsIn } from './localized';

type Props = {
  lang: string;
  question: PracticeQuestion;
  number: number;
  total: number;
  choice: number | null;
  flagged: boolean;
  /** Timed attempts only: the sample has no flags. */
  canFlag: boolean;
  disabled: boolean;
  onChoose: (choice: number) => void;
  onFlag: (flagged: boolean) => void;
  focusRef: RefObject<HTMLFieldSetElement | null>;
};

/**
 * One question as a native radio group: a fieldset whose legend is the question, four radios sharing one name, so
 * arrow keys move between options and a screen reader announces "n of 4", and a checkbox to flag it for review.
 */
export function QuestionCard({
  lang,
  question,
  number,
  total,
  choice,
  flagged,
  canFlag,
  disabled,
  onChoose,
  onFlag,
  focusRef,
}: Props) {
  const t = useTranslations('practiceExams.attempt');
  const name = `q-${question.QuestionID}`;
  return (
    <div
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="practice-question"
      data-question-id={question.QuestionID}
    >
      <fieldset ref={focusRef} tabIndex={-1} className="min-w-0 focus:outline-none" disabled={disabled}>
        <legend className="w-full">
          <span className="block text-sm font-semibold text-muted">
            {t('question', { n: String(number), total: String(total) })} · {inLang(lang, question.Topic, 'Title')}
          </span>
          <span className="mt-1 block text-lg font-semibold text-ink">{inLang(lang, question, 'Stem')}</span>
        </legend>
        <div className="mt-4 space-y-2">
          {optionsIn(lang, question).map((option, i) => (
            <label
              key={i}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary-50"
            >
              <input
                type="radio"
                name={name}
                value={i}
                checked={choice === i}
                onChange={() => onChoose(i)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0 break-words">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {canFlag && (
        <label className="mt-4 inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-primary">
          <input
            type="checkbox"
            checked={flagged}
            disabled={disabled}
            onChange={(e) => onFlag(e.target.checked)}
            className="size-4 accent-primary"
            data-testid="practice-flag"
          />
          {t('flag')}
        </label>
      )}
    </div>
  );
}
