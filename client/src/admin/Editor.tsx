import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { BilingualGuideDto, CategoryDto, GuideStatus, Lang, TranslationDto } from '../api/types';
import { adminSlugify } from '../shared/slug';
import { categoryLabel, translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH, useGoToLogin } from './auth';
import { ImageField, SelectField, SourcesField, TextAreaField, TextField } from './fields';
import { FormattingGuide } from './FormattingGuide';
import { MSG, isConflict, isNotFound, isUnauthorized, loadError, writeError } from './messages';
import { emptySection, sectionFromDto, sectionToInput, type SectionDraft } from './section-model';
import { SectionEditor } from './SectionEditor';
import { useFlash } from './Toasts';
import { useUnsavedChangesGuard } from './unsaved';

const STATUSES: GuideStatus[] = ['draft', 'published', 'archived'];
export const LANG_NAME: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };

interface EditorForm {
  translation: TranslationDto;
  categoryId: string;
  status: GuideStatus;
  headerImageFile: File | null;
  removeHeaderImage: boolean;
  sections: SectionDraft[];
  sources: string[];
}

function formFrom(data: BilingualGuideDto, lang: Lang): EditorForm {
  return {
    // Exactly the seven text fields of SPEC §7, strings even when the language is missing.
    translation: translationOf(data, lang),
    categoryId: data.category ? String(data.category.id) : '',
    status: data.status,
    headerImageFile: null,
    removeHeaderImage: false,
    sections: (data.sections ?? []).map(sectionFromDto),
    sources: (data.sources ?? []).map((s) => s.source_link),
  };
}

/** What decides "unsaved changes": everything the user can change, files by their presence. */
function snapshot(form: EditorForm): string {
  return JSON.stringify({
    ...form,
    headerImageFile: Boolean(form.headerImageFile),
    sections: form.sections.map((s) => ({ ...s, key: undefined, imageFile: Boolean(s.imageFile) })),
  });
}

export function Editor() {
  const params = useParams();
  if (params.lang !== 'how' && params.lang !== 'paano') {
    return <Navigate replace to={`${DASHBOARD_PATH}/edit/${params.id}/how`} />;
  }
  // A fresh screen per guide and language: nothing of the other language lingers in the form.
  return <EditorScreen key={`${params.id}-${params.lang}`} id={Number(params.id)} lang={params.lang} />;
}

/** /admin-hp-access/edit/{id}/{lang}: one language of a guide plus its shared fields (SPEC §2). */
function EditorScreen({ id, lang }: { id: number; lang: Lang }) {
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const [data, setData] = useState<BilingualGuideDto | null>(null);
  const [categories, setCategories] = useState<CategoryDto[]>([]);
  const [form, setForm] = useState<EditorForm | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [success, showSuccess] = useFlash();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const goToLoginRef = useRef(goToLogin);
  goToLoginRef.current = goToLogin;

  const load = useCallback(async () => {
    setError(null);
    setNotFound(false);
    try {
      const [guide, cats] = await Promise.all([adminApi.retrieve(id), adminApi.categories()]);
      const next = formFrom(guide, lang);
      setData(guide);
      setCategories(cats);
      setForm(next);
      setSaved(snapshot(next));
      setConflict(null);
      setSaveError(null);
      setGeneration((g) => g + 1);
    } catch (err) {
      // SPEC §4: a 401 while loading goes to sign-in.
      if (isUnauthorized(err)) return goToLoginRef.current();
      if (isNotFound(err)) setNotFound(true);
      else setError(loadError(err));
    } finally {
      setLoading(false);
    }
  }, [id, lang]);

  useEffect(() => {
    setLoading(true);
    setForm(null);
    void load();
  }, [load]);

  useEffect(() => {
    document.title = `Edit ${LANG_NAME[lang]} | HowPaano admin`;
  }, [lang]);

  const dirty = form !== null && snapshot(form) !== saved;

  const leaveDialog = useUnsavedChangesGuard(
    dirty && !saving,
    'You have unsaved changes in this editor. If you leave now they are lost.',
  );

  const sectionsInput = useMemo(() => form?.sections.map(sectionToInput) ?? [], [form]);

  if (loading && !form) return <p className="hp-card hp-state">Loading your content...</p>;
  if (notFound) return <p className="hp-card hp-state">Content not found</p>;
  if (error || !form || !data) {
    return (
      <p className="hp-card hp-state hp-alert--error" role="alert">
        Error: {error ?? MSG.unexpectedError}
      </p>
    );
  }

  const update = (patch: Partial<EditorForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setField = (field: keyof TranslationDto, value: string) =>
    setForm((f) => (f ? { ...f, translation: { ...f.translation, [field]: value } } : f));
  const otherLang: Lang = lang === 'how' ? 'paano' : 'how';
  const htmlLang = lang === 'paano' ? 'fil' : 'en';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    showSuccess(null);
    if (!form.categoryId) return setSaveError(MSG.selectCategory);
    setSaveError(null);
    setConflict(null);
    setSaving(true);
    try {
      const translation = { ...form.translation, slug: form.translation.slug.trim() || adminSlugify(form.translation.title) };
      await adminApi.updateContent(id, {
        lang,
        translation,
        categoryId: Number(form.categoryId),
        status: form.status,
        version: data.version,
        headerImage: form.headerImageFile,
        removeHeaderImage: form.removeHeaderImage,
        sections: sectionsInput,
        sources: form.sources,
      });
      showSuccess(lang === 'how' ? MSG.savedHow : MSG.savedPaano);
      await load();
    } catch (err) {
      if (isUnauthorized(err)) return goToLogin();
      if (isConflict(err)) setConflict(writeError(err, MSG.conflict));
      else setSaveError(writeError(err, MSG.updateContentFailed));
    } finally {
      setSaving(false);
    }
  };

  const t = form.translation;
  const headerUrl = form.removeHeaderImage ? null : (data.header_image?.image ?? null);

  return (
    <div className="hp-editor">
      <div className="hp-editor__head">
        <div>
          <h1 className="hp-page-title">Edit {LANG_NAME[lang]} version</h1>
          <p className="hp-hint">
            {translationOf(data, 'how').title || '(untitled)'}
            {' · '}
            <Link to={`${DASHBOARD_PATH}/draft/${id}`}>Preview</Link>
          </p>
        </div>
        <nav className="hp-segmented" aria-label="Language">
          {(['how', 'paano'] as const).map((l) => (
            <Link
              key={l}
              to={`${DASHBOARD_PATH}/edit/${id}/${l}`}
              className={l === lang ? 'hp-segmented__item is-active' : 'hp-segmented__item'}
              aria-current={l === lang ? 'page' : undefined}
            >
              {LANG_NAME[l]}
            </Link>
          ))}
        </nav>
      </div>
      <div className="hp-editor__grid">
        <form className="hp-card hp-editor__form" onSubmit={onSubmit} noValidate aria-label={`Edit ${LANG_NAME[lang]} version`}>
          <ImageField
            key={`header-${generation}`}
            label="Header image"
            file={form.headerImageFile}
            currentUrl={headerUrl}
            invalidMessage="The header image must be an image file"
            onFile={(file) => update({ headerImageFile: file })}
            onRemoveCurrent={() => update({ removeHeaderImage: true })}
          />
          <TextField label="Title" lang={htmlLang} value={t.title} onChange={(v) => setField('title', v)} required />
          <TextField label="Slug" lang={htmlLang} value={t.slug} onChange={(v) => setField('slug', v)} required />
          <TextAreaField
            label="Header description"
            lang={htmlLang}
            rows={2}
            value={t.header_description}
            onChange={(v) => setField('header_description', v)}
            required
          />
          <TextAreaField label="Introduction" lang={htmlLang} rows={5} value={t.introduction} onChange={(v) => setField('introduction', v)} required />
          <TextAreaField label="Conclusion" lang={htmlLang} rows={3} value={t.conclusion} onChange={(v) => setField('conclusion', v)} />
          <div className="hp-row">
            <SelectField label="Category" value={form.categoryId} onChange={(v) => update({ categoryId: v })} required>
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryLabel(c)}
                </option>
              ))}
            </SelectField>
            <SelectField label="Status" value={form.status} onChange={(v) => update({ status: v as GuideStatus })}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0].toUpperCase() + s.slice(1)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField label="Meta keywords" lang={htmlLang} value={t.meta_keywords} onChange={(v) => setField('meta_keywords', v)} />
          <TextAreaField
            label="Meta description"
            lang={htmlLang}
            rows={2}
            value={t.meta_description}
            onChange={(v) => setField('meta_description', v)}
          />
          <h2 className="hp-subtitle">Sections</h2>
          {form.sections.length === 0 && <p className="hp-hint">No sections yet.</p>}
          {form.sections.map((section, index) => (
            <SectionEditor
              key={`${section.key}-${generation}`}
              index={index}
              section={section}
              langs={[lang]}
              onChange={(next) => update({ sections: form.sections.map((s, i) => (i === index ? next : s)) })}
              onRemove={() => update({ sections: form.sections.filter((_, i) => i !== index) })}
            />
          ))}
          <button type="button" className="hp-btn hp-btn--secondary" onClick={() => update({ sections: [...form.sections, emptySection()] })}>
            Add section
          </button>
          <SourcesField sources={form.sources} onChange={(sources) => update({ sources })} />
          <div className="hp-editor__bar">
            {saveError && (
              <p className="hp-alert hp-alert--error" role="alert">
                {saveError}
              </p>
            )}
            {conflict && (
              <div className="hp-alert hp-alert--error" role="alert">
                <span>{conflict}</span>{' '}
                <button type="button" className="hp-btn hp-btn--small hp-btn--secondary" onClick={() => void load()}>
                  Reload
                </button>
              </div>
            )}
            {success && (
              <p className="hp-alert hp-alert--success" role="status">
                {success}
              </p>
            )}
            <div className="hp-editor__buttons">
              {dirty && <span className="hp-hint">Unsaved changes</span>}
              <button type="button" className="hp-btn hp-btn--ghost" onClick={() => navigate(DASHBOARD_PATH)}>
                Cancel
              </button>
              <button type="submit" className="hp-btn hp-btn--primary" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </button>
            </div>
          </div>
          <p className="hp-hint">
            Switch to the <Link to={`${DASHBOARD_PATH}/edit/${id}/${otherLang}`}>{LANG_NAME[otherLang]} version</Link>.
          </p>
        </form>
        <FormattingGuide sticky />
      </div>
      {leaveDialog}
    </div>
  );
}
