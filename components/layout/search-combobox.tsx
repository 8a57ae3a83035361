'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SearchSuggestAnswer, SearchSuggestion } from '@/lib/search/answer';

export type SearchComboboxProps = {
  input: HTMLInputElement;
  lang: string;
  listId: string;
  /** The listbox's accessible name ("Suggestions"). */
  listLabel: string;
  onExpanded: (expanded: boolean) => void;
  onActive: (id: string | undefined) => void;
};

/** Milliseconds after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 150;

type Option = SearchSuggestion & { more?: boolean };

/**
 * The header box's suggestions, loaded when the box is first focused (./header-search.tsx). ARIA 1.2 combobox with a
 * listbox popup: typing asks /api/search/suggest (debounced, the previous request aborted), Down and Up move through
 * the options (aria-activedescendant: focus stays in the input), Enter opens the active option or else submits the
 * form to the results page, Escape closes the list and then clears the box. A polite live region says how many
 * suggestions there are. The last option is always "All results for …", and when nothing is found a "did you mean"
 * option runs the likelier query: never a dead end.
 */
export function SearchCombobox({ input, lang, listId, listLabel, onExpanded, onActive }: SearchComboboxProps) {
  const router = useRouter();
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announce, setAnnounce] = useState('');
  // The listeners below are added once; they read the latest state here.
  const state = useRef({ options, open, active });
  useEffect(() => {
    state.current = { options, open, active };
  }, [options, open, active]);

  useEffect(() => onExpanded(open && options.length > 0), [open, options, onExpanded]);
  useEffect(() => {
    onActive(open && active >= 0 ? `${listId}-${active}` : undefined);
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId, onActive]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const ask = async (q: string) => {
      request?.abort();
      if (q.trim().length < 2) {
        setOptions([]);
        setOpen(false);
        setAnnounce('');
        return;
      }
      const controller = (request = new AbortController());
      try {
        const response = await fetch(`/api/search/suggest?lang=${lang}&q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
        });
        const answer = (await response.json()) as SearchSuggestAnswer;
        if (controller.signal.aborted || !answer.ok) return;
        const more: Option = { id: 'more', kind: '', title: answer.moreLabel, sub: '', href: answer.more, more: true };
        const fix: Option[] = answer.didYouMean
          ? [{ id: 'fix', kind: answer.didYouMeanLabel, title: answer.didYouMean, sub: '', href: '' }]
          : [];
        setOptions([...answer.items, ...fix, more]);
        setActive(-1);
        setOpen(true);
        setAnnounce(answer.announce);
      } catch {
        // aborted by a newer keystroke, or offline: the form still submits to the results page
      }
    };

    const choose = (option: Option) => {
      if (option.id === 'fix') {
        input.value = option.title;
        void ask(option.title);
        return;
      }
      setOpen(false);
      router.push(option.href);
    };

    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(input.value), DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, open: shown, active: current } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        if (!shown) return setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // past either end the focus goes back to the text (-1), then round again
        const next = current + step;
        setActive(next >= list.length ? -1 : next < -1 ? list.length - 1 : next);
      } else if (event.key === 'Enter' && shown && current >= 0 && list[current]) {
        event.preventDefault();
        choose(list[current]);
      } else if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
      }
    };
    const onBlur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && document.getElementById(listId)?.contains(event.relatedTarget))) {
        setOpen(false);
      }
    };
    const onClick = (event: Event) => {
      const target = (event.target as Element).closest<HTMLElement>('[role="option"]');
      const index = Number(target?.dataset.index ?? -1);
      const option = state.current.options[index];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    };

    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    const list = document.getElementById(listId);
    list?.addEventListener('click', onClick);
    if (input.value) onInput();
    return () => {
      clearTimeout(timer);
      request?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      list?.removeEventListener('click', onClick);
    };
  }, [input, lang, listId, router]);

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="search-listbox"
        hidden={!open || options.length === 0}
        // a press on an option must not blur the input before the click lands
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            data-index={i}
            data-more={option.more ? '' : undefined}
          >
            {option.kind && <span className="search-kind">{option.kind}</span>}
            <span className="search-title">{option.title}</span>
            {option.sub && <span className="search-sub">{option.sub}</span>}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {announce}
      </div>
    </>
  );
}
