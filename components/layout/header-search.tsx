'use client';

import { useId, useState, type ComponentType, type SyntheticEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SearchComboboxProps } from './search-combobox';

type Labels = { label: string; placeholder: string; submit: string; suggestions: string };

let loading: Promise<ComponentType<SearchComboboxProps>> | null = null;

/**
 * The header's search box (docs/search.md#header-box): until it is focused, a plain GET form to the results page (it
 * works without JavaScript) and a few hundred bytes of code. Focus loads the combobox (./search-combobox.tsx: the
 * suggestions, the keyboard, the live count) and hands it the input; the input's ARIA 1.2 combobox state lives here.
 */
export function HeaderSearch({ lang, labels }: { lang: string; labels: Labels }) {
  const id = useId();
  const [loaded, setLoaded] = useState<{
    Combobox: ComponentType<SearchComboboxProps>;
    input: HTMLInputElement;
  } | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState<string | undefined>();
  const load = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    loading ??= import('./search-combobox').then((m) => m.SearchCombobox);
    loading.then(
      (Combobox) => setLoaded((was) => was ?? { Combobox, input }),
      () => (loading = null), // offline: the form still submits; the next focus tries again
    );
  };
  const listId = `${id}-list`;

  return (
    <form role="search" action={`/${lang}/search`} method="get" className="header-search" data-testid="header-search">
      <label htmlFor={`${id}-q`} className="sr-only">
        {labels.label}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={loaded ? listId : undefined}
        aria-activedescendant={active}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={labels.placeholder}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit">
        <Icon name="search" />
        <span className="sr-only">{labels.submit}</span>
      </button>
      {loaded && (
        <loaded.Combobox
          input={loaded.input}
          lang={lang}
          listId={listId}
          listLabel={labels.suggestions}
          onExpanded={setExpanded}
          onActive={setActive}
        />
      )}
    </form>
  );
}
