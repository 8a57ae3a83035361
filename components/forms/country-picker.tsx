'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ChevronIcon } from '@/components/ui/icons';
import { COUNTRIES, countryById, UAE_COUNTRY_ID, type CountryEntry } from '@/lib/countries';

type Props = {
  value: number;
  onChange: (countryId: number) => void;
  disabled?: boolean;
  /** Id of the label element that names the picker. */
  labelledBy?: string;
  id?: string;
};

/** Matches a search text against the name in both languages, the ISO code and the phone code. */
function matches(country: CountryEntry, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return true;
  return (
    country.name.en.toLowerCase().includes(q) ||
    country.name.ar.includes(q) ||
    country.ISO.toLowerCase() === q ||
    String(country.PhoneCode).startsWith(q)
  );
}

/**
 * Country picker of the phone field (docs/product/screens.md#registration, docs/product/constants.md#country): flag,
 * name and phone code of ~240 countries, the UAE first (+971), a search box, and a list 200 px high. The value is the
 * CountryID.
 */
export function CountryPicker({ value, onChange, disabled, labelledBy, id }: Props) {
  const t = useTranslations('forms.country');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const selected = countryById(value) ?? countryById(UAE_COUNTRY_ID)!;

  const options = useMemo(() => COUNTRIES.filter((c) => matches(c, query)), [query]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (country: CountryEntry) => {
    onChange(country.CountryID);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (options[active]) choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        id={id}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={labelledBy ? `${labelledBy} ${id ?? ''}`.trim() : undefined}
        aria-label={
          labelledBy ? undefined : t('selected', { name: selected.name[locale], code: String(selected.PhoneCode) })
        }
        onClick={() => {
          setActive(
            Math.max(
              0,
              options.findIndex((c) => c.CountryID === selected.CountryID),
            ),
          );
          setOpen((o) => !o);
        }}
        className="flex h-full min-h-11 items-center gap-1.5 rounded-s-lg border border-line bg-white px-3 text-ink hover:bg-sand disabled:opacity-60"
        data-testid="country-picker"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          {selected.flag}
        </span>
        <span dir="ltr" className="text-sm font-semibold">
          +{selected.PhoneCode}
        </span>
        <span className="sr-only">{selected.name[locale]}</span>
        <ChevronIcon size={14} className="rotate-90 text-muted" />
      </button>
      {open && (
        <div className="absolute start-0 top-full z-30 mt-1 w-72 max-w-[85vw] rounded-lg border border-line bg-white shadow-lg">
          <div className="border-b border-line p-2">
            <input
              ref={searchRef}
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder={t('search')}
              aria-label={t('search')}
              aria-controls={listId}
              aria-activedescendant={options[active] ? `${listId}-${options[active].ISO}` : undefined}
              role="combobox"
              aria-expanded="true"
              aria-autocomplete="list"
              className="w-full rounded-md border border-line px-2 py-1.5 text-sm focus:border-primary focus:outline-none"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('label')}
            className="max-h-[200px] overflow-y-auto py-1"
            style={{ maxHeight: 200 }}
          >
            {options.length === 0 && <li className="px-3 py-2 text-sm text-muted">{t('noResults')}</li>}
            {options.map((country, index) => (
              <li
                key={country.ISO}
                id={`${listId}-${country.ISO}`}
                role="option"
                data-index={index}
                aria-selected={country.CountryID === selected.CountryID}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${index === active ? 'bg-primary-50' : ''} ${
                  country.CountryID === selected.CountryID ? 'font-semibold text-primary' : 'text-ink'
                }`}
              >
                <span aria-hidden="true" className="text-lg leading-none">
                  {country.flag}
                </span>
                <span className="flex-1 truncate">{country.name[locale]}</span>
                <span dir="ltr" className="text-muted">
                  +{country.PhoneCode}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Phone: the country picker joined to the number input. */
export function PhoneInput({
  countryId,
  onCountryChange,
  inputProps,
  invalid,
  describedBy,
  id,
  disabled,
}: {
  countryId: number;
  onCountryChange: (id: number) => void;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  invalid?: boolean;
  describedBy?: string;
  id: string;
  disabled?: boolean;
}) {
  return (
    <div dir="ltr" className="flex items-stretch">
      <CountryPicker value={countryId} onChange={onCountryChange} disabled={disabled} id={`${id}-country`} />
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className="-ms-px block w-full min-w-0 rounded-e-lg border border-line bg-white px-3 py-2.5 text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-seats-low"
        {...inputProps}
      />
    </div>
  );
}
