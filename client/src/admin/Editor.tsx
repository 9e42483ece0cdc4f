import { LANGS } from '../api/types';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { AutosaveDto, BilingualGuideDto, CategoryDto, Lang, TranslationDto } from '../api/types';
import { guidePath } from '../shared/links';
import { adminSlugify } from '../shared/slug';
import { categoryLabel, translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { loadStateOf, useAdminData } from './admin-data';
import { DASHBOARD_PATH } from './auth';
import { ConflictDialog } from './editor/ConflictDialog';
import { FormatToolbar } from './editor/FormatToolbar';
import { diffForms, mergeForms, type ConflictField, type FieldDifference } from './editor/conflict-model';
import { formFrom, formFromDraft, formToDraft, isEditorDraft, snapshot, type EditorForm } from './editor/editor-form';
import { dropAsideDraft, keepAsideDrafts, newerDraft, readAsideDrafts, readLocalDraft, setAsideDraft } from './editor/local-draft';
import { PublishPanel } from './editor/PublishPanel';
import { ReadersGuidePanel } from './readers/ReadersGuidePanel';
import { RestoreBanner } from './editor/RestoreBanner';
import { SaveState } from './editor/SaveState';
import { useAutosave } from './editor/useAutosave';
import { useDraftOffer } from './editor/useDraftOffer';
import { CategorySelect } from './fields/CategorySelect';
import { ImageField } from './fields/ImageField';
import { SourcesField } from './fields/SourcesField';
import { StatusSelect } from './fields/StatusSelect';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { LoadStateMessage } from './feedback';
import { FormattingGuide } from './FormattingGuide';
import { isConflict, writeError } from './messages';
import { useAdminLang, useAdminTexts } from './admin-lang';
import { emptySection, hasImage, moveItem, sectionToInput } from './section-model';
import { SectionEditor } from './SectionEditor';
import { useKeepUnsavedWork, useUnauthorized } from './session';
import { useFormMessage } from './Toasts';
import { useUnsavedChangesGuard } from './unsaved';
import { ImageAltField } from './editor/ImageAltField';
import { SeoCheck, SeoTitleField } from './editor/SeoCheck';
import { SeoPreview } from './editor/SeoPreview';
import { StaleMark, StaleProvider, StaleSummary } from './editor/StaleMark';
import { RevisionsPanel } from './revisions/RevisionsPanel';
import { useEditorTexts } from './editor/texts';
import { BlocksEditor, cleanBlocks } from './editor/BlocksEditor';
import { AtAGlanceEditor } from './editor/AtAGlanceEditor';
import { ReviewerPick } from './editor/ReviewerPick';
import { StepsEditor } from './editor/StepsEditor';
import { glanceToInput, stepAltProblems } from './editor/step-model';

export function Editor() {
  const params = useParams();
  if (params.lang !== 'how' && params.lang !== 'paano') {
    return <Navigate replace to={`${DASHBOARD_PATH}/edit/${params.id}/how`} />;
  }
  // A fresh screen per guide and language: nothing of the other language lingers in the form.
  return <EditorScreen key={`${params.id}-${params.lang}`} id={Number(params.id)} lang={params.lang} />;
}

/** A 409 being resolved: the newer saved guide and what differs from the owner's form. */
interface Conflict {
  latest: BilingualGuideDto;
  theirs: EditorForm;
  differences: FieldDifference[];
}

/** /admin-hp-access/edit/{id}/{lang}: one language of a guide plus its shared fields (SPEC §2). */
function EditorScreen({ id, lang }: { id: number; lang: Lang }) {
  const navigate = useNavigate();
  const unauthorized = useUnauthorized();
  // Every text in the admin's language (issue 39), whichever version is edited.
  const a = useAdminTexts();
  const adminLang = useAdminLang().lang;
  const texts = useEditorTexts();
  const slot = `${id}/${lang}`;
  /** The guide and the categories, loaded on arrival and again after a save or a restore. */
  const loaded = useAdminData(() => Promise.all([adminApi.retrieve(id), adminApi.categories()]), [id]);
  const [data, setData] = useState<BilingualGuideDto | null>(null);
  const [categories, setCategories] = useState<CategoryDto[]>([]);
  const [form, setForm] = useState<EditorForm | null>(null);
  const [saved, setSaved] = useState<string>('');
  /** The version a save is based on: the loaded guide's, or an older one for restored edits (so a newer save shows as a conflict). */
  const [baseVersion, setBaseVersion] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // One message area: a new message replaces the old one (issue 29).
  const { error: saveError, setError: setSaveError, success, showSuccess } = useFormMessage();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  /** Edits an earlier visit left unsaved (server or device copy), offered back; autosave waits until the owner decides. */
  const drafts = useDraftOffer<{ draft: AutosaveDto; older: boolean; setAside?: boolean }>();
  const { propose } = drafts;
  const formRef = useRef<HTMLFormElement>(null);

  // Each answer of the load becomes the form at once, in the render that receives it (no render
  // shows the new guide beside the old form: that would count as unsaved and be autosaved).
  const [shown, setShown] = useState(loaded.data);
  if (loaded.data && loaded.data !== shown) {
    const [guide, cats] = loaded.data;
    const next = formFrom(guide, lang);
    setShown(loaded.data);
    setData(guide);
    setCategories(cats);
    setForm(next);
    setSaved(snapshot(next));
    setBaseVersion(guide.version);
    setConflict(null);
    setSaveError(null);
    setGeneration((g) => g + 1);
  }

  // After the first answer, offer back what an earlier visit left unsaved; after later ones, autosave.
  const offered = useRef(false);
  useEffect(() => {
    if (!shown) return;
    if (offered.current) {
      propose(null);
      return;
    }
    offered.current = true;
    const [guide] = shown;
    void (async () => {
      const server = await adminApi.autosave(slot).catch(() => null);
      const differs = (d: AutosaveDto | null): d is AutosaveDto =>
        !!d && isEditorDraft(d.form) && snapshot(formFromDraft(d.form)) !== snapshot(formFrom(guide, lang));
      const older = (d: AutosaveDto) => d.base_version !== null && d.base_version !== guide.version;
      const draft = newerDraft(server, readLocalDraft(slot));
      // Drafts set aside when the owner typed over their offer come after the slot's own, newest first.
      const kept = readAsideDrafts(slot);
      const aside = kept.filter(differs);
      if (aside.length !== kept.length) keepAsideDrafts(slot, aside);
      propose([
        ...(differs(draft) ? [{ draft, older: older(draft) }] : []),
        ...aside.map((d) => ({ draft: d, older: older(d), setAside: true })),
      ]);
    })();
  }, [shown, slot, lang, propose]);

  useEffect(() => {
    document.title = `${a.editor.heading(a.langName[lang])} | HowPaano admin`;
  }, [lang, a]);

  const dirty = form !== null && snapshot(form) !== saved;
  const signInDialog = useKeepUnsavedWork(dirty);
  const autosave = useAutosave({
    slot,
    form: form && dirty ? formToDraft(form) : null,
    enabled: drafts.ready,
    baseVersion: baseVersion || null,
  });

  // Typing while an offer shows: the offer is set aside on the device (offered again after a reload),
  // and the autosave keeps what is typed from the first keystroke.
  const typedOverOffer = drafts.offer !== null && dirty && !drafts.typedOver;
  useEffect(() => {
    if (!typedOverOffer || !drafts.offer) return;
    if (!drafts.offer.setAside) setAsideDraft(slot, drafts.offer.draft);
    drafts.markTyped();
  }, [typedOverOffer, drafts, slot]);

  const leaveDialog = useUnsavedChangesGuard(dirty && !saving, a.common.leaveEditor, texts.logout);

  if (loaded.error !== null || !form || !data) {
    return <LoadStateMessage state={loadStateOf(loaded)} error={loaded.error ?? a.msg.unexpectedError} />;
  }

  const update = (patch: Partial<EditorForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setField = (field: keyof TranslationDto, value: string) =>
    setForm((f) => (f ? { ...f, translation: { ...f.translation, [field]: value } } : f));
  const otherLang: Lang = lang === 'how' ? 'paano' : 'how';
  const htmlLang = lang === 'paano' ? 'fil' : 'en';
  const categoryName = (value: string) => {
    const found = categories.find((c) => String(c.id) === value);
    return found ? categoryLabel(found) : '(none)';
  };

  /** Saves `toSave` over `version`; after a 401 and a sign-in in the dialog, the same form is saved again. */
  const save = async (toSave: EditorForm, version: number): Promise<boolean> => {
    setSaveError(null);
    setSaving(true);
    try {
      const translation = {
        ...toSave.translation,
        ...cleanBlocks(toSave.translation),
        slug: toSave.translation.slug.trim() || adminSlugify(toSave.translation.title),
      };
      await adminApi.updateContent(id, {
        lang,
        translation,
        categoryId: Number(toSave.categoryId),
        status: toSave.status,
        version,
        headerImage: toSave.headerImageFile,
        removeHeaderImage: toSave.removeHeaderImage,
        headerImageDecorative: toSave.headerImageDecorative,
        sections: toSave.sections.map(sectionToInput),
        sources: toSave.sources,
        atAGlance: glanceToInput(toSave.atAGlance),
        review: toSave.review,
      });
      await autosave.discard();
      showSuccess(lang === 'how' ? a.msg.savedHow : a.msg.savedPaano);
      await loaded.reload();
      return true;
    } catch (err) {
      if (unauthorized(err, () => void save(toSave, version))) return false;
      if (isConflict(err)) await showConflict(toSave, err);
      else setSaveError(writeError(err, a.msg.updateContentFailed, a.msg));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const showConflict = async (mine: EditorForm, err: unknown) => {
    try {
      const latest = await adminApi.retrieve(id);
      const theirs = formFrom(latest, lang);
      setConflict({ latest, theirs, differences: diffForms(mine, theirs, lang, categoryName) });
    } catch {
      setSaveError(writeError(err, a.msg.conflict, a.msg));
    }
  };

  const t = form.translation;
  const headerUrl = form.removeHeaderImage ? null : (data.header_image?.image ?? null);

  /**
   * The checks of SPEC §5 and issue 12 before a save, every one at once (issue 29): each problem in
   * the editor's language with the label of the field to fix. The server checks the same.
   */
  const problems = (toSave: EditorForm): { message: string; field: string }[] => {
    const c = texts;
    const altLabel = (image: string) => c.alt.label(image, c.langName[lang]);
    const out: { message: string; field: string }[] = [];
    if (!toSave.translation.title.trim()) out.push({ message: c.problems.titleRequired, field: a.fields.title });
    if (!toSave.categoryId) out.push({ message: c.problems.selectCategory, field: a.fields.category });
    const headerShown = Boolean(toSave.headerImageFile || headerUrl);
    if (headerShown && !toSave.headerImageDecorative && !(toSave.translation.header_image_alt ?? '').trim())
      out.push({ message: c.problems.headerAlt(c.langName[lang]), field: altLabel(c.alt.headerImage) });
    toSave.sections.forEach((s, i) => {
      if (hasImage(s) && !s.decorative && !(s.alt?.[lang] ?? '').trim())
        out.push({ message: c.problems.sectionAlt(i + 1, c.langName[lang]), field: altLabel(c.alt.sectionImage(i + 1)) });
      for (const k of stepAltProblems(s.steps, lang))
        out.push({ message: c.problems.stepAlt(i + 1, k, c.langName[lang]), field: c.steps.alt(i + 1, k, c.langName[lang]) });
    });
    return out;
  };

  /** Shows every problem of `toSave` (one a line) and focuses the first field to fix; true when there are none. */
  const passes = (toSave: EditorForm): boolean => {
    const found = problems(toSave);
    if (!found.length) return true;
    setSaveError(found.map((p) => p.message).join('\n'));
    focusField(formRef.current, found[0].field);
    return false;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    showSuccess(null);
    if (!passes(form)) return;
    await save(form, baseVersion);
  };

  /** "Save and publish": the edits and the publish in one step (one save with the status published, so one revision). */
  const saveAndPublish = async () => {
    showSuccess(null);
    const toSave: EditorForm = { ...form, status: 'published' };
    if (!passes(toSave)) return;
    setForm(toSave);
    await save(toSave, baseVersion);
  };

  const resolveConflict = (next: EditorForm | null) => {
    if (!conflict) return;
    setConflict(null);
    if (!next) {
      // Take theirs: the owner chose to drop their edits.
      void autosave.discard().then(() => loaded.reload());
      return;
    }
    setData(conflict.latest);
    setForm(next);
    setBaseVersion(conflict.latest.version);
    void save(next, conflict.latest.version);
  };

  /** Publish / Unpublish / Schedule act on the saved guide and answer it whole. */
  const publication = async (action: () => Promise<BilingualGuideDto>) => {
    setSaveError(null);
    showSuccess(null);
    setSaving(true);
    try {
      const next = await action();
      setData(next);
      const nextForm = formFrom(next, lang);
      setForm(nextForm);
      setSaved(snapshot(nextForm));
      setBaseVersion(next.version);
      setGeneration((g) => g + 1);
    } catch (err) {
      if (unauthorized(err, () => void publication(action))) return;
      setSaveError(isConflict(err) ? a.msg.conflict : writeError(err, a.msg.updateContentFailed, a.msg));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="hp-editor">
        <div className="hp-editor__head">
          <div>
            <h1 className="hp-page-title">{a.editor.heading(a.langName[lang])}</h1>
            <p className="hp-hint">
              {translationOf(data, 'how').title || a.common.untitled}
              {' · '}
              <Link className="hp-touch" to={`${DASHBOARD_PATH}/draft/${id}`}>
                {a.editor.preview}
              </Link>
            </p>
          </div>
          <nav className="hp-segmented" aria-label={a.editor.language}>
            {LANGS.map((l) => (
              <Link
                key={l}
                to={`${DASHBOARD_PATH}/edit/${id}/${l}`}
                className={l === lang ? 'hp-segmented__item is-active' : 'hp-segmented__item'}
                aria-current={l === lang ? 'page' : undefined}
              >
                {a.langName[l]}
              </Link>
            ))}
          </nav>
        </div>
        {drafts.offer && (
          <RestoreBanner
            draft={drafts.offer.draft}
            older={drafts.offer.older}
            onRestore={() => {
              const { draft, setAside } = drafts.offer!;
              if (drafts.typedOver && dirty) {
                // What was typed meanwhile is not thrown away: it is offered back in turn.
                const typed: AutosaveDto = {
                  form: formToDraft(form),
                  base_version: baseVersion || null,
                  saved_at: new Date().toISOString(),
                };
                dropAsideDraft(slot, draft);
                setAsideDraft(slot, typed);
                drafts.queue({ draft: typed, older: false, setAside: true });
              } else if (setAside) dropAsideDraft(slot, draft);
              setForm(formFromDraft(draft.form));
              if (draft.base_version) setBaseVersion(draft.base_version);
              setGeneration((g) => g + 1);
              drafts.settle();
            }}
            onDiscard={() => {
              const { draft, setAside } = drafts.offer!;
              drafts.settle();
              // The set-aside copy goes; the slot's own copy only when it holds nothing typed since.
              if (setAside || drafts.typedOver) dropAsideDraft(slot, draft);
              if (!setAside && !drafts.typedOver) void autosave.discard();
            }}
          />
        )}
        <PublishPanel
          data={data}
          lang={lang}
          dirty={dirty}
          busy={saving}
          onPublish={() => void publication(() => adminApi.publish(id, data.version))}
          onSaveAndPublish={() => void saveAndPublish()}
          onUnpublish={() => void publication(() => adminApi.unpublish(id, data.version))}
          onSchedule={(at) => void publication(() => adminApi.schedule(id, at, data.version))}
        />
        <ReadersGuidePanel guideId={id} lang={adminLang} />
        <StaleProvider key={data.version} guideId={id} lang={lang} state={data.translation_state}>
          <div className="hp-editor__grid">
            <form
              ref={formRef}
              className="hp-card hp-editor__form"
              onSubmit={onSubmit}
              noValidate
              aria-label={a.editor.heading(a.langName[lang])}
            >
              <FormatToolbar scope={formRef} />
              <ImageField
                key={`header-${generation}`}
                label={a.fields.headerImage}
                file={form.headerImageFile}
                currentUrl={headerUrl}
                invalidMessage={a.fields.headerImageInvalid}
                onFile={(file) => update({ headerImageFile: file })}
                onRemoveCurrent={() => update({ removeHeaderImage: true })}
              />
              {(form.headerImageFile || headerUrl) && (
                <ImageAltField
                  image="header"
                  langs={[lang]}
                  alt={{ [lang]: t.header_image_alt ?? '' }}
                  decorative={form.headerImageDecorative ?? false}
                  onAlt={(_, v) => setField('header_image_alt', v)}
                  onDecorative={(v) => update({ headerImageDecorative: v })}
                />
              )}
              <StaleSummary />
              <TextField label={a.fields.title} lang={htmlLang} value={t.title} onChange={(v) => setField('title', v)} required />
              <StaleMark part="title" />
              <TextField label={a.fields.slug} lang={htmlLang} value={t.slug} onChange={(v) => setField('slug', v)} required />
              <TextAreaField
                label={a.fields.headerDescription}
                lang={htmlLang}
                rows={2}
                value={t.header_description}
                onChange={(v) => setField('header_description', v)}
                required
              />
              <StaleMark part="header_description" />
              <TextAreaField
                label={a.fields.introduction}
                lang={htmlLang}
                rows={5}
                value={t.introduction}
                onChange={(v) => setField('introduction', v)}
                required
              />
              <StaleMark part="introduction" />
              <TextAreaField
                label={a.fields.conclusion}
                lang={htmlLang}
                rows={3}
                value={t.conclusion}
                onChange={(v) => setField('conclusion', v)}
              />
              <StaleMark part="conclusion" />
              <div className="hp-row">
                <CategorySelect categories={categories} value={form.categoryId} onChange={(v) => update({ categoryId: v })} required />
                <StatusSelect value={form.status} onChange={(status) => update({ status })} />
              </div>
              <TextField
                label={a.fields.metaKeywords}
                lang={htmlLang}
                value={t.meta_keywords}
                onChange={(v) => setField('meta_keywords', v)}
              />
              <TextAreaField
                label={a.fields.metaDescription}
                lang={htmlLang}
                rows={2}
                value={t.meta_description}
                onChange={(v) => setField('meta_description', v)}
              />
              <SeoTitleField lang={lang} value={t.seo_title ?? ''} onChange={(v) => setField('seo_title', v)} />
              <SeoPreview
                lang={lang}
                title={t.seo_title?.trim() || t.title}
                description={t.meta_description || t.header_description}
                path={guidePath({ ...data, [lang]: { ...data[lang], slug: t.slug } }, lang)}
                imageUrl={form.headerImageFile ? null : headerUrl}
              />
              <SeoCheck
                lang={lang}
                form={form}
                hasHeaderImage={Boolean(form.headerImageFile || headerUrl)}
                otherTitle={data[otherLang]?.title ?? ''}
                staleParts={(data.translation_state?.stale ?? []).filter((s) => s.lang === lang).length}
              />
              <h2 className="hp-subtitle">{a.fields.sections}</h2>
              {form.sections.length === 0 && <p className="hp-hint">{a.fields.noSections}</p>}
              {form.sections.map((section, index) => (
                <div key={`${section.key}-${generation}`} className="hp-section-wrap">
                  {section.id !== undefined && <StaleMark part="section" sectionId={section.id} />}
                  <SectionEditor
                    key={`${section.key}-${generation}`}
                    index={index}
                    section={section}
                    langs={[lang]}
                    bulletsHeading="h3"
                    onChange={(next) => update({ sections: form.sections.map((s, i) => (i === index ? next : s)) })}
                    onRemove={() => update({ sections: form.sections.filter((_, i) => i !== index) })}
                    onMoveUp={index > 0 ? () => update({ sections: moveItem(form.sections, index, -1) }) : undefined}
                    onMoveDown={
                      index < form.sections.length - 1 ? () => update({ sections: moveItem(form.sections, index, 1) }) : undefined
                    }
                  >
                    <StepsEditor
                      section={index + 1}
                      lang={lang}
                      steps={section.steps ?? []}
                      onChange={(steps) => update({ sections: form.sections.map((s, i) => (i === index ? { ...s, steps } : s)) })}
                    />
                  </SectionEditor>
                </div>
              ))}
              <button
                type="button"
                className="hp-btn hp-btn--secondary"
                onClick={() => update({ sections: [...form.sections, emptySection()] })}
              >
                {a.fields.addSection}
              </button>
              <AtAGlanceEditor value={form.atAGlance} onChange={(atAGlance) => update({ atAGlance })} />
              <ReviewerPick value={form.review} onChange={(review) => update({ review })} />
              <BlocksEditor lang={lang} blocks={t} onChange={(blocks) => update({ translation: { ...form.translation, ...blocks } })} />
              <SourcesField sources={form.sources} onChange={(sources) => update({ sources })} />
              <div className="hp-editor__bar">
                {saveError && (
                  <p className="hp-alert hp-alert--error" role="alert">
                    {saveError}
                  </p>
                )}
                {success && (
                  <p className="hp-alert hp-alert--success" role="status">
                    {success}
                    {data.status === 'published' && (
                      <>
                        {' '}
                        <a className="hp-touch" href={guidePath(data, lang)} target="_blank" rel="noreferrer">
                          {a.common.viewLive}
                        </a>
                      </>
                    )}
                  </p>
                )}
                <div className="hp-editor__buttons">
                  {dirty && <span className="hp-hint">{texts.unsavedChanges}</span>}
                  {dirty && <SaveState status={autosave.status} />}
                  <button type="button" className="hp-btn hp-btn--ghost" onClick={() => navigate(DASHBOARD_PATH)}>
                    {a.common.cancel}
                  </button>
                  <button type="submit" className="hp-btn hp-btn--primary" disabled={saving}>
                    {saving ? a.common.saving : a.common.save}
                  </button>
                </div>
              </div>
              <p className="hp-hint">
                {a.editor.switchTo}{' '}
                <Link className="hp-touch" to={`${DASHBOARD_PATH}/edit/${id}/${otherLang}`}>
                  {a.editor.version(a.langName[otherLang])}
                </Link>
                .
              </p>
            </form>
            <FormattingGuide sticky />
          </div>
        </StaleProvider>
        <RevisionsPanel
          guideId={id}
          current={data}
          onRestored={(message) => {
            showSuccess(message);
            void loaded.reload();
          }}
        />
        {conflict && (
          <ConflictDialog
            differences={conflict.differences}
            busy={saving}
            onKeepMine={() => resolveConflict(form)}
            onTakeTheirs={() => resolveConflict(null)}
            onMerge={(takeTheirs: Set<ConflictField>) => resolveConflict(mergeForms(form, conflict.theirs, takeTheirs))}
            onCancel={() => setConflict(null)}
          />
        )}
        {signInDialog}
        {leaveDialog}
      </div>
    </>
  );
}

/** Focuses the control whose label starts with `label` (the label's own text, before a required mark). */
function focusField(form: HTMLFormElement | null, label: string): void {
  const found = [...(form?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label));
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  control?.focus();
}
