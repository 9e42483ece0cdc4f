import type { ReactNode } from 'react';
import { LangSwitch } from '../common';
import { useSite } from '../root';
import { STATIC_PATHS, type StaticPage } from './static-paths';

/** The site's contact address as a mail link (both languages' static pages). */
export function Mail() {
  const { contactEmail } = useSite();
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}

/** The How/Paano switch of a static page: its two addresses. */
export function StaticLangSwitch({ page }: { page: StaticPage }) {
  return <LangSwitch paths={STATIC_PATHS[page]} />;
}

/** One numbered section of the terms of service. */
export interface TermsSection {
  title: string;
  body: ReactNode;
}

/** The terms of service page in either language: the words come from the caller. */
export function TermsLayout(props: { title: string; effective: ReactNode; sections: TermsSection[]; questions: string }) {
  return (
    <div className="container prose-page">
      <h1 className="page-title">{props.title}</h1>
      <StaticLangSwitch page="terms" />
      <div className="card prose">
        <p className="effective">{props.effective}</p>
        <ol className="terms-list">
          {props.sections.map((section) => (
            <li key={section.title}>
              <h2>{section.title}</h2>
              <p>{section.body}</p>
            </li>
          ))}
        </ol>
        <p>
          {props.questions} <Mail />.
        </p>
      </div>
    </div>
  );
}

/** The contact page in either language: its title, opening line and the two labels that differ. */
export function ContactLayout(props: { title: string; intro: string; emailLabel: string; phoneLabel: string }) {
  const site = useSite();
  return (
    <div className="container prose-page">
      <h1 className="page-title">{props.title}</h1>
      <StaticLangSwitch page="contact" />
      <div className="card prose contact-card">
        <p>{props.intro}</p>
        <dl className="contact-list">
          <dt>{props.emailLabel}</dt>
          <dd>
            <Mail />
          </dd>
          <dt>{props.phoneLabel}</dt>
          <dd>
            <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}>{site.contactPhone}</a>
          </dd>
          <dt>Facebook</dt>
          <dd>
            <a href={site.facebookUrl} target="_blank" rel="noopener noreferrer">
              {site.facebookUrl.replace(/^https?:\/\/(www\.)?/, '')}
            </a>
          </dd>
          <dt>Instagram</dt>
          <dd>
            <a href={site.instagramUrl} target="_blank" rel="noopener noreferrer">
              {site.instagramUrl.replace(/^https?:\/\/(www\.)?/, '')}
            </a>
          </dd>
        </dl>
      </div>
    </div>
  );
}
