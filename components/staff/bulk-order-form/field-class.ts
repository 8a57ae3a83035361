/** The look of the form's selects and inputs. */
export const FIELD =
  'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-ink disabled:bg-sand disabled:text-muted';
