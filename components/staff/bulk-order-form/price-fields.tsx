import { useTranslations } from 'next-intl';
import { sanitizeAmount } from './amounts';
import { FIELD } from './field-class';

/** The program price, and for a program with an exam 'With Exam' and the exam price. */
export function PriceFields({
  idPrefix,
  hasExam,
  programPrice,
  examPrice,
  withExam,
  onProgramPrice,
  onExamPrice,
  onWithExam,
}: {
  idPrefix: string;
  hasExam: boolean;
  programPrice: string;
  examPrice: string;
  withExam: boolean;
  onProgramPrice: (text: string) => void;
  onExamPrice: (text: string) => void;
  onWithExam: (on: boolean) => void;
}) {
  const t = useTranslations('documents.bulkOrder');
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-price`} className="block text-sm font-medium text-primary">
          {t('programPrice')}
        </label>
        <input
          id={`${idPrefix}-price`}
          className={FIELD}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={programPrice}
          onChange={(e) => onProgramPrice(sanitizeAmount(e.target.value))}
        />
      </div>

      {hasExam && (
        <div className="grid gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-primary">
            <input
              type="checkbox"
              className="size-4"
              checked={withExam}
              onChange={(e) => onWithExam(e.target.checked)}
            />
            {t('withExam')}
          </label>
          <div>
            <label htmlFor={`${idPrefix}-exam`} className="block text-sm font-medium text-primary">
              {t('examPrice')}
            </label>
            <input
              id={`${idPrefix}-exam`}
              className={FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={examPrice}
              disabled={!withExam}
              onChange={(e) => onExamPrice(sanitizeAmount(e.target.value))}
            />
          </div>
        </div>
      )}
    </>
  );
}
