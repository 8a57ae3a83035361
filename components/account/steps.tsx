import { useTranslations } from 'next-intl';

/** "Step n of m" with the step names, for multi-step account forms. */
export function Steps({ current, labels }: { current: number; labels: string[] }) {
  const t = useTranslations('auth.register');
  return (
    <div className="mb-6">
      <p className="sr-only" aria-live="polite">
        {t('steps', { current: String(current), total: String(labels.length) })}: {labels[current - 1]}
      </p>
      <ol className="flex items-center gap-2" aria-hidden="true">
        {labels.map((label, index) => {
          const n = index + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={label} className="flex min-w-0 flex-1 flex-col gap-1">
              <span
                className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-line' : state === 'done' ? 'bg-secondary' : 'bg-accent'}`}
              />
              <span
                className={`text-xs break-words ${state === 'current' ? 'font-semibold text-primary' : 'text-muted'}`}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
