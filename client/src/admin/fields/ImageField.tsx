import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useAdminTexts } from '../admin-lang';

interface ImageFieldProps {
  label: string;
  file: File | null;
  /** The stored image (editor), shown until replaced or removed. */
  currentUrl?: string | null;
  onFile(file: File | null): void;
  onRemoveCurrent?: () => void;
  /** Shown when a non-image file is picked. */
  invalidMessage: string;
}

/** An optional image file: image files only, a preview, and Remove. */
export function ImageField({ label, file, currentUrl, onFile, onRemoveCurrent, invalidMessage }: ImageFieldProps) {
  const id = useId();
  const t = useAdminTexts().fields;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    // A data: URL, not a blob: one: the site's Content-Security-Policy allows img-src 'self' data:.
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    if (picked && !picked.type.startsWith('image/')) {
      setError(invalidMessage);
      e.target.value = '';
      onFile(null);
      return;
    }
    setError(null);
    onFile(picked);
  };

  return (
    <div className="hp-field hp-image-field">
      <label htmlFor={id}>{label}</label>
      {shown && (
        <div className="hp-image-field__preview">
          <img src={shown} alt={t.imagePreview(label)} />
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            onClick={() => {
              if (file) onFile(null);
              else onRemoveCurrent?.();
            }}
          >
            {t.removeImage(label)}
          </button>
        </div>
      )}
      <input id={id} ref={inputRef} type="file" accept="image/*" onChange={onPick} />
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
