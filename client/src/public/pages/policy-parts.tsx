import type { SiteConfig } from '../site';
import { Mail } from './static-parts';

/*
 * The parts of the Privacy Policy and the Terms that follow what the owner has switched on (Settings):
 * Google's advertising wording while AdSense is on (its program policies require it of every site
 * that shows its ads), Google Analytics' while GA4 is on, nothing about an ad network while ads are
 * off, and the Philippines' Data Privacy Act always. docs/earning.md.
 */

const GOOGLE_ADS_SETTINGS = 'https://adssettings.google.com/';
const ABOUT_ADS = 'https://www.aboutads.info/choices/';
const GOOGLE_PRIVACY = 'https://policies.google.com/privacy';
const GOOGLE_PARTNER_SITES = 'https://policies.google.com/technologies/partner-sites';
const GA_OPT_OUT = 'https://tools.google.com/dlpage/gaoptout';
const NPC = 'https://privacy.gov.ph/';

function Out({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} rel="noopener">
      {children}
    </a>
  );
}

/**
 * Whether the policies speak of AdSense: while its slots show, and from the moment a publisher id is set
 * (AdSense's review reads the policy before it approves the site and the slots appear).
 */
function showsAdSense(site: SiteConfig): boolean {
  return Boolean(site.ads || site.adsenseAccount);
}

/** The owner's own paragraph (Settings), plain text: a paragraph per line written; nothing while empty. */
function OwnerNote({ heading, text }: { heading: string; text?: string }) {
  const paragraphs = (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <>
      <h2>{heading}</h2>
      {paragraphs.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </>
  );
}

/** The Privacy Policy's sections between "Personal data" and "Affiliate links", in English. */
export function PrivacyFeaturesEn({ site }: { site: SiteConfig }) {
  const adsense = showsAdSense(site);
  const thirdParty = Boolean(adsense || site.ga4);
  return (
    <>
      <h2>Counting visits</h2>
      <p>
        We count page views, searches and helpful votes to learn which guides help, without cookies and without keeping your IP address or
        any other personal data. Browsers that send Do Not Track or Global Privacy Control are not counted.
      </p>
      {site.ga4 && (
        <>
          <h2>Google Analytics</h2>
          <p>
            We use Google Analytics to understand how the site is used as a whole. It sets cookies in your browser, and Google processes
            what it collects under <Out href={GOOGLE_PRIVACY}>Google&apos;s Privacy Policy</Out> (
            <Out href={GOOGLE_PARTNER_SITES}>how Google uses information from sites that use its services</Out>). You can opt out with the{' '}
            <Out href={GA_OPT_OUT}>Google Analytics opt-out browser add-on</Out>.
          </p>
        </>
      )}
      {adsense && (
        <>
          <h2>Advertising</h2>
          <p>
            This site shows ads from Google AdSense. Third-party vendors, including Google, use cookies to serve ads based on your prior
            visits to this website or other websites. Google&apos;s use of advertising cookies enables it and its partners to serve ads to
            you based on your visits to this site and/or other sites on the Internet.
          </p>
          <p>
            You may opt out of personalized advertising by visiting <Out href={GOOGLE_ADS_SETTINGS}>Google&apos;s Ads Settings</Out>, and
            out of other vendors&apos; cookies for personalized advertising at <Out href={ABOUT_ADS}>www.aboutads.info</Out>.
          </p>
        </>
      )}
      <h2>Cookies</h2>
      <p>
        {site.siteName} itself sets no cookie for readers.
        {thirdParty ? ' The Google services named above do; you can block or delete their cookies in your browser settings.' : ''}
      </p>
      <h2>Data Privacy Act</h2>
      <p>
        We follow the Data Privacy Act of 2012 (Republic Act No. 10173) of the Philippines. As we keep no personal data about readers, there
        is nothing of yours for us to access, correct or erase{thirdParty ? '; what Google collects is governed by its own policy' : ''}.
        Questions or requests: <Mail />; you may also complain to the <Out href={NPC}>National Privacy Commission</Out>.
      </p>
      <OwnerNote heading="From the site owner" text={site.privacyNoteEn} />
    </>
  );
}

/** The same sections in Filipino. */
export function PrivacyFeaturesFil({ site }: { site: SiteConfig }) {
  const adsense = showsAdSense(site);
  const thirdParty = Boolean(adsense || site.ga4);
  return (
    <>
      <h2>Pagbilang ng mga bisita</h2>
      <p>
        Binibilang namin ang mga pagbasa ng pahina, paghahanap at boto ng &quot;nakatulong&quot; para malaman kung aling gabay ang
        nakatutulong, nang walang cookies at nang hindi itinatago ang iyong IP address o anumang personal na datos. Hindi binibilang ang mga
        browser na nagpapadala ng Do Not Track o Global Privacy Control.
      </p>
      {site.ga4 && (
        <>
          <h2>Google Analytics</h2>
          <p>
            Gumagamit kami ng Google Analytics para maunawaan kung paano ginagamit ang site sa kabuuan. Naglalagay ito ng cookies sa iyong
            browser, at pinoproseso ng Google ang nakokolekta nito ayon sa <Out href={GOOGLE_PRIVACY}>Patakaran sa Privacy ng Google</Out> (
            <Out href={GOOGLE_PARTNER_SITES}>
              kung paano ginagamit ng Google ang impormasyon mula sa mga site na gumagamit ng serbisyo nito
            </Out>
            ). Maaari kang umiwas dito gamit ang <Out href={GA_OPT_OUT}>browser add-on ng Google Analytics para sa opt-out</Out>.
          </p>
        </>
      )}
      {adsense && (
        <>
          <h2>Mga ad</h2>
          <p>
            Nagpapakita ang site na ito ng mga ad mula sa Google AdSense. Gumagamit ang mga third-party vendor, kabilang ang Google, ng
            cookies para magpakita ng mga ad batay sa mga nauna mong pagbisita sa website na ito o sa ibang mga website. Sa paggamit ng
            Google ng advertising cookies, nakapagpapakita ito at ang mga partner nito ng mga ad sa iyo batay sa mga pagbisita mo sa site na
            ito at/o sa iba pang site sa Internet.
          </p>
          <p>
            Maaari mong patayin ang personalized na advertising sa <Out href={GOOGLE_ADS_SETTINGS}>Ads Settings ng Google</Out>, at ang
            cookies ng ibang vendor para sa personalized na advertising sa <Out href={ABOUT_ADS}>www.aboutads.info</Out>.
          </p>
        </>
      )}
      <h2>Cookies</h2>
      <p>
        Walang cookie na inilalagay ang {site.siteName} mismo para sa mga mambabasa.
        {thirdParty
          ? ' Naglalagay nito ang mga serbisyo ng Google na nabanggit sa itaas; maaari mong i-block o burahin ang kanilang cookies sa settings ng iyong browser.'
          : ''}
      </p>
      <h2>Data Privacy Act</h2>
      <p>
        Sinusunod namin ang Data Privacy Act of 2012 (Republic Act No. 10173) ng Pilipinas. Dahil wala kaming itinatagong personal na datos
        tungkol sa mga mambabasa, wala kaming hawak na datos mo na maaaring tingnan, itama o burahin
        {thirdParty ? '; ang nakokolekta ng Google ay sakop ng sarili nitong patakaran' : ''}. Mga tanong o kahilingan: <Mail />; maaari ka
        ring magreklamo sa <Out href={NPC}>National Privacy Commission</Out>.
      </p>
      <OwnerNote heading="Mula sa may-ari ng site" text={site.privacyNoteFil} />
    </>
  );
}

/** The Terms' section 11 (affiliate links and advertising): the ad network's sentence only while ads are on. */
export function affiliateTerms(site: SiteConfig, lang: 'en' | 'fil'): string {
  if (lang === 'fil') {
    const affiliate = 'Ang ilang link ay affiliate link at maaaring markahang no-follow.';
    return showsAdSense(site) ? `${affiliate} Nagpapakita ang site ng mga ad ng Google AdSense na maaaring gumamit ng cookies.` : affiliate;
  }
  const affiliate = 'Some links are affiliate links and may be marked no-follow.';
  return showsAdSense(site) ? `${affiliate} The site shows ads from Google AdSense, which may use cookies.` : affiliate;
}
