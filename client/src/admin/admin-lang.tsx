import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { adminEn, type AdminCatalogue } from '../i18n/admin-en';
import { adminFil } from '../i18n/admin-fil';
import { adminApi } from './admin-api';
import { localizeServerTexts } from '../api/http';
import { serverMessageFil } from '../shared/server-messages-fil';
import { isAuthenticated } from './auth';

/**
 * The admin's one language (issue 39 item 1): every admin screen, the sign-in, the top bar, dialogs,
 * messages and the editor's labels speak it. The owner's choice is kept with the account on the
 * server (PUT /api/account/language), so it follows the owner to every screen and every device;
 * this browser keeps a copy (localStorage) only so the next screen opens in it at once, before the
 * account answers. Before sign-in there is no owner yet: a ?lang=fil (or ?lang=en) link, the switch on
 * the sign-in page, this browser's last choice, else the browser's own languages decide.
 */
export type AdminLang = 'en' | 'fil';

const KEY = 'hp-admin-lang';

const CATALOGUES: Record<AdminLang, AdminCatalogue> = { en: adminEn, fil: adminFil };

export function adminTexts(lang: AdminLang): AdminCatalogue {
  return CATALOGUES[lang];
}

function asLang(value: string | null | undefined): AdminLang | null {
  return value === 'en' || value === 'fil' ? value : null;
}

/** Filipino when the browser asks for Filipino or Tagalog before English; else English. */
export function browserLang(languages: readonly string[]): AdminLang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return 'en';
}

function stored(): AdminLang | null {
  try {
    return asLang(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

function store(lang: AdminLang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // storage unavailable: the account still keeps it
  }
}

/** The language a screen opens in, and whether a link asked for it. */
function firstLang(): { lang: AdminLang; asked: boolean } {
  if (typeof window === 'undefined') return { lang: 'en', asked: false };
  const asked = asLang(new URLSearchParams(window.location.search).get('lang'));
  if (asked) return { lang: asked, asked: true };
  return { lang: stored() ?? browserLang(navigator.languages ?? [navigator.language]), asked: false };
}

interface AdminLangApi {
  lang: AdminLang;
  /** The owner's choice: shown at once, kept on this browser and, once signed in, with the account. */
  choose(lang: AdminLang): void;
  /** Once signed in: the account's language wins, unless the owner chose one before signing in. */
  syncWithAccount(): void;
}

const AdminLangContext = createContext<AdminLangApi>({ lang: 'en', choose: () => undefined, syncWithAccount: () => undefined });

export function AdminLangProvider({ children }: { children: ReactNode }) {
  const first = useMemo(firstLang, []);
  const [lang, setLang] = useState<AdminLang>(first.lang);
  /** A choice made before signing in (a ?lang link or the sign-in page's switch), for the account. */
  const chosenSignedOut = useRef<AdminLang | null>(first.asked ? first.lang : null);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const choose = useCallback((next: AdminLang) => {
    setLang(next);
    store(next);
    if (isAuthenticated()) {
      chosenSignedOut.current = null;
      adminApi.setLanguage(next).catch(() => undefined);
    } else chosenSignedOut.current = next;
  }, []);

  const syncWithAccount = useCallback(() => {
    const chosen = chosenSignedOut.current;
    chosenSignedOut.current = null;
    const answer = chosen ? adminApi.setLanguage(chosen) : adminApi.account();
    answer.then(
      (account) => {
        const kept = asLang(account.language);
        if (!kept) return;
        setLang(kept);
        store(kept);
      },
      // A refused or failed call changes nothing here; the screen that needs the account says so.
      () => undefined,
    );
  }, []);

  // The server's texts in an error answer follow the admin's language (set while rendering, so the
  // screens' first calls, made in their effects before this provider's, already read it).
  localizeServerTexts(lang === 'fil' ? serverMessageFil : null);
  const value = useMemo(() => ({ lang, choose, syncWithAccount }), [lang, choose, syncWithAccount]);
  return <AdminLangContext.Provider value={value}>{children}</AdminLangContext.Provider>;
}

export function useAdminLang(): AdminLangApi {
  return useContext(AdminLangContext);
}

/** The admin catalogue in the owner's language. */
export function useAdminTexts(): AdminCatalogue {
  return adminTexts(useAdminLang().lang);
}

/** English / Filipino: the admin language's switch (top bar and sign-in page). */
export function AdminLangSwitch({ className }: { className?: string }) {
  const { lang, choose } = useAdminLang();
  const t = useAdminTexts();
  return (
    <div className={`hp-lang-switch${className ? ` ${className}` : ''}`} role="group" aria-label={t.language.label}>
      {(['en', 'fil'] as const).map((l) => (
        <button key={l} type="button" className="hp-lang-switch__btn" aria-pressed={lang === l} lang={l} onClick={() => choose(l)}>
          {/* On a phone the short name shows (EN / FIL), so the top bar keeps to one row; the full one is read. */}
          <span className="hp-lang-switch__long">{l === 'en' ? 'English' : 'Filipino'}</span>
          <span className="hp-lang-switch__short" aria-hidden="true">
            {l === 'en' ? 'EN' : 'FIL'}
          </span>
        </button>
      ))}
    </div>
  );
}
