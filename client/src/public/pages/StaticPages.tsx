import { Link } from 'react-router';
import { useUiLang } from '../../i18n/i18n';
import { useSite } from '../root';
import { AboutFil, ContactFil, PrivacyFil, TermsFil } from './StaticPagesFil';
import { ContactLayout, Mail, StaticFrame, TermsLayout, type TermsSection } from './static-parts';
import { affiliateTerms, PrivacyFeaturesEn } from './policy-parts';
import { EFFECTIVE_DATE } from './static-data';

export function AboutPage() {
  const site = useSite();
  if (useUiLang() === 'fil') return <AboutFil />;
  return (
    <StaticFrame title={`About ${site.siteName}`} page="about">
      <p>
        {site.siteName} is an independent website owned and run by one creator, a sole proprietorship in the Philippines. It is not
        affiliated with any company, school or government agency.
      </p>
      <p>
        Every guide exists in English (<strong>How</strong>) and Filipino (<strong>Paano</strong>), so you can learn in the language that
        feels most natural and switch at any time. Topics include educational guides, tech tutorials, health and wellness, and financial
        tips.
      </p>
      <p>
        The guides are written to be practical: clear steps, key insights and sources you can check. Have an idea for a guide?{' '}
        <Link to="/contact">Tell us</Link>.
      </p>
    </StaticFrame>
  );
}

export function PrivacyPage() {
  const site = useSite();
  if (useUiLang() === 'fil') return <PrivacyFil />;
  return (
    <StaticFrame title="Privacy Policy" page="privacy">
      <p className="effective">Effective date: {EFFECTIVE_DATE}</p>
      <h2>Personal data</h2>
      <p>
        {site.siteName} does not collect personal data. There are no visitor accounts, and there are no forms that ask for your name,
        address or other personal details.
      </p>
      <PrivacyFeaturesEn site={site} />
      <h2>Affiliate links</h2>
      <p>Some external links are affiliate links: if you buy through them we may earn a commission, at no extra cost to you.</p>
      <h2>Contact</h2>
      <p>
        Questions about this policy: <Mail />.
      </p>
    </StaticFrame>
  );
}

export function TermsPage() {
  const site = useSite();
  if (useUiLang() === 'fil') return <TermsFil />;
  const sections: TermsSection[] = [
    {
      title: 'Ownership',
      body: `${site.siteName} is owned and operated by a sole proprietorship in the Philippines.`,
    },
    {
      title: 'Educational purpose',
      body: 'All content is provided for general educational and informational purposes only and is not professional advice.',
    },
    {
      title: 'Copyright and allowed use',
      body: 'All content is protected by copyright. You may quote or share parts of a guide for non-commercial purposes, provided you credit the site and link to the original page.',
    },
    {
      title: 'No personal data collected',
      body: 'We do not collect personal data from visitors. See the Privacy Policy for details.',
    },
    {
      title: 'No user-submitted content',
      body: 'The site does not currently accept user-submitted content, comments or uploads.',
    },
    {
      title: 'Prohibited actions',
      body: 'You may not upload unlawful or abusive material, scrape the site, attempt to hack or disrupt it, reverse engineer it, impersonate others, or misuse its content.',
    },
    {
      title: 'Right to block access',
      body: 'We may block access to the site, for example by IP address or server rules, to protect it or its visitors.',
    },
    {
      title: 'Warranty disclaimer',
      body: 'The site and its content are provided "as is", without warranties of any kind, express or implied, including accuracy, completeness or fitness for a particular purpose.',
    },
    {
      title: 'Limitation of liability',
      body: 'To the extent permitted by law, we are not liable for any loss or damage arising from your use of the site or reliance on its content.',
    },
    {
      title: 'Indemnity',
      body: 'You agree to indemnify and hold us harmless from claims arising from your misuse of the site or breach of these terms.',
    },
    {
      title: 'Affiliate links and advertising',
      body: affiliateTerms(site, 'en'),
    },
    {
      title: 'Governing law',
      body: `These terms are governed by the laws of the Philippines. Disputes fall under the jurisdiction of the courts of ${site.governingCity}.`,
    },
  ];
  return (
    <TermsLayout
      title="Terms of Service"
      effective={<>Effective date: {EFFECTIVE_DATE}</>}
      sections={sections}
      questions="Questions about these terms:"
    />
  );
}

export function ContactPage() {
  if (useUiLang() === 'fil') return <ContactFil />;
  return (
    <ContactLayout
      title="Contact Us"
      intro="Have a topic you would like us to cover, or a question about a guide? We would love to hear from you."
      emailLabel="E-mail"
      phoneLabel="Phone"
    />
  );
}
