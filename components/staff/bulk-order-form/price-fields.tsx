import { useTranslations } from 'next-intl';
import { sanitizeAmount } from './amounts';
import { FIELD } from './field-class';
import { LabelledField } from './labelled-field';

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
      <LabelledField id={`${idPrefix}-price`} label={t('programPrice')}>
        <AmountInput id={`${idPrefix}-price`} value={programPrice} onChange={onProgramPrice} />
      </LabelledField>

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
          <LabelledField id={`${idPrefix}-exam`} label={t('examPrice')}>
            <AmountInput id={`${idPrefix}-exam`} value={examPrice} disabled={!withExam} onChange={onExamPrice} />
          </LabelledField>
        </div>
      )}
    </>
  );
}

/** An amount in AED: a negative or unreadable value is held as 0 (./amounts.ts). */
function AmountInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled?: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <input
      id={id}
      className={FIELD}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(sanitizeAmount(e.target.value))}
    />
  );
}
