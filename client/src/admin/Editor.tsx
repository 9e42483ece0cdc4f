import { LANGS } from '../api/types';
import { Fragment, useEffect, useRef, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { Lang } from '../api/types';
import { guidePath } from '../shared/links';
import { translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { loadStateOf } from './admin-data';
import { DASHBOARD_PATH } from './auth';
import { ConflictDialog } from './editor/ConflictDialog';
import { FormatToolbar } from './editor/FormatToolbar';
import { mergeForms, type ConflictField } from './editor/conflict-model';
import type { EditorForm } from './editor/editor-form';
import { focusField, guideProblems } from './editor/guide-problems';
import { PublishPanel } from './editor/PublishPanel';
import { ReadersGuidePanel } from './readers/ReadersGuidePanel';
import { RestoreBanner } from './editor/RestoreBanner';
import { SaveState } from './editor/SaveState';
import { useEditorSession } from './editor/useEditorSession';
import { CategorySelect } from './fields/CategorySelect';
import { ImageField } from './fields/ImageField';
import { SourcesField } from './fields/SourcesField';
import { StatusSelect } from './fields/StatusSelect';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { LoadStateMessage } from './feedback';
import { FormattingGuide } from './FormattingGuide';
import { useAdminLang, useAdminTexts } from './admin-lang';
import { emptySection, moveItem } from './section-model';
import { SectionEditor } from './SectionEditor';
import { ImageAltField } from './editor/ImageAltField';
import { SeoCheck, SeoTitleField } from './editor/SeoCheck';
import { SeoPreview } from './editor/SeoPreview';
import { StaleMark, StaleProvider, StaleSummary } from './editor/StaleMark';
import { RevisionsPanel } from './revisions/RevisionsPanel';
import { useEditorTexts } from './editor/texts';
import { BlocksEditor } from './editor/BlocksEditor';
import { AtAGlanceEditor } from './editor/AtAGlanceEditor';
import { ReviewerPick } from './editor/ReviewerPick';
import { StepsEditor } from './editor/StepsEditor';
import { ErrorAlert } from './fields/ErrorAlert';

/** The three texts of SPEC §7 written as paragraphs, each with its translation mark. */
const TEXT_AREAS = [
  { part: 'header_description', label: 'headerDescription', rows: 2, required: true },
  { part: 'introduction', label: 'introduction', rows: 5, required: true },
  { part: 'conclusion', label: 'conclusion', rows: 3, required: false },
] as const;

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
  // Every text in the admin's language (issue 39), whichever version is edited.
  const a = useAdminTexts();
  const adminLang = useAdminLang().lang;
  const texts = useEditorTexts();
  const session = useEditorSession(id, lang);
  const { loaded, data, categories, form, update, change, setField, generation, saving, dirty, offer, conflict } = session;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.title = `${a.editor.heading(a.langName[lang])} | HowPaano admin`;
  }, [lang, a]);

  if (loaded.error !== null || !form || !data) {
    return <LoadStateMessage state={loadStateOf(loaded)} error={loaded.error ?? a.msg.unexpectedError} />;
  }

  const otherLang: Lang = lang === 'how' ? 'paano' : 'how';
  const htmlLang = lang === 'paano' ? 'fil' : 'en';
  const t = form.translation;
  const headerUrl = form.removeHeaderImage ? null : (data.header_image?.image ?? null);

  /** Shows every problem of `toSave` (one a line) and focuses the first field to fix; true when there are none. */
  const passes = (toSave: EditorForm): boolean => {
    const found = guideProblems(toSave, lang, headerUrl, texts, a);
    if (!found.length) return true;
    session.setSaveError(found.map((p) => p.message).join('\n'));
    focusField(formRef.current, found[0].field);
    return false;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    session.showSuccess(null);
    if (!passes(form)) return;
    await session.save(form, session.baseVersion);
  };

  /** "Save and publish": the edits and the publish in one step (one save with the status published, so one revision). */
  const saveAndPublish = async () => {
    session.showSuccess(null);
    const toSave: EditorForm = { ...form, status: 'published' };
    if (!passes(toSave)) return;
    session.setForm(toSave);
    await session.save(toSave, session.baseVersion);
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
        {offer && (
          <RestoreBanner draft={offer.draft} older={offer.older} onRestore={session.restoreOffer} onDiscard={session.discardOffer} />
        )}
        <PublishPanel
          data={data}
          lang={lang}
          dirty={dirty}
          busy={saving}
          onPublish={() => void session.publication(() => adminApi.publish(id, data.version))}
          onSaveAndPublish={() => void saveAndPublish()}
          onUnpublish={() => void session.publication(() => adminApi.unpublish(id, data.version))}
          onSchedule={(at) => void session.publication(() => adminApi.schedule(id, at, data.version))}
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
              {TEXT_AREAS.map(({ part, label, rows, required }) => (
                <Fragment key={part}>
                  <TextAreaField
                    label={a.fields[label]}
                    lang={htmlLang}
                    rows={rows}
                    value={t[part]}
                    onChange={(v) => setField(part, v)}
                    required={required}
                  />
                  <StaleMark part={part} />
                </Fragment>
              ))}
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
                    onChange={(next) => change((f) => ({ sections: f.sections.map((s, i) => (i === index ? next : s)) }))}
                    onRemove={() => change((f) => ({ sections: f.sections.filter((_, i) => i !== index) }))}
                    onMoveUp={index > 0 ? () => change((f) => ({ sections: moveItem(f.sections, index, -1) })) : undefined}
                    onMoveDown={
                      index < form.sections.length - 1 ? () => change((f) => ({ sections: moveItem(f.sections, index, 1) })) : undefined
                    }
                  >
                    <StepsEditor
                      section={index + 1}
                      lang={lang}
                      steps={section.steps ?? []}
                      onChange={(steps) => change((f) => ({ sections: f.sections.map((s, i) => (i === index ? { ...s, steps } : s)) }))}
                    />
                  </SectionEditor>
                </div>
              ))}
              <button
                type="button"
                className="hp-btn hp-btn--secondary"
                onClick={() => change((f) => ({ sections: [...f.sections, emptySection()] }))}
              >
                {a.fields.addSection}
              </button>
              <AtAGlanceEditor value={form.atAGlance} onChange={(patch) => change((f) => ({ atAGlance: { ...f.atAGlance, ...patch } }))} />
              <ReviewerPick value={form.review} onChange={(review) => update({ review })} />
              <BlocksEditor
                lang={lang}
                blocks={t}
                onChange={(blocks) => change((f) => ({ translation: { ...f.translation, ...blocks } }))}
              />
              <SourcesField sources={form.sources} onChange={(sources) => update({ sources })} />
              <div className="hp-editor__bar">
                <ErrorAlert message={session.saveError} />
                {session.success && (
                  <p className="hp-alert hp-alert--success" role="status">
                    {session.success}
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
                  {dirty && <SaveState status={session.autosaveStatus} />}
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
            session.showSuccess(message);
            void loaded.reload();
          }}
        />
        {conflict && (
          <ConflictDialog
            differences={conflict.differences}
            busy={saving}
            onKeepMine={() => session.resolveConflict(form)}
            onTakeTheirs={() => session.resolveConflict(null)}
            onMerge={(takeTheirs: Set<ConflictField>) => session.resolveConflict(mergeForms(form, conflict.theirs, takeTheirs))}
            onCancel={() => session.setConflict(null)}
          />
        )}
        {session.signInDialog}
        {session.leaveDialog}
      </div>
    </>
  );
}
