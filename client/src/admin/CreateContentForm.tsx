import { LANGS } from '../api/types';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AutosaveDto, BilingualGuideDto, CategoryDto, GuideStatus, Lang, TranslationDto } from '../api/types';
import { guidePath } from '../shared/links';
import { adminSlugify } from '../shared/slug';
import { emptyTranslation } from '../shared/translation';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH } from './auth';
import { isSectionsDraft, sectionsFromDraft, sectionsToDraft } from './editor/editor-form';
import { dropAsideDraft, newerDraft, readAsideDrafts, readLocalDraft, setAsideDraft } from './editor/local-draft';
import { RestoreBanner } from './editor/RestoreBanner';
import { FormatToolbar } from './editor/FormatToolbar';
import { SaveState } from './editor/SaveState';
import { useAutosave } from './editor/useAutosave';
import { useDraftOffer } from './editor/useDraftOffer';
import { CategorySelect } from './fields/CategorySelect';
import { ImageField } from './fields/ImageField';
import { SourcesField } from './fields/SourcesField';
import { StatusSelect } from './fields/StatusSelect';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { writeError } from './messages';
import { useAdminTexts } from './admin-lang';
import { emptySection, moveItem, sectionToInput, type SectionDraft } from './section-model';
import { SectionEditor } from './SectionEditor';
import { useKeepUnsavedWork, useUnauthorized } from './session';
import { useFormMessage } from './Toasts';
import { useUnsavedChangesGuard } from './unsaved';
import { FormMessages } from './feedback';
import { missingAlt } from './editor/alt-check';
import { ImageAltField } from './editor/ImageAltField';
import { useEditorTexts } from './editor/texts';
import { StepsEditor } from './editor/StepsEditor';
import { blocksTyped, CreateBlocks, stepAltGaps, withCleanBlocks } from './editor/CreateBlocks';
import { glanceFromDraft, glanceFromDto, glanceToInput, type AtAGlanceDraft } from './editor/step-model';

/** A new guide's language version: no text yet, no alt text either. */
function newTranslation(): TranslationDto {
  return { ...emptyTranslation(), header_image_alt: '' };
}

interface FormState {
  how: TranslationDto;
  paano: TranslationDto;
  /** A slug typed by hand stops following its title. */
  slugEdited: Record<Lang, boolean>;
  categoryId: string;
  status: GuideStatus;
  headerImage: File | null;
  /** The header image needs no alt text (issue 12); its alt texts are the translations' header_image_alt. */
  headerDecorative: boolean;
  sections: SectionDraft[];
  sources: string[];
  /** Issue 38: the guide's "at a glance" (the needs, tips and warnings are in each language's texts). */
  atAGlance: AtAGlanceDraft;
}

/** SPEC §4: after a create, everything goes back to this. */
function initialState(): FormState {
  return {
    how: newTranslation(),
    paano: newTranslation(),
    slugEdited: { how: false, paano: false },
    categoryId: '',
    status: 'draft',
    headerImage: null,
    headerDecorative: false,
    sections: [emptySection()],
    sources: [],
    atAGlance: glanceFromDto(undefined),
  };
}

/** Whether anything was typed or picked since the form was (re)set. */
function isDirty(form: FormState): boolean {
  const texts = LANGS.some((lang) => Object.values(form[lang]).some((v) => typeof v === 'string' && v.trim() !== ''));
  const sections = form.sections.some(
    (s) =>
      s.imageFile ||
      s.heading.how.trim() ||
      s.heading.paano.trim() ||
      s.bullets.how.some((b) => b.trim()) ||
      s.bullets.paano.some((b) => b.trim()),
  );
  return Boolean(
    texts ||
    sections ||
    blocksTyped(form, form.atAGlance, form.sections) ||
    form.categoryId ||
    form.headerImage ||
    form.sources.some((s) => s.trim()) ||
    form.sections.length > 1,
  );
}

/** The create form as its autosave keeps it (no files). */
function toDraft(form: FormState): Record<string, unknown> {
  return { ...form, headerImage: null, sections: sectionsToDraft(form.sections) };
}

function fromDraft(draft: Record<string, unknown>): FormState | null {
  const d = draft as Partial<FormState>;
  if (typeof d.how !== 'object' || typeof d.paano !== 'object' || !d.how || !d.paano || !isSectionsDraft(d.sections)) return null;
  return {
    ...initialState(),
    ...(d as FormState),
    headerImage: null,
    sections: sectionsFromDraft(d.sections),
    atAGlance: glanceFromDraft(d.atAGlance),
  };
}

const SLOT = 'new';

interface Props {
  categories: CategoryDto[];
  onCreated(): void;
  /** A title to start from (a search the Readers screen found unanswered), in one language. */
  prefill?: { lang: Lang; title: string };
}

function prefilled(prefill: Props['prefill']): FormState {
  const state = initialState();
  if (prefill) state[prefill.lang] = { ...state[prefill.lang], title: prefill.title, slug: adminSlugify(prefill.title) };
  return state;
}

/** The dashboard's create-content form (SPEC §2, §4, §5). */
export function CreateContentForm({ categories, onCreated, prefill }: Props) {
  const [form, setForm] = useState<FormState>(() => prefilled(prefill));
  const { error, setError, success, showSuccess } = useFormMessage();
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const t = useEditorTexts();
  const a = useAdminTexts();
  // Remounts the file inputs on reset so no stale file name stays in them.
  const [generation, setGeneration] = useState(0);
  /** The guide just created: links to edit it (and to its live page). */
  const [created, setCreated] = useState<BilingualGuideDto | null>(null);
  const drafts = useDraftOffer<{ draft: AutosaveDto; setAside?: boolean }>();
  const { propose } = drafts;
  const formRef = useRef<HTMLFormElement>(null);

  // Half-written content is not lost by a stray tap on another link.
  const dirty = useMemo(() => isDirty(form), [form]);
  const leaveDialog = useUnsavedChangesGuard(dirty && !busy, a.common.leaveCreate, t.logout);
  const signInDialog = useKeepUnsavedWork(dirty);
  const unauthorized = useUnauthorized();
  const autosave = useAutosave({
    slot: SLOT,
    form: dirty ? toDraft(form) : null,
    enabled: drafts.ready,
    baseVersion: null,
  });

  // What an earlier visit left in the form (this device's copy or the server's) is offered back.
  useEffect(() => {
    let live = true;
    void (async () => {
      const server = await adminApi.autosave(SLOT).catch(() => null);
      const draft = newerDraft(server, readLocalDraft(SLOT));
      if (!live) return;
      const offered = (d: AutosaveDto | null): d is AutosaveDto => {
        const restored = d && fromDraft(d.form);
        return !!restored && isDirty(restored);
      };
      // A draft set aside when the owner typed over its offer (issue 29) comes after the slot's own.
      const aside = readAsideDrafts(SLOT).filter(offered);
      propose([...(offered(draft) ? [{ draft }] : []), ...aside.map((d) => ({ draft: d, setAside: true }))]);
    })();
    return () => {
      live = false;
    };
  }, [propose]);

  // Typing while an offer shows: the offer is set aside on the device and what is typed is autosaved at once.
  const typedOverOffer = drafts.offer !== null && dirty && !drafts.typedOver;
  useEffect(() => {
    if (!typedOverOffer || !drafts.offer) return;
    if (!drafts.offer.setAside) setAsideDraft(SLOT, drafts.offer.draft);
    drafts.markTyped();
  }, [typedOverOffer, drafts]);

  const setField = (lang: Lang, field: keyof TranslationDto, value: string) =>
    setForm((f) => {
      const t = { ...f[lang], [field]: value };
      const slugEdited = { ...f.slugEdited };
      if (field === 'title' && !f.slugEdited[lang]) t.slug = adminSlugify(value);
      if (field === 'slug') slugEdited[lang] = value !== '';
      if (field === 'slug' && value === '') t.slug = adminSlugify(t.title);
      return { ...f, [lang]: t, slugEdited };
    });

  /** `status` overrides the form's Status ("Create and publish"). */
  const submit = async (status?: GuideStatus) => {
    showSuccess(null);
    // Every problem at once (issue 29), each with the field to fix; the first one gets the focus.
    const problems: { message: string; field: string | null }[] = [];
    if (!form.how.title.trim() || !form.paano.title.trim())
      problems.push({ message: a.msg.titlesRequired, field: a.create.titleOf(a.langName[form.how.title.trim() ? 'paano' : 'how']) });
    if (!form.categoryId) problems.push({ message: a.msg.categoryRequired, field: a.fields.category });
    // The same rule as the editor and the server: every image described in both languages, or decorative.
    for (const lang of LANGS) {
      const header = { present: Boolean(form.headerImage), decorative: form.headerDecorative, alt: form[lang].header_image_alt ?? '' };
      const altError = missingAlt(lang, header, form.sections, t);
      if (altError) problems.push({ message: altError, field: null });
      for (const gap of stepAltGaps(form.sections, lang))
        problems.push({
          message: t.problems.stepAlt(gap.section, gap.step, t.langName[lang]),
          field: t.steps.alt(gap.section, gap.step, t.langName[lang]),
        });
    }
    if (problems.length) {
      setError(problems.map((p) => p.message).join('\n'));
      const first = problems.find((p) => p.field)?.field;
      if (first) focusField(formRef.current, first);
      return;
    }
    setPublishing(status === 'published');
    await create(status ? { ...form, status } : form);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit();
  };

  /** The header image's alt text goes only with a header image (without one there is nothing to describe). */
  const withHeaderAlt = (toCreate: FormState, lang: Lang): TranslationDto => {
    const { header_image_alt: alt, ...rest } = toCreate[lang];
    return toCreate.headerImage && !toCreate.headerDecorative ? { ...rest, header_image_alt: alt ?? '' } : rest;
  };

  /** Creates the guide; after a 401 and a sign-in in the dialog, it is created from the same form. */
  const create = async (toCreate: FormState) => {
    setError(null);
    setBusy(true);
    try {
      const guide = await adminApi.createContent({
        how: withCleanBlocks(withHeaderAlt(toCreate, 'how')),
        paano: withCleanBlocks(withHeaderAlt(toCreate, 'paano')),
        categoryId: Number(toCreate.categoryId),
        status: toCreate.status,
        headerImage: toCreate.headerImage,
        headerImageDecorative: toCreate.headerImage ? toCreate.headerDecorative : undefined,
        sections: toCreate.sections.map(sectionToInput),
        sources: toCreate.sources,
        atAGlance: glanceToInput(toCreate.atAGlance),
      });
      await autosave.discard();
      setCreated(guide);
      setForm(initialState());
      setGeneration((g) => g + 1);
      showSuccess(a.msg.contentCreated);
      onCreated();
    } catch (err) {
      if (unauthorized(err, () => void create(toCreate))) return;
      setError(writeError(err, a.msg.createContentFailed, a.msg));
    } finally {
      setBusy(false);
    }
  };

  const translationFields = (lang: Lang) => {
    const t = form[lang];
    const name = a.langName[lang];
    const c = a.create;
    const htmlLang = lang === 'paano' ? 'fil' : 'en';
    const area = (
      field: 'header_description' | 'introduction' | 'conclusion' | 'meta_description',
      label: string,
      rows: number,
      required?: true,
    ) => (
      <TextAreaField
        label={label}
        lang={htmlLang}
        rows={rows}
        value={t[field]}
        onChange={(v) => setField(lang, field, v)}
        required={required}
      />
    );
    return (
      <fieldset className="hp-fieldset" key={lang}>
        <legend>
          {name} ({lang === 'how' ? 'How' : 'Paano'})
        </legend>
        <TextField label={c.titleOf(name)} lang={htmlLang} value={t.title} onChange={(v) => setField(lang, 'title', v)} required />
        <TextField label={c.slugOf(name)} lang={htmlLang} value={t.slug} onChange={(v) => setField(lang, 'slug', v)} hint={c.slugHint} />
        {area('header_description', c.headerDescriptionOf(name), 2, true)}
        {area('introduction', c.introductionOf(name), 4, true)}
        {area('conclusion', c.conclusionOf(name), 3)}
        <TextField
          label={c.metaKeywordsOf(name)}
          lang={htmlLang}
          value={t.meta_keywords}
          onChange={(v) => setField(lang, 'meta_keywords', v)}
        />
        {area('meta_description', c.metaDescriptionOf(name), 2)}
      </fieldset>
    );
  };

  return (
    <form ref={formRef} className="hp-card hp-create" onSubmit={onSubmit} noValidate aria-labelledby="hp-create-title">
      <h2 id="hp-create-title">{a.create.title}</h2>
      <FormatToolbar scope={formRef} />
      {drafts.offer && (
        <RestoreBanner
          draft={drafts.offer.draft}
          older={false}
          onRestore={() => {
            const { draft, setAside } = drafts.offer!;
            if (drafts.typedOver && dirty) {
              // What was typed meanwhile is offered back in turn, not thrown away.
              const typed: AutosaveDto = { form: toDraft(form), base_version: null, saved_at: new Date().toISOString() };
              dropAsideDraft(SLOT, draft);
              setAsideDraft(SLOT, typed);
              drafts.queue({ draft: typed, setAside: true });
            } else if (setAside) dropAsideDraft(SLOT, draft);
            const restored = fromDraft(draft.form);
            if (restored) setForm(restored);
            setGeneration((g) => g + 1);
            drafts.settle();
          }}
          onDiscard={() => {
            const { draft, setAside } = drafts.offer!;
            drafts.settle();
            if (setAside || drafts.typedOver) dropAsideDraft(SLOT, draft);
            if (!setAside && !drafts.typedOver) void autosave.discard();
          }}
        />
      )}
      <div className="hp-lang-columns">{LANGS.map(translationFields)}</div>
      <div className="hp-row">
        <CategorySelect
          categories={categories}
          value={form.categoryId}
          onChange={(v) => setForm((f) => ({ ...f, categoryId: v }))}
          required
        />
        <StatusSelect value={form.status} onChange={(status) => setForm((f) => ({ ...f, status }))} />
      </div>
      <ImageField
        key={`header-${generation}`}
        label={a.fields.headerImage}
        file={form.headerImage}
        invalidMessage={a.fields.headerImageInvalid}
        onFile={(file) => setForm((f) => ({ ...f, headerImage: file }))}
      />
      {form.headerImage && (
        <ImageAltField
          image="header"
          langs={['how', 'paano']}
          alt={{ how: form.how.header_image_alt, paano: form.paano.header_image_alt }}
          decorative={form.headerDecorative}
          onAlt={(lang, value) => setForm((f) => ({ ...f, [lang]: { ...f[lang], header_image_alt: value } }))}
          onDecorative={(value) => setForm((f) => ({ ...f, headerDecorative: value }))}
        />
      )}
      <h3>{a.fields.sections}</h3>
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
          onMoveUp={index > 0 ? () => setForm((f) => ({ ...f, sections: moveItem(f.sections, index, -1) })) : undefined}
          onMoveDown={
            index < form.sections.length - 1 ? () => setForm((f) => ({ ...f, sections: moveItem(f.sections, index, 1) })) : undefined
          }
        >
          <StepsEditor
            section={index + 1}
            lang="how"
            langs={['how', 'paano']}
            steps={section.steps ?? []}
            onChange={(steps) => setForm((f) => ({ ...f, sections: f.sections.map((s, i) => (i === index ? { ...s, steps } : s)) }))}
          />
        </SectionEditor>
      ))}
      <button
        type="button"
        className="hp-btn hp-btn--secondary"
        onClick={() => setForm((f) => ({ ...f, sections: [...f.sections, emptySection()] }))}
      >
        {a.fields.addSection}
      </button>
      <CreateBlocks
        translations={form}
        glance={form.atAGlance}
        onGlance={(patch) => setForm((f) => ({ ...f, atAGlance: { ...f.atAGlance, ...patch } }))}
        onBlocks={(lang, blocks) => setForm((f) => ({ ...f, [lang]: { ...f[lang], ...blocks } }))}
      />
      <SourcesField sources={form.sources} onChange={(sources) => setForm((f) => ({ ...f, sources }))} />
      <FormMessages error={error} success={success} />
      {created && (
        <p className="hp-created">
          <Link className="hp-touch" to={`${DASHBOARD_PATH}/edit/${created.id}/how`}>
            {a.create.edit(created.how.title)}
          </Link>
          {created.status === 'published' && (
            <a className="hp-touch" href={guidePath(created, 'how')} target="_blank" rel="noreferrer">
              {a.common.viewLive}
            </a>
          )}
        </p>
      )}
      {dirty && <SaveState status={autosave.status} />}
      <div className="hp-create__buttons">
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
          {busy && !publishing ? a.create.creating : a.create.create}
        </button>
        <button type="button" className="hp-btn hp-btn--secondary" disabled={busy} onClick={() => void submit('published')}>
          {busy && publishing ? t.create.publishing : t.create.createAndPublish}
        </button>
      </div>
      <p className="hp-hint">{t.create.hint}</p>
      {leaveDialog}
      {signInDialog}
    </form>
  );
}

/** Focuses the control whose label starts with `label` (the label's own text, before a required mark). */
function focusField(form: HTMLFormElement | null, label: string): void {
  const found = [...(form?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label));
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  control?.focus();
}
