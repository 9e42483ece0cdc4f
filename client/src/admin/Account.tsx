import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAdminLang } from './admin-lang';
import { useNavigate } from 'react-router';
import { ApiError, setToken } from '../api/http';
import type { AccountDto, TwoFactorSetupDto } from '../api/types';
import { accountEn, type AccountCatalogue } from '../i18n/account-en';
import { accountFil } from '../i18n/account-fil';
import { adminApi } from './admin-api';
import { useAdminData } from './admin-data';
import { LOGIN_PATH } from './auth';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './fields/TextField';
import { lockError } from './messages';
import { useUnauthorized } from './session';

/** The server's password rule (src/auth/password.ts), said before sending. */
const PASSWORD_MIN_LENGTH = 12;

/**
 * The owner's account (issue 30 item 6) at /admin-hp-access/account: change the password, sign out
 * everywhere, two-factor sign-in. The page speaks the admin's language.
 */
export function Account() {
  // The admin's one language (issue 39): chosen in the top bar, kept with the account.
  const { lang } = useAdminLang();
  const t = lang === 'fil' ? accountFil : accountEn;
  const { data: account, error, reload } = useAdminData(() => adminApi.account(), []);

  useEffect(() => {
    document.title = `${t.title} | HowPaano`;
  }, [t]);

  return (
    <div className="hp-account" lang={lang === 'fil' ? 'fil' : 'en'}>
      <div className="hp-account__head">
        <h1 className="hp-page-title">{t.title}</h1>
      </div>
      {error && (
        <p className="hp-alert hp-alert--error" role="alert">
          {t.loadFailed}
        </p>
      )}
      {!account && !error && <p className="hp-hint">{t.loading}</p>}
      {account && (
        <>
          <p className="hp-hint">{t.signedInAs(account.username)}</p>
          <PasswordCard t={t} />
          <TwoFactorCard t={t} account={account} reload={reload} />
          <EverywhereCard t={t} />
        </>
      )}
    </div>
  );
}

type Problem = { field?: string; text: string } | null;

/** What went wrong, in the page's language: the field the server named, a lock-out, or a retry. */
function problemOf(err: unknown, t: AccountCatalogue): Problem {
  if (!(err instanceof ApiError)) return { text: t.failed };
  const locked = lockError(err, t);
  if (locked) return { text: locked };
  const body = err.body ?? {};
  if (body.current_password) return { field: 'current', text: t.password.wrongCurrent };
  if (body.new_password) return { field: 'next', text: t.password.tooShort };
  if (body.code) return { field: 'code', text: t.twoFactor.badCode };
  return { text: t.failed };
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="hp-card hp-account__card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Alert({ problem }: { problem: Problem }) {
  if (!problem) return null;
  return (
    <p className="hp-alert hp-alert--error" role="alert">
      {problem.text}
    </p>
  );
}

function PasswordCard({ t }: { t: AccountCatalogue }) {
  const unauthorized = useUnauthorized();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (next !== again) return setProblem({ field: 'again', text: t.password.mismatch });
    if ([...next].length < PASSWORD_MIN_LENGTH) return setProblem({ field: 'next', text: t.password.tooShort });
    setBusy(true);
    setProblem(null);
    try {
      const { access } = await adminApi.changePassword(current, next);
      setToken(access);
      setCurrent('');
      setNext('');
      setAgain('');
      setDone(true);
    } catch (err) {
      if (!unauthorized(err)) setProblem(problemOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t.password.heading}>
      <form onSubmit={submit}>
        <Alert problem={problem} />
        {done && (
          <p className="hp-alert hp-alert--success" role="status">
            {t.password.done}
          </p>
        )}
        <PasswordField label={t.password.current} autoComplete="current-password" value={current} onChange={setCurrent} />
        <PasswordField label={t.password.next} autoComplete="new-password" value={next} onChange={setNext} hint={t.password.hint} />
        <PasswordField label={t.password.confirm} autoComplete="new-password" value={again} onChange={setAgain} />
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
          {busy ? t.password.busy : t.password.submit}
        </button>
      </form>
    </Card>
  );
}

function TwoFactorCard({ t, account, reload }: { t: AccountCatalogue; account: AccountDto; reload(): Promise<void> }) {
  const unauthorized = useUnauthorized();
  const [step, setStep] = useState<'idle' | 'password' | 'code' | 'codes' | 'off'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetupDto | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await work();
    } catch (err) {
      if (unauthorized(err)) return;
      const problem = problemOf(err, t);
      // Turning off takes a recovery code too: its refusal says so.
      setProblem(step === 'off' && problem?.field === 'code' ? { ...problem, text: t.twoFactor.offBadCode } : problem);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setStep('idle');
    setPassword('');
    setCode('');
    setProblem(null);
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setSetup(await adminApi.setupTwoFactor(password));
      setPassword('');
      setStep('code');
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { recovery_codes, access } = await adminApi.confirmTwoFactor(code.trim());
      // Every other device is signed out; this one goes on with the token answered.
      setToken(access);
      setCodes(recovery_codes);
      setCode('');
      setSetup(null);
      setStep('codes');
      setNotice(t.twoFactor.turnedOn);
    });
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await adminApi.disableTwoFactor(password, code.trim());
      setPassword('');
      setCode('');
      setStep('idle');
      setNotice(t.twoFactor.turnedOff);
      await reload();
    });
  };

  const buttons = (label: string) => (
    <div className="hp-account__actions hp-wrap-row">
      <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
        {label}
      </button>
      <button type="button" className="hp-btn hp-btn--ghost" onClick={cancel}>
        {t.twoFactor.cancel}
      </button>
    </div>
  );

  return (
    <Card title={t.twoFactor.heading}>
      <Alert problem={problem} />
      {notice && (
        <p className="hp-alert hp-alert--success" role="status">
          {notice}
        </p>
      )}
      {step === 'codes' ? (
        <>
          <h3>{t.twoFactor.codesHeading}</h3>
          <p>{t.twoFactor.codesBody}</p>
          <ul className="hp-account__codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="hp-btn hp-btn--primary"
            onClick={() => {
              setCodes([]);
              setStep('idle');
              void reload();
            }}
          >
            {t.twoFactor.codesDone}
          </button>
        </>
      ) : (
        <p>{account.two_factor ? t.twoFactor.on(account.recovery_codes_left) : t.twoFactor.off}</p>
      )}
      {step === 'idle' && (
        <button type="button" className="hp-btn hp-btn--secondary" onClick={() => setStep(account.two_factor ? 'off' : 'password')}>
          {account.two_factor ? t.twoFactor.turnOff : t.twoFactor.start}
        </button>
      )}
      {(step === 'password' || step === 'off') && (
        <form onSubmit={step === 'off' ? turnOff : start}>
          <p className="hp-hint">{step === 'off' ? t.twoFactor.turnOffHint : t.twoFactor.startHint}</p>
          <PasswordField label={t.twoFactor.current} autoComplete="current-password" value={password} onChange={setPassword} />
          {step === 'off' && (
            <TextField label={t.twoFactor.offCode} name="code" autoComplete="one-time-code" value={code} onChange={setCode} required />
          )}
          {buttons(step === 'off' ? t.twoFactor.turnOff : t.twoFactor.start)}
        </form>
      )}
      {step === 'code' && setup && (
        <form onSubmit={confirm}>
          <p>{t.twoFactor.step1}</p>
          <div className="hp-account__setup">
            <img className="hp-account__qr" src={setup.qr} alt={t.twoFactor.qrAlt} width={232} height={232} />
            <div className="hp-account__manual">
              <p className="hp-account__key">
                <span>{t.twoFactor.key}: </span>
                <code>{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
              </p>
              <CopyText label={t.twoFactor.uri} value={setup.uri} />
              <p>
                <a className="hp-touch" href={setup.uri}>
                  {t.twoFactor.openInApp}
                </a>
              </p>
            </div>
          </div>
          <p>{t.twoFactor.step2}</p>
          <TextField label={t.twoFactor.code} name="code" autoComplete="one-time-code" value={code} onChange={setCode} required />
          {buttons(t.twoFactor.confirm)}
        </form>
      )}
    </Card>
  );
}

/** A text to copy whole: read-only, selected at a tap or a click, wrapped to the card's width. */
function CopyText({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="hp-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="hp-account__uri" readOnly rows={4} value={value} onFocus={(e) => e.currentTarget.select()} />
    </div>
  );
}

function EverywhereCard({ t }: { t: AccountCatalogue }) {
  const unauthorized = useUnauthorized();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const signOut = async () => {
    setAsking(false);
    try {
      await adminApi.signOutEverywhere();
      void navigate(LOGIN_PATH, { state: { loggedOut: true } });
    } catch (err) {
      if (!unauthorized(err)) setProblem(problemOf(err, t));
    }
  };

  return (
    <Card title={t.everywhere.heading}>
      <Alert problem={problem} />
      <p>{t.everywhere.body}</p>
      <button type="button" className="hp-btn hp-btn--danger" onClick={() => setAsking(true)}>
        {t.everywhere.submit}
      </button>
      {asking && (
        <ConfirmDialog
          title={t.everywhere.heading}
          message={t.everywhere.confirm}
          confirmLabel={t.everywhere.submit}
          cancelLabel={t.twoFactor.cancel}
          danger
          onConfirm={() => void signOut()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Card>
  );
}

/** A required password field; autoComplete tells the browser's password manager the current one from a new one. */
function PasswordField(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
}) {
  return <TextField {...props} type="password" required />;
}
