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

/** A static page's frame: its heading, its How/Paano switch and the card that holds its words. */
export function StaticFrame(props: { title: string; page: StaticPage; className?: string; children: ReactNode }) {
  return (
    <div className="container prose-page">
      <h1 className="page-title">{props.title}</h1>
      <StaticLangSwitch page={props.page} />
      <div className={props.className ?? 'card prose'}>{props.children}</div>
    </div>
  );
}

/** One numbered section of the terms of service. */
export interface TermsSection {
  title: string;
  body: ReactNode;
}

/** The terms of service page in either language: the words come from the caller. */
export function TermsLayout(props: { title: string; effective: ReactNode; sections: TermsSection[]; questions: string }) {
  return (
    <StaticFrame title={props.title} page="terms">
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
    </StaticFrame>
  );
}

/** The contact page in either language: its title, opening line and the two labels that differ. */
export function ContactLayout(props: { title: string; intro: string; emailLabel: string; phoneLabel: string }) {
  const site = useSite();
  return (
    <StaticFrame title={props.title} page="contact" className="card prose contact-card">
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
    </StaticFrame>
  );
}
