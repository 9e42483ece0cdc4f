import { splitSponsoredMark, withSponsoredMark } from '../../shared/affiliate';
import { useEditorTexts } from '../editor/texts';
import { CheckField } from './CheckField';
import { TextField } from './TextField';

interface SourcesFieldProps {
  sources: string[];
  onChange(sources: string[]): void;
}

/** Source links; blank ones are dropped on submit (SPEC §5). */
export function SourcesField({ sources, onChange }: SourcesFieldProps) {
  const t = useEditorTexts();
  return (
    <fieldset className="hp-fieldset">
      <legend>Sources</legend>
      {sources.length === 0 && <p className="hp-hint">No sources yet.</p>}
      {sources.map((source, index) => {
        // The affiliate mark travels with the link (shared/affiliate.ts); the field shows the address.
        const { link, marked } = splitSponsoredMark(source);
        const put = (value: string) => onChange(sources.map((s, i) => (i === index ? value : s)));
        return (
          <div className="hp-source-row" key={index}>
            <TextField
              label={`Source link ${index + 1}`}
              type="url"
              value={link}
              placeholder="https://example.com/article"
              onChange={(value) => put(withSponsoredMark(value, marked))}
            />
            <CheckField label={t.affiliate.source} checked={marked} onChange={(on) => put(withSponsoredMark(link, on))} />
            <button
              type="button"
              className="hp-btn hp-btn--small hp-btn--ghost"
              aria-label={`Remove source link ${index + 1}`}
              onClick={() => onChange(sources.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" className="hp-btn hp-btn--secondary" onClick={() => onChange([...sources, ''])}>
        Add source
      </button>
    </fieldset>
  );
}
