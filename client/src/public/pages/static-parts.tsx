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
