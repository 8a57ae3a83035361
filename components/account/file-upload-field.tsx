'use client';

import { useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { translateKey } from '@/lib/i18n/message-keys';
import { acceptAttribute, allowedTypes, MAX_UPLOAD_BYTES, type UploadKind } from '@/lib/validation/file-type';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';

type Props = {
  kind: UploadKind;
  label: string;
  /** Current file id ('' = none). */
  value: string;
  onUploaded: (fileId: string) => void;
  disabled?: boolean;
  id: string;
  /** Shows the image (public profile photo). */
  preview?: boolean;
};

/** Upload through /api/account/upload (type checked by content on the server); the field keeps the file id. */
export function FileUploadField({ kind, label, value, onUploaded, disabled, id, preview }: Props) {
  const t = useTranslations('profile');
  const tr = useTranslations();
  const lang = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    if (file.size > MAX_UPLOAD_BYTES) return setMessage({ key: 'forms.fileSize', tone: 'error' });
    setBusy(true);
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    const result = answerOf(await postAnswer<BffAnswer<{ fileId: string }>>('/api/account/upload', form, { lang }));
    setBusy(false);
    if (inputRef.current) inputRef.current.value = '';
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    onUploaded(result.fileId);
    setMessage({ key: 'profile.uploaded', tone: 'success' });
  };

  return (
    <div id={id} className="scroll-mt-28">
      <span className="mb-1 block text-sm font-semibold text-primary">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {preview &&
          (value ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={`/files/${value}?w=180&h=180`}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-full border border-line object-cover"
            />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-full border border-dashed border-line bg-sand text-center text-[0.65rem] text-muted">
              {t('noPhoto')}
            </span>
          ))}
        {!preview && value && <span className="text-sm text-seats-high">{t('uploaded')}</span>}
        <label
          className={`inline-flex cursor-pointer items-center rounded-lg border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50 ${disabled || busy ? 'pointer-events-none opacity-50' : ''}`}
        >
          {busy ? t('uploading') : value ? t('replace') : t('upload')}
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute(kind)}
            className="sr-only"
            disabled={disabled || busy}
            aria-describedby={hintId}
            aria-label={label}
            onChange={(event) => void onFile(event.target.files?.[0])}
            data-testid={`upload-${kind}`}
          />
        </label>
      </div>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t('acceptedTypes', { types: allowedTypes(kind).join(', ') })}
      </p>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-sm ${message.tone === 'error' ? 'text-seats-low' : 'text-seats-high'}`}
        >
          {translateKey(tr, message.key)}
        </p>
      )}
    </div>
  );
}
