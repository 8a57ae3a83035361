'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';
import { FormAlert } from '@/components/forms/field';
import type { Address } from '@/lib/contract/entities/address';
import {
  EMIRATE_KEYS,
  EMPTY_ADDRESS,
  addressToForm,
  isEmirate,
  type AddressFormOutput,
  type AddressFormValues,
} from '@/lib/validation/address';
import { AddressForm } from './address-form';
import { ConfirmDialog } from './confirm-dialog';

type Answer = { addresses: Address[] };
type Notice = { key: string; tone: 'success' | 'error' };

/** My Addresses: the saved addresses with add, edit, delete (after a confirmation) and set default. */
export function AddressBook({ initial }: { initial: Address[] }) {
  const t = useTranslations('account.addresses');
  const ta = useTranslations('account');
  const te = useTranslations('errors');
  const lang = useLocale();
  const [addresses, setAddresses] = useState(initial);
  const [form, setForm] = useState<AddressFormValues | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function send(path: string, body: unknown, success: string): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    const result = answerOf(await postAnswer<BffAnswer<Answer>>(path, body, { lang }));
    setBusy(false);
    if (!result.ok) {
      setNotice({ key: result.error, tone: 'error' });
      return false;
    }
    setAddresses(result.addresses);
    setNotice({ key: success, tone: 'success' });
    return true;
  }

  const save = async (values: AddressFormOutput) => {
    if (await send('/api/account/addresses', values, 'errors.confirm.savedSuccessfully')) setForm(null);
  };
  const makeDefault = (address: Address) =>
    send('/api/account/addresses', { ...addressToForm(address), IsDefault: true }, 'errors.confirm.savedSuccessfully');
  const confirmDelete = async () => {
    if (!removing) return;
    await send('/api/account/addresses/delete', { AddressID: removing.AddressID }, 'account.addresses.deleted');
    setRemoving(null);
  };
  const emirate = (value: string) => (isEmirate(value) ? t(`emirates.${EMIRATE_KEYS[value]}`) : value);

  return (
    <div className="space-y-5">
      <div aria-live="polite" className="empty:hidden">
        {notice && <FormAlert message={notice.key} tone={notice.tone} />}
      </div>

      {form ? (
        <AddressForm
          key={form.AddressID ?? 'new'}
          initial={form}
          busy={busy}
          onSubmit={save}
          onCancel={() => setForm(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            setForm({ ...EMPTY_ADDRESS, IsDefault: addresses.length === 0 });
          }}
          className="inline-flex items-center gap-2 rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700"
          data-testid="address-add"
        >
          <span aria-hidden="true">+</span>
          {t('add')}
        </button>
      )}

      {addresses.length === 0 ? (
        <div
          className="rounded-2xl border border-line bg-white p-10 text-center text-muted shadow-sm"
          data-testid="empty-state"
        >
          {ta('noData')}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="address-list">
          {addresses.map((a) => (
            <li
              key={a.AddressID}
              className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${a.IsDefault ? 'border-secondary' : 'border-line'}`}
              data-testid="address-card"
              data-default={a.IsDefault ? 'true' : 'false'}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-bold text-primary">{a.Label}</h2>
                {a.IsDefault && (
                  <span className="rounded-full bg-secondary/10 px-2.5 py-0.5 text-xs font-semibold text-secondary">
                    {t('isDefault')}
                  </span>
                )}
              </div>
              <address className="space-y-0.5 text-sm not-italic text-ink">
                <p className="font-semibold">{a.FullName}</p>
                <p>{a.Line1}</p>
                {a.Line2 && <p>{a.Line2}</p>}
                <p>
                  {a.City}
                  {lang === 'ar' ? '، ' : ', '}
                  {emirate(a.Emirate)}
                </p>
                <p dir="ltr" className="text-start">
                  {a.Phone}
                </p>
              </address>
              <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setNotice(null);
                    setForm(addressToForm(a));
                  }}
                  className="rounded-lg border border-primary/30 px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary-50 disabled:opacity-50"
                  aria-label={`${t('edit')}: ${a.Label}`}
                >
                  {t('edit')}
                </button>
                {!a.IsDefault && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => makeDefault(a)}
                    className="rounded-lg border border-secondary/40 px-3 py-1.5 text-sm font-semibold text-secondary hover:bg-secondary/10 disabled:opacity-50"
                    aria-label={`${t('setDefault')}: ${a.Label}`}
                  >
                    {t('setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setRemoving(a)}
                  className="ms-auto rounded-lg border border-seats-low/30 px-3 py-1.5 text-sm font-semibold text-seats-low hover:bg-red-50 disabled:opacity-50"
                  aria-label={`${t('delete')}: ${a.Label}`}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== null}
        message={te('prompt.confirmDelete')}
        confirmLabel={t('yesDelete')}
        cancelLabel={t('no')}
        tone="danger"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
        testId="address-delete-dialog"
      />
    </div>
  );
}
