import { useTranslations } from 'next-intl';

/** 'CREATE (n) ORDERS', or 'Creating n Orders, Please wait...' while the request runs. */
export function CreateButton({ count, saving, onCreate }: { count: number; saving: boolean; onCreate: () => void }) {
  const t = useTranslations('documents.bulkOrder');
  return (
    <div>
      <button
        type="button"
        onClick={onCreate}
        disabled={saving}
        className="rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700 disabled:cursor-wait disabled:opacity-80"
      >
        {saving ? t('creating', { count: String(count) }) : t('create', { count: String(count) })}
      </button>
    </div>
  );
}
