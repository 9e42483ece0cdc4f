/** English / Filipino buttons of an admin screen that has its own two catalogues (Account, Settings). */
export function ScreenLanguageSwitch({
  lang,
  onChange,
  label,
  className,
}: {
  lang: 'en' | 'fil';
  onChange: (lang: 'en' | 'fil') => void;
  label: string;
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {(['en', 'fil'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className={`hp-btn ${lang === l ? 'hp-btn--primary' : 'hp-btn--ghost'}`}
          aria-pressed={lang === l}
          lang={l}
          onClick={() => onChange(l)}
        >
          {l === 'en' ? 'English' : 'Filipino'}
        </button>
      ))}
    </div>
  );
}
