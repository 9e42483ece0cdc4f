import { useEffect, useRef, useState } from 'react';
import type { AutosaveDto, BilingualGuideDto, CategoryDto, Lang, TranslationDto } from '../../api/types';
import { adminSlugify } from '../../shared/slug';
import { categoryLabel } from '../../shared/translation';
import { adminApi } from '../admin-api';
import { useAdminData } from '../admin-data';
import { useAdminTexts } from '../admin-lang';
import { isConflict, writeError } from '../messages';
import { sectionToInput } from '../section-model';
import { useKeepUnsavedWork, useUnauthorized } from '../session';
import { useFormMessage } from '../Toasts';
import { useUnsavedChangesGuard } from '../unsaved';
import { cleanBlocks } from './BlocksEditor';
import { diffForms, type FieldDifference } from './conflict-model';
import { formFrom, formFromDraft, formToDraft, isEditorDraft, snapshot, type EditorForm } from './editor-form';
import { dropAsideDraft, keepAsideDrafts, newerDraft, readAsideDrafts, readLocalDraft, setAsideDraft } from './local-draft';
import { glanceToInput } from './step-model';
import { useEditorTexts } from './texts';
import { useAutosave } from './useAutosave';
import { useDraftOffer } from './useDraftOffer';

/** A 409 being resolved: the newer saved guide and what differs from the owner's form. */
export interface Conflict {
  latest: BilingualGuideDto;
  theirs: EditorForm;
  differences: FieldDifference[];
}

/**
 * The editor's session with the server for one guide in one language: loading the guide, offering
 * back unsaved drafts, autosave, saving, publishing, a 401 (sign-in dialog, then the same action
 * again) and a 409 (the conflict dialog). The screen around it only lays the form out.
 */
export function useEditorSession(id: number, lang: Lang) {
  const unauthorized = useUnauthorized();
  const a = useAdminTexts();
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

  const update = (patch: Partial<EditorForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  /**
   * A change worked out from the latest form, not from the one a render saw: a list or a group
   * (sections, at a glance, the blocks) rebuilt from an older render would put back what changed since.
   */
  const change = (edit: (f: EditorForm) => Partial<EditorForm>) => setForm((f) => (f ? { ...f, ...edit(f) } : f));
  const setField = (field: keyof TranslationDto, value: string) =>
    setForm((f) => (f ? { ...f, translation: { ...f.translation, [field]: value } } : f));
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

  /** Takes the offered draft into the form; what was typed over the offer meanwhile is offered back in turn. */
  const restoreOffer = () => {
    if (!drafts.offer || !form) return;
    const { draft, setAside } = drafts.offer;
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
  };

  const discardOffer = () => {
    if (!drafts.offer) return;
    const { draft, setAside } = drafts.offer;
    drafts.settle();
    // The set-aside copy goes; the slot's own copy only when it holds nothing typed since.
    if (setAside || drafts.typedOver) dropAsideDraft(slot, draft);
    if (!setAside && !drafts.typedOver) void autosave.discard();
  };

  return {
    loaded,
    data,
    categories,
    form,
    setForm,
    update,
    change,
    setField,
    baseVersion,
    generation,
    conflict,
    setConflict,
    saveError,
    setSaveError,
    success,
    showSuccess,
    saving,
    dirty,
    offer: drafts.offer,
    autosaveStatus: autosave.status,
    signInDialog,
    leaveDialog,
    save,
    resolveConflict,
    publication,
    restoreOffer,
    discardOffer,
  };
}
