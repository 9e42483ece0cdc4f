import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAdminLang } from './admin-lang';
import { ApiError } from '../api/http';
import type { SettingsDto, SiteSettingsDto } from '../api/types';
import { adminApi } from './admin-api';
import { formatSiteTime } from '../shared/site-time';
import { settingsEn, type SettingsCatalogue } from '../i18n/settings-en';
import { settingsFil } from '../i18n/settings-fil';
import { loadStateOf, useAdminData } from './admin-data';
import { FormMessages } from './feedback';
import { CheckField } from './fields/CheckField';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { useUnauthorized } from './session';

type Errors = Partial<Record<keyof SiteSettingsDto, string>>;

/** The server's `{ "settings.field": [message] }` answer, by field. */
function fieldErrors(err: unknown): Errors {
  const out: Errors = {};
  if (!(err instanceof ApiError) || !err.body) return out;
  for (const [key, value] of Object.entries(err.body)) {
    if (key.startsWith('settings.') && Array.isArray(value) && typeof value[0] === 'string') {
      out[key.slice('settings.'.length) as keyof SiteSettingsDto] = value[0];
    }
  }
  return out;
}

const when = (t: SettingsCatalogue, iso: string) => formatSiteTime(iso, t.locale);

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange(v: number): void;
  min: number;
  max: number;
}) {
  const id = useId();
  return (
    <div className="hp-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

function FieldError({ text }: { text?: string }) {
  return text ? (
    <p className="hp-field-error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * /admin-hp-access/settings (issue 25): the site's settings, saved as revisions, in force at once
 * everywhere. The screen speaks the admin's language (issue 39).
 */
export function Settings() {
  const { lang } = useAdminLang();
  const T = lang === 'fil' ? settingsFil : settingsEn;
  const current = useAdminData(() => Promise.all([adminApi.settings(), adminApi.settingsRevisions()]), []);

  useEffect(() => {
    document.title = `${T.title} | HowPaano`;
  }, [T]);

  const state = loadStateOf(current);
  return (
    <div className="hp-settings" lang={lang}>
      <div className="hp-settings__head">
        <h1>{T.title}</h1>
      </div>
      {state === 'ready' && current.data ? (
        <SettingsForm T={T} loaded={current.data[0]} revisions={current.data[1]} reload={current.reload} />
      ) : (
        <p className={`hp-card hp-state${state === 'loading' ? '' : ' hp-alert--error'}`} role={state === 'loading' ? undefined : 'alert'}>
          {state === 'loading' ? T.loading : T.loadFailed}
        </p>
      )}
    </div>
  );
}

function SettingsForm({
  T,
  loaded,
  revisions,
  reload,
}: {
  T: SettingsCatalogue;
  loaded: SettingsDto;
  revisions: SettingsDto[];
  reload(): unknown;
}) {
  const unauthorized = useUnauthorized();
  const [form, setForm] = useState<SiteSettingsDto | null>(null);
  const [base, setBase] = useState<SettingsDto | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The affiliate domains as typed (split into the list on save). */
  const [domainsText, setDomainsText] = useState<string | null>(null);

  const shown = base && base.revision >= loaded.revision ? base : loaded;
  const edited = form ?? shown.settings;
  const values = domainsText === null ? edited : { ...edited, affiliate_domains: domainsText.split(/[\s,]+/).filter(Boolean) };
  const set = <K extends keyof SiteSettingsDto>(key: K, value: SiteSettingsDto[K]) => setForm({ ...values, [key]: value });
  const text = (key: keyof SiteSettingsDto, label: string, hint?: string, type: 'text' | 'url' = 'text') => (
    <>
      <TextField label={label} type={type} value={String(values[key])} hint={hint} onChange={(v) => set(key, v as never)} />
      <FieldError text={errors[key]} />
    </>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setSuccess(null);
    try {
      const saved = await adminApi.saveSettings(shown.revision, values);
      setBase(saved);
      setForm(null);
      setDomainsText(null);
      setErrors({});
      setSuccess(T.saved);
      void reload();
    } catch (err) {
      if (unauthorized(err)) return;
      const fields = fieldErrors(err);
      setErrors(fields);
      setError(Object.keys(fields).length ? T.saveFailed : err instanceof ApiError && err.status === 409 ? T.stale : T.failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <p className="hp-hint">{T.intro}</p>
      <form className="hp-card" onSubmit={save} noValidate>
        <fieldset className="hp-fieldset">
          <legend>{T.identity}</legend>
          {text('site_name', T.siteName)}
          {text('tagline_en', T.taglineEn, T.taglineHint)}
          {text('tagline_fil', T.taglineFil, T.taglineHint)}
          {text('contact_email', T.contactEmail)}
          {text('contact_phone', T.contactPhone)}
          {text('facebook_url', T.facebook, undefined, 'url')}
          {text('instagram_url', T.instagram, undefined, 'url')}
          {text('governing_city', T.governingCity)}
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.searchEngines}</legend>
          {text('google_site_verification', T.google, T.verificationHint)}
          {text('bing_site_verification', T.bing, T.verificationHint)}
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.ads}</legend>
          {text('adsense_client', T.adsenseClient, T.adsenseClientHint)}
          {text('adsense_slot', T.adsenseSlot)}
          <CheckField
            label={T.adsApproved}
            hint={T.adsApprovedHint}
            checked={values.ads_approved}
            onChange={(v) => set('ads_approved', v)}
          />
          <CheckField label={T.afterIntro} checked={values.ad_after_intro} onChange={(v) => set('ad_after_intro', v)} />
          <NumberField
            label={T.everySections}
            min={0}
            max={20}
            value={values.ad_every_sections}
            onChange={(v) => set('ad_every_sections', v)}
          />
          <FieldError text={errors.ad_every_sections} />
          <CheckField label={T.afterConclusion} checked={values.ad_after_conclusion} onChange={(v) => set('ad_after_conclusion', v)} />
          <CheckField label={T.beside} checked={values.ad_beside_article} onChange={(v) => set('ad_beside_article', v)} />
          <CheckField label={T.adHome} checked={values.ad_home} onChange={(v) => set('ad_home', v)} />
          <CheckField label={T.adCategory} checked={values.ad_category} onChange={(v) => set('ad_category', v)} />
          <CheckField label={T.adAuto} hint={T.adAutoHint} checked={values.ad_auto} onChange={(v) => set('ad_auto', v)} />
          <CheckField
            label={T.consentMessage}
            hint={T.consentMessageHint}
            checked={values.ads_consent_message}
            onChange={(v) => set('ads_consent_message', v)}
          />
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.affiliates}</legend>
          <TextAreaField
            label={T.affiliateDomains}
            value={domainsText ?? edited.affiliate_domains.join('\n')}
            hint={T.affiliateHint}
            onChange={setDomainsText}
          />
          <FieldError text={errors.affiliate_domains} />
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.privacyNote}</legend>
          <TextAreaField
            label={T.privacyNoteEn}
            value={values.privacy_note_en}
            hint={T.privacyNoteHint}
            onChange={(v) => set('privacy_note_en', v)}
          />
          <FieldError text={errors.privacy_note_en} />
          <TextAreaField
            label={T.privacyNoteFil}
            lang="fil"
            value={values.privacy_note_fil}
            hint={T.privacyNoteHint}
            onChange={(v) => set('privacy_note_fil', v)}
          />
          <FieldError text={errors.privacy_note_fil} />
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.analytics}</legend>
          {text('ga4_measurement_id', T.ga4, T.ga4Hint)}
        </fieldset>
        <fieldset className="hp-fieldset">
          <legend>{T.readers}</legend>
          <NumberField
            label={T.retention}
            min={1}
            max={120}
            value={values.readers_retention_months}
            onChange={(v) => set('readers_retention_months', v)}
          />
          <FieldError text={errors.readers_retention_months} />
        </fieldset>
        <FormMessages error={error} success={success} />
        <div className="hp-actions">
          <button type="submit" className="hp-btn hp-btn--primary" disabled={saving}>
            {saving ? T.saving : T.save}
          </button>
        </div>
      </form>
      <section className="hp-card" aria-labelledby="settings-history">
        <h2 id="settings-history">{T.history}</h2>
        <ol className="hp-settings__history">
          {revisions.map((revision) => (
            <li key={revision.revision}>
              <span>{T.revision(revision.revision, when(T, revision.created_at))}</span>
              {revision.revision === shown.revision ? (
                <span className="hp-badge">{T.current}</span>
              ) : (
                <button
                  type="button"
                  className="hp-btn hp-btn--small hp-btn--secondary"
                  onClick={() => {
                    setForm(revision.settings);
                    setDomainsText(null);
                    setSuccess(T.loadedRevision(revision.revision));
                  }}
                >
                  {T.loadRevision}
                </button>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
