export type BulkAlertMessage = { tone: 'success' | 'error'; text: string; detail?: string | null };

/** '{n} Orders Generated', or 'Operation Failed' with the server's text. */
export function BulkAlert({ alert }: { alert: BulkAlertMessage }) {
  return (
    <div
      role={alert.tone === 'error' ? 'alert' : 'status'}
      data-testid="bulk-alert"
      className={`rounded-lg border px-4 py-3 ${alert.tone === 'error' ? 'border-seats-low bg-red-50 text-seats-low' : 'border-seats-high bg-green-50 text-seats-high'}`}
    >
      <p className="font-semibold">{alert.text}</p>
      {alert.detail && <p className="mt-1 text-sm">{alert.detail}</p>}
    </div>
  );
}
