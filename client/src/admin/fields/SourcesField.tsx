import { splitSponsoredMark, withSponsoredMark } from '../../shared/affiliate';
import { useEditorTexts } from '../editor/texts';
import { useAdminTexts } from '../admin-lang';
import { CheckField } from './CheckField';
import { TextField } from './TextField';

interface SourcesFieldProps {
  sources: string[];
  onChange(sources: string[]): void;
}

/** Source links; blank ones are dropped on submit (SPEC §5). */
export function SourcesField({ sources, onChange }: SourcesFieldProps) {
  const t = useEditorTexts();
  const a = useAdminTexts();
  const f = a.fields;
  return (
    <fieldset className="hp-fieldset">
      <legend>{f.sources}</legend>
      {sources.length === 0 && <p className="hp-hint">{f.noSources}</p>}
      {sources.map((source, index) => {
        // The affiliate mark travels with the link (shared/affiliate.ts); the field shows the address.
        const { link, marked } = splitSponsoredMark(source);
        const put = (value: string) => onChange(sources.map((s, i) => (i === index ? value : s)));
        return (
          <div className="hp-source-row" key={index}>
            <TextField
              label={f.sourceLink(index + 1)}
              type="url"
              value={link}
              placeholder="https://example.com/article"
              onChange={(value) => put(withSponsoredMark(value, marked))}
            />
            <CheckField label={t.affiliate.source} checked={marked} onChange={(on) => put(withSponsoredMark(link, on))} />
            <button
              type="button"
              className="hp-btn hp-btn--small hp-btn--ghost"
              aria-label={f.removeSource(index + 1)}
              onClick={() => onChange(sources.filter((_, i) => i !== index))}
            >
              {a.common.remove}
            </button>
          </div>
        );
      })}
      <button type="button" className="hp-btn hp-btn--secondary" onClick={() => onChange([...sources, ''])}>
        {f.addSource}
      </button>
    </fieldset>
  );
}
