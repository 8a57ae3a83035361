'use client';
import { useTranslations } from 'next-intl';

type Item = { answered: boolean; flagged: boolean };

/** The question palette: one button per question, its state in its name (answered, flagged), the current one marked. */
export function QuestionNav({
  items,
  current,
  onGo,
}: {
  items: Item[];
  current: number;
  onGo: (index: number) => void;
}) {
  const t = useTranslations('practiceExams.attempt');
  return (
    <nav aria-label={t('navigation')} data-testid="practice-nav">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {items.map((item, i) => {
          const state = [item.answered ? t('navAnswered') : t('navUnanswered'), item.flagged ? t('navFlagged') : '']
            .filter(Boolean)
            .join(', ');
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-label={t('navItem', { n: String(i + 1), state })}
                aria-current={i === current ? 'step' : undefined}
                data-answered={item.answered}
                data-flagged={item.flagged}
                className={`relative h-11 w-full rounded-md border text-sm font-semibold tabular-nums ${
                  item.answered ? 'border-primary bg-primary text-white' : 'border-line bg-white text-primary'
                } ${i === current ? 'outline-2 outline-offset-2 outline-accent' : ''}`}
              >
                {i + 1}
                {item.flagged && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -end-1 size-3 rounded-full border-2 border-white bg-accent"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
