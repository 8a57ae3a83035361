import * as z from 'zod/mini';
import { EMIRATES } from '@/lib/contract/constants/emirates';
import type { Address, AddressInput } from '@/lib/contract/entities/address';
import { hasUnsafeCharacters } from '@/lib/contract/text-rules';
import { MSG } from './messages';
import { trimmed } from './text';

/**
 * The address form of My Addresses, shared by the form (react-hook-form + zodResolver) and the BFF route
 * (/api/account/addresses). Fields are checked in form order; an empty required field gives its own
 * 'Please enter ({field})' key (account.addresses.enter.<Field>), so `issues[0]` is the message shown first.
 */
const ADDRESS_FIELDS = ['Label', 'FullName', 'Phone', 'Line1', 'Line2', 'City', 'Emirate'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Longest value each field takes (the contract's limits). */
export const ADDRESS_MAX: Record<AddressField, number> = {
  Label: 50,
  FullName: 120,
  Phone: 20,
  Line1: 200,
  Line2: 200,
  City: 80,
  Emirate: 80,
};
const REQUIRED: readonly AddressField[] = ['Label', 'FullName', 'Phone', 'Line1', 'City', 'Emirate'];

/** Digits with optional spaces or dashes, an optional leading +: 7 to 15 digits. */
const ADDRESS_PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** Message key of an empty required field. */
const enterKey = (field: AddressField) => `account.addresses.enter.${field}`;

/** Emirate names (the contract's values) and their message keys (account.addresses.emirates.<key>). */
export const EMIRATE_KEYS = {
  'Abu Dhabi': 'abuDhabi',
  Dubai: 'dubai',
  Sharjah: 'sharjah',
  Ajman: 'ajman',
  'Umm Al Quwain': 'ummAlQuwain',
  'Ras Al Khaimah': 'rasAlKhaimah',
  Fujairah: 'fujairah',
} as const satisfies Record<(typeof EMIRATES)[number], string>;
export const isEmirate = (value: string): value is (typeof EMIRATES)[number] =>
  (EMIRATES as readonly string[]).includes(value);

const text = trimmed(400);

export const AddressFormSchema = z
  .object({
    AddressID: z.nullable(z.int().check(z.positive())),
    Label: text,
    FullName: text,
    Phone: text,
    Line1: text,
    Line2: text,
    City: text,
    Emirate: text,
    IsDefault: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const add = (path: AddressField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const field of ADDRESS_FIELDS) {
        const value = v[field];
        if (REQUIRED.includes(field) && !value) add(field, enterKey(field));
        else if (value.length > ADDRESS_MAX[field]) add(field, MSG.invalid);
        else if (hasUnsafeCharacters(value, { printed: true })) add(field, MSG.invalidCharacters);
        else if (field === 'Phone' && !ADDRESS_PHONE.test(value)) add(field, MSG.invalidMobile);
        else if (field === 'Emirate' && !isEmirate(value)) add(field, enterKey('Emirate'));
      }
    }),
  );

export type AddressFormValues = z.input<typeof AddressFormSchema>;
export type AddressFormOutput = z.output<typeof AddressFormSchema>;

/** The BFF's delete body. */
export const AddressIdSchema = z.object({ AddressID: z.int().check(z.positive()) });

export const EMPTY_ADDRESS: AddressFormValues = {
  AddressID: null,
  Label: '',
  FullName: '',
  Phone: '',
  Line1: '',
  Line2: '',
  City: '',
  Emirate: '',
  IsDefault: false,
};

/** A saved address as form values (edit). */
export function addressToForm(a: Address): AddressFormValues {
  return { ...a, Line2: a.Line2 ?? '' };
}

/** Form values as the User/save-address body (an empty second line travels as null). */
export function toAddressInput(v: AddressFormOutput): AddressInput {
  return { ...v, Line2: v.Line2 ? v.Line2 : null };
}
