import { useMemo, useState, type FormEvent } from 'react';
import type { CategoryDto, GuideStatus, Lang, TranslationDto } from '../api/types';
import { adminSlugify } from '../shared/slug';
import { categoryLabel } from '../shared/translation';
import { adminApi } from './admin-api';
import { ImageField, SelectField, SourcesField, TextAreaField, TextField } from './fields';
import { MSG, isUnauthorized, writeError } from './messages';
import { emptySection, sectionToInput, type SectionDraft } from './section-model';
import { SectionEditor } from './SectionEditor';
import { useFlash } from './Toasts';
import { useUnsavedChangesGuard } from './unsaved';
import { FormMessages } from './feedback';

const STATUSES: GuideStatus[] = ['draft', 'published', 'archived'];
const LANG_LABEL: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };

function emptyTranslation(): TranslationDto {
  return { title: '', slug: '', header_description: '', introduction: '', conclusion: '', meta_keywords: '', meta_description: '' };
}

interface FormState {
  how: TranslationDto;
  paano: TranslationDto;
  /** A slug typed by hand stops following its title. */
  slugEdited: Record<Lang, boolean>;
  categoryId: string;
  status: GuideStatus;
  headerImage: File | null;
  sections: SectionDraft[];
  sources: string[];
}

/** SPEC §4: after a create, everything goes back to this. */
function initialState(): FormState {
  return {
    how: emptyTranslation(),
    paano: emptyTranslation(),
    slugEdited: { how: false, paano: false },
    categoryId: '',
    status: 'draft',
    headerImage: null,
    sections: [emptySection()],
    sources: [],
  };
}

/** Whether anything was typed or picked since the form was (re)set. */
function isDirty(form: FormState): boolean {
  const texts = (['how', 'paano'] as const).some((lang) => Object.values(form[lang]).some((v) => v.trim() !== ''));
  const sections = form.sections.some(
    (s) =>
      s.imageFile ||
      s.heading.how.trim() ||
      s.heading.paano.trim() ||
      s.bullets.how.some((b) => b.trim()) ||
      s.bullets.paano.some((b) => b.trim()),
  );
  return Boolean(texts || sections || form.categoryId || form.headerImage || form.sources.some((s) => s.trim()) || form.sections.length > 1);
}

interface Props {
  categories: CategoryDto[];
  onCreated(): void;
  onUnauthorized(): void;
}

/** The dashboard's create-content form (SPEC §2, §4, §5). */
export function CreateContentForm({ categories, onCreated, onUnauthorized }: Props) {
  const [form, setForm] = useState<FormState>(initialState);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useFlash();
  const [busy, setBusy] = useState(false);
  // Remounts the file inputs on reset so no stale file name stays in them.
  const [generation, setGeneration] = useState(0);

  // Half-written content is not lost by a stray tap on another link.
  const dirty = useMemo(() => isDirty(form), [form]);
  const leaveDialog = useUnsavedChangesGuard(dirty && !busy, 'The new content in the create form has not been saved. If you leave now it is lost.');

  const setField = (lang: Lang, field: keyof TranslationDto, value: string) =>
    setForm((f) => {
      const t = { ...f[lang], [field]: value };
      const slugEdited = { ...f.slugEdited };
      if (field === 'title' && !f.slugEdited[lang]) t.slug = adminSlugify(value);
      if (field === 'slug') slugEdited[lang] = value !== '';
      if (field === 'slug' && value === '') t.slug = adminSlugify(t.title);
      return { ...f, [lang]: t, slugEdited };
    });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    showSuccess(null);
    if (!form.how.title.trim() || !form.paano.title.trim()) return setError(MSG.titlesRequired);
    if (!form.categoryId) return setError(MSG.categoryRequired);
    setError(null);
    setBusy(true);
    try {
      await adminApi.createContent({
        how: form.how,
        paano: form.paano,
        categoryId: Number(form.categoryId),
        status: form.status,
        headerImage: form.headerImage,
        sections: form.sections.map(sectionToInput),
        sources: form.sources,
      });
      setForm(initialState());
      setGeneration((g) => g + 1);
      showSuccess(MSG.contentCreated);
      onCreated();
    } catch (err) {
      if (isUnauthorized(err)) return onUnauthorized();
      setError(writeError(err, MSG.createContentFailed));
    } finally {
      setBusy(false);
    }
  };

  const translationFields = (lang: Lang) => {
    const t = form[lang];
    const name = LANG_LABEL[lang];
    const htmlLang = lang === 'paano' ? 'fil' : 'en';
    return (
      <fieldset className="hp-fieldset" key={lang}>
        <legend>
          {name} ({lang === 'how' ? 'How' : 'Paano'})
        </legend>
        <TextField label={`${name} title`} lang={htmlLang} value={t.title} onChange={(v) => setField(lang, 'title', v)} required />
        <TextField
          label={`${name} slug`}
          lang={htmlLang}
          value={t.slug}
          onChange={(v) => setField(lang, 'slug', v)}
          hint="Filled from the title; edit it to choose your own."
        />
        <TextAreaField
          label={`${name} header description`}
          lang={htmlLang}
          rows={2}
          value={t.header_description}
          onChange={(v) => setField(lang, 'header_description', v)}
          required
        />
        <TextAreaField
          label={`${name} introduction`}
          lang={htmlLang}
          rows={4}
          value={t.introduction}
          onChange={(v) => setField(lang, 'introduction', v)}
          required
        />
        <TextAreaField label={`${name} conclusion`} lang={htmlLang} rows={3} value={t.conclusion} onChange={(v) => setField(lang, 'conclusion', v)} />
        <TextField label={`${name} meta keywords`} lang={htmlLang} value={t.meta_keywords} onChange={(v) => setField(lang, 'meta_keywords', v)} />
        <TextAreaField
          label={`${name} meta description`}
          lang={htmlLang}
          rows={2}
          value={t.meta_description}
          onChange={(v) => setField(lang, 'meta_description', v)}
        />
      </fieldset>
    );
  };

  return (
    <form className="hp-card hp-create" onSubmit={onSubmit} noValidate aria-labelledby="hp-create-title">
      <h2 id="hp-create-title">Create content</h2>
      <div className="hp-lang-columns">{(['how', 'paano'] as const).map(translationFields)}</div>
      <div className="hp-row">
        <SelectField label="Category" value={form.categoryId} onChange={(v) => setForm((f) => ({ ...f, categoryId: v }))} required>
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={form.status} onChange={(v) => setForm((f) => ({ ...f, status: v as GuideStatus }))}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </SelectField>
      </div>
      <ImageField
        key={`header-${generation}`}
        label="Header image"
        file={form.headerImage}
        invalidMessage="The header image must be an image file"
        onFile={(file) => setForm((f) => ({ ...f, headerImage: file }))}
      />
      <h3>Sections</h3>
      {form.sections.map((section, index) => (
        <SectionEditor
          key={`${section.key}-${generation}`}
          index={index}
          section={section}
          langs={['how', 'paano']}
          onChange={(next) => setForm((f) => ({ ...f, sections: f.sections.map((s, i) => (i === index ? next : s)) }))}
          onRemove={
            form.sections.length > 1 ? () => setForm((f) => ({ ...f, sections: f.sections.filter((_, i) => i !== index) })) : undefined
          }
        />
      ))}
      <button type="button" className="hp-btn hp-btn--secondary" onClick={() => setForm((f) => ({ ...f, sections: [...f.sections, emptySection()] }))}>
        Add section
      </button>
      <SourcesField sources={form.sources} onChange={(sources) => setForm((f) => ({ ...f, sources }))} />
      <FormMessages error={error} success={success} />
      <button type="submit" className="hp-btn hp-btn--primary hp-btn--block" disabled={busy}>
        {busy ? 'Creating…' : 'Create content'}
      </button>
      {leaveDialog}
    </form>
  );
}
