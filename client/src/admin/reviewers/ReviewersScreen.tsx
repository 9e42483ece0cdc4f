import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ReviewerDto } from '../../api/types';
import { reviewersEn, type ReviewersCatalogue } from '../../i18n/reviewers-en';
import { reviewersFil } from '../../i18n/reviewers-fil';
import { useAdminData } from '../admin-data';
import { useAdminLang, useAdminTexts } from '../admin-lang';
import { DASHBOARD_PATH } from '../auth';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormMessages } from '../feedback';
import { ImageField } from '../fields/ImageField';
import { TextAreaField } from '../fields/TextAreaField';
import { TextField } from '../fields/TextField';
import { listError, writeError } from '../messages';
import { useUnauthorized } from '../session';
import { useFormMessage, useToast } from '../Toasts';
import { reviewersApi, type ReviewerInput } from './reviewers-api';
import { ErrorAlert } from '../fields/ErrorAlert';

export const REVIEWERS_PATH = `${DASHBOARD_PATH}/reviewers`;
const BIO_MAX = 600;

export function reviewersTexts(lang: 'en' | 'fil'): ReviewersCatalogue {
  return lang === 'fil' ? reviewersFil : reviewersEn;
}

export function useReviewersTexts(): ReviewersCatalogue {
  return reviewersTexts(useAdminLang().lang);
}

const CREDENTIALS = [
  { field: 'credential_how', lang: 'en', label: 'credentialHow', example: reviewersEn },
  { field: 'credential_paano', lang: 'fil', label: 'credentialPaano', example: reviewersFil },
] as const;

const EMPTY: ReviewerInput = { name: '', credential_how: '', credential_paano: '', bio_how: '', bio_paano: '', photo: null };

function inputOf(r: ReviewerDto): ReviewerInput {
  return {
    name: r.name,
    credential_how: r.credential_how,
    credential_paano: r.credential_paano,
    bio_how: r.bio_how,
    bio_paano: r.bio_paano,
    photo: null,
  };
}

/**
 * /admin-hp-access/reviewers (issue 38): the reviewers the owner defines once and picks per guide.
 * A list (name, credential, photo, how many guides pick them) with Edit and Delete, and one form that
 * adds a reviewer or edits the one chosen. Delete asks first; the server refuses a reviewer in use.
 */
export function ReviewersScreen() {
  const t = useReviewersTexts();
  const a = useAdminTexts();
  const toast = useToast();
  const unauthorized = useUnauthorized();
  const list = useAdminData(() => reviewersApi.list(), [], listError);
  const [editing, setEditing] = useState<ReviewerDto | null>(null);
  const [toDelete, setToDelete] = useState<ReviewerDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.title = t.docTitle;
  }, [t]);

  const remove = async (reviewer: ReviewerDto) => {
    setToDelete(null);
    setDeleteError(null);
    try {
      await reviewersApi.remove(reviewer.id);
      toast.success(t.deleted);
      if (editing?.id === reviewer.id) setEditing(null);
      await list.reload();
    } catch (err) {
      if (unauthorized(err, () => void remove(reviewer))) return;
      setDeleteError(writeError(err, t.failed, a.msg));
    }
  };

  const reviewers = list.data ?? [];
  return (
    <div className="hp-stack hp-reviewers">
      <h1>{t.title}</h1>
      <p className="hp-hint">{t.intro}</p>
      <section className="hp-card" aria-labelledby="hp-reviewers-list" aria-busy={list.loading}>
        <h2 id="hp-reviewers-list" className="hp-visually-hidden">
          {t.title}
        </h2>
        {list.loading ? (
          <p role="status">{t.loading}</p>
        ) : list.error ? (
          <p className="hp-alert hp-alert--error" role="alert">
            {list.error}
          </p>
        ) : reviewers.length === 0 ? (
          <p className="hp-reviewers__empty">{t.empty}</p>
        ) : (
          <ul className="hp-reviewers__list">
            {reviewers.map((r) => (
              <li key={r.id} className="hp-reviewers__item">
                {r.photo ? (
                  <img className="hp-reviewers__photo" src={r.photo.image} width={48} height={48} alt="" loading="lazy" />
                ) : (
                  <span className="hp-reviewers__photo hp-reviewers__photo--none" aria-hidden="true">
                    {r.name.slice(0, 1)}
                  </span>
                )}
                <div className="hp-reviewers__text">
                  <strong>{r.name}</strong>
                  {(r.credential_how || r.credential_paano) && (
                    <span>
                      <span lang="en">{r.credential_how}</span>
                      {r.credential_how && r.credential_paano && ' · '}
                      <span lang="fil">{r.credential_paano}</span>
                    </span>
                  )}
                  <span className="hp-hint">{t.guides(r.guide_count ?? 0)}</span>
                </div>
                <div className="hp-reviewers__actions">
                  <button
                    type="button"
                    className="hp-btn hp-btn--small"
                    aria-label={t.edit(r.name)}
                    onClick={() => {
                      setEditing(r);
                      formRef.current?.scrollIntoView({ block: 'start' });
                      formRef.current?.querySelector('input')?.focus();
                    }}
                  >
                    {t.editButton}
                  </button>
                  <button
                    type="button"
                    className="hp-btn hp-btn--small hp-btn--danger-ghost"
                    aria-label={`${t.deleteButton}: ${r.name}`}
                    onClick={() => setToDelete(r)}
                  >
                    {t.deleteButton}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ErrorAlert message={deleteError} />
      </section>
      <ReviewerForm
        key={editing?.id ?? 'new'}
        formRef={formRef}
        reviewer={editing}
        t={t}
        onCancel={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await list.reload();
        }}
      />
      {toDelete && (
        <ConfirmDialog
          title={t.confirmDelete(toDelete.name)}
          message={t.confirmDeleteBody}
          confirmLabel={t.deleteButton}
          cancelLabel={t.cancel}
          danger
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}

function ReviewerForm({
  reviewer,
  t,
  onSaved,
  onCancel,
  formRef,
}: {
  reviewer: ReviewerDto | null;
  t: ReviewersCatalogue;
  onSaved(): Promise<void>;
  onCancel(): void;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const a = useAdminTexts();
  const unauthorized = useUnauthorized();
  const [input, setInput] = useState<ReviewerInput>(reviewer ? inputOf(reviewer) : EMPTY);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, setError, success, showSuccess } = useFormMessage();
  const set = (key: keyof ReviewerInput) => (value: string) => setInput((i) => ({ ...i, [key]: value }));

  const save = async () => {
    if (!input.name.trim()) {
      setError(t.nameRequired);
      return;
    }
    setBusy(true);
    try {
      await reviewersApi.save(reviewer?.id ?? null, { ...input, removePhoto });
      showSuccess(t.saved);
      if (!reviewer) setInput(EMPTY);
      await onSaved();
    } catch (err) {
      if (unauthorized(err, () => void save())) return;
      setError(writeError(err, t.failed, a.msg));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  const titleId = 'hp-reviewer-form-title';
  return (
    <form ref={formRef} className="hp-card hp-reviewers__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{reviewer ? t.edit(reviewer.name) : t.add}</h2>
      <TextField label={t.name} value={input.name} onChange={set('name')} required />
      {/* Each credential is typed in its own language, with an example in that language. */}
      {CREDENTIALS.map(({ field, lang, label, example }) => (
        <TextField
          key={field}
          label={t[label]}
          lang={lang}
          value={input[field]}
          onChange={set(field)}
          placeholder={example.credentialHint}
        />
      ))}
      <TextAreaField label={t.bioHow} lang="en" value={input.bio_how} onChange={set('bio_how')} hint={t.bioHint(BIO_MAX)} />
      <TextAreaField label={t.bioPaano} lang="fil" value={input.bio_paano} onChange={set('bio_paano')} hint={t.bioHint(BIO_MAX)} />
      <ImageField
        label={t.photo}
        file={input.photo ?? null}
        currentUrl={removePhoto ? null : reviewer?.photo?.image}
        onFile={(photo) => setInput((i) => ({ ...i, photo }))}
        onRemoveCurrent={() => setRemovePhoto(true)}
        invalidMessage={t.photoInvalid}
      />
      <FormMessages error={error} success={success} />
      <div className="hp-row">
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
        {reviewer && (
          <button type="button" className="hp-btn" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
