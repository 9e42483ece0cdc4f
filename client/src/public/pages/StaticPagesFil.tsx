import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useSite } from '../root';
import { ContactLayout, Mail, StaticFrame, TermsLayout, type TermsSection } from './static-parts';
import { affiliateTerms, PrivacyFeaturesFil } from './policy-parts';
import { staticPath } from './static-paths';

/**
 * The Filipino versions of the static pages (SPEC §1/§2's content in natural Filipino), at their
 * own addresses (static-paths.ts). Page content, not interface text, so it lives here and not in
 * the catalogue.
 */

export function AboutFil() {
  const site = useSite();
  const t = useT();
  return (
    <StaticFrame title={t.aboutTitle(site.siteName)} page="about">
      <p>
        Ang {site.siteName} ay isang malayang website na pag-aari at pinapatakbo ng iisang creator, isang sole proprietorship sa Pilipinas.
        Hindi ito kaakibat ng anumang kumpanya, paaralan o ahensiya ng gobyerno.
      </p>
      <p>
        Bawat gabay ay nasa Ingles (<strong>How</strong>) at Filipino (<strong>Paano</strong>), kaya puwede kang matuto sa wikang
        pinakakomportable sa iyo at lumipat anumang oras. Kabilang sa mga paksa ang mga gabay pang-edukasyon, mga tutorial sa teknolohiya,
        kalusugan at kagalingan, at mga tip sa pananalapi.
      </p>
      <p>
        Praktikal ang pagkakasulat ng mga gabay: malinaw na mga hakbang, mahahalagang punto, at mga sangguniang puwede mong suriin. May
        naiisip kang paksa? <Link to={staticPath('contact', 'fil')}>Sabihin sa amin</Link>.
      </p>
    </StaticFrame>
  );
}

export function PrivacyFil() {
  const site = useSite();
  const t = useT();
  return (
    <StaticFrame title={t.privacyPolicy} page="privacy">
      <p className="effective">{t.effectiveDate}</p>
      <h2>Personal na datos</h2>
      <p>
        Hindi nangongolekta ang {site.siteName} ng personal na datos. Walang account para sa mga bisita, at walang form na humihingi ng
        iyong pangalan, address o iba pang personal na impormasyon.
      </p>
      <PrivacyFeaturesFil site={site} />
      <h2>Mga affiliate link</h2>
      <p>
        Ang ilang panlabas na link ay affiliate link: kapag bumili ka sa pamamagitan ng mga ito, maaari kaming kumita ng komisyon, nang
        walang dagdag na gastos sa iyo.
      </p>
      <h2>Makipag-ugnayan</h2>
      <p>
        Mga tanong tungkol sa patakarang ito: <Mail />.
      </p>
    </StaticFrame>
  );
}

export function TermsFil() {
  const site = useSite();
  const t = useT();
  const sections: TermsSection[] = [
    {
      title: 'Pagmamay-ari',
      body: `Ang ${site.siteName} ay pag-aari at pinapatakbo ng isang sole proprietorship sa Pilipinas.`,
    },
    {
      title: 'Layuning pang-edukasyon',
      body: 'Ang lahat ng nilalaman ay para sa pangkalahatang edukasyon at impormasyon lamang, at hindi propesyonal na payo.',
    },
    {
      title: 'Karapatang-ari at pinahihintulutang paggamit',
      body: "Protektado ng karapatang-ari (copyright) ang lahat ng nilalaman. Maaari kang sumipi o magbahagi ng bahagi ng isang gabay para sa layuning hindi pangkomersiyo, basta't bigyan mo ng kredito ang site at mag-link sa orihinal na pahina.",
    },
    {
      title: 'Walang personal na datos na kinokolekta',
      body: 'Hindi kami nangongolekta ng personal na datos mula sa mga bisita. Tingnan ang Patakaran sa Privacy para sa mga detalye.',
    },
    {
      title: 'Walang nilalamang isinusumite ng user',
      body: 'Sa ngayon, hindi tumatanggap ang site ng nilalaman, komento o upload mula sa mga user.',
    },
    {
      title: 'Mga ipinagbabawal na gawain',
      body: 'Hindi ka maaaring mag-upload ng labag sa batas o mapang-abusong materyal, mag-scrape ng site, subukang i-hack o guluhin ito, i-reverse engineer ito, magpanggap na ibang tao, o gamitin sa maling paraan ang nilalaman nito.',
    },
    {
      title: 'Karapatang harangin ang access',
      body: 'Maaari naming harangin ang access sa site, halimbawa sa pamamagitan ng IP address o mga patakaran ng server, upang protektahan ito o ang mga bisita nito.',
    },
    {
      title: 'Walang garantiya',
      body: 'Ibinibigay ang site at ang nilalaman nito nang "as is", nang walang anumang garantiya, tahasan man o ipinahihiwatig, kabilang ang katumpakan, pagkakumpleto o pagiging angkop sa isang partikular na layunin.',
    },
    {
      title: 'Limitasyon ng pananagutan',
      body: "Hangga't pinahihintulutan ng batas, hindi kami mananagot sa anumang pagkawala o pinsalang dulot ng paggamit mo ng site o ng pag-asa mo sa nilalaman nito.",
    },
    {
      title: 'Bayad-pinsala (indemnity)',
      body: 'Sumasang-ayon kang panagutan at ipagtanggol kami laban sa mga paghahabol na dulot ng maling paggamit mo ng site o ng paglabag mo sa mga tuntuning ito.',
    },
    {
      title: 'Mga affiliate link at advertising',
      body: affiliateTerms(site, 'fil'),
    },
    {
      title: 'Umiiral na batas',
      body: `Ang mga tuntuning ito ay sakop ng mga batas ng Pilipinas. Ang anumang hindi pagkakaunawaan ay dadalhin sa mga hukuman ng ${site.governingCity}.`,
    },
  ];
  return (
    <TermsLayout
      title={t.termsOfService}
      effective={t.effectiveDate}
      sections={sections}
      questions="Mga tanong tungkol sa mga tuntuning ito:"
    />
  );
}

export function ContactFil() {
  const t = useT();
  return (
    <ContactLayout
      title={t.contactUs}
      intro="May paksang gusto mong talakayin namin, o tanong tungkol sa isang gabay? Ikagagalak naming marinig ka."
      emailLabel={t.email}
      phoneLabel={t.phone}
    />
  );
}
