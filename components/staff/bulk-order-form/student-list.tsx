/** One of the two student lists: a titled list with an add or remove button a student. */
export function StudentList(props: {
  testId: string;
  title: string;
  items: { id: string; text: string }[];
  action: string;
  empty: string;
  onAction: (id: string) => void;
}) {
  return (
    <section aria-label={props.title} data-testid={props.testId}>
      <h2 className="mb-2 text-sm font-semibold text-primary">{props.title}</h2>
      {props.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-line px-3 py-4 text-sm text-muted">{props.empty}</p>
      ) : (
        <ul className="max-h-96 divide-y divide-line overflow-y-auto rounded-md border border-line">
          {props.items.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words">{s.text}</span>
              <button
                type="button"
                onClick={() => props.onAction(s.id)}
                className="shrink-0 rounded border border-secondary px-2 py-1 text-xs font-semibold text-secondary hover:bg-secondary hover:text-white"
                aria-label={`${props.action}: ${s.text}`}
              >
                {props.action}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
