import { socialLinks, type PublicSettings, type SocialLink } from '@waybill/shared';
import { Link } from 'react-router';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Icon, type IconName } from './Icon';
import { Ltr, Typed } from './Ltr';
import { SITE_NAME } from './useDocumentTitle';

/** docs/product.md §2.1: the fixed COMPANY links. */
const COMPANY_LINKS = [
  { slug: 'about-us', label: 'companyAbout' },
  { slug: 'warehousing', label: 'companyWarehousing' },
  { slug: 'privacy-policy', label: 'companyPrivacy' },
  { slug: 'support', label: 'companySupport' },
] as const;

const LOCATIONS = ['locationAsia', 'locationAfrica', 'locationEurope', 'locationAmerica'] as const;

const SOCIAL_ICONS: Record<SocialLink['label'], IconName> = {
  Twitter: 'at',
  Telegram: 'send',
  Instagram: 'camera',
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * docs/product.md §2.1: contact details and social links (each only when set), COMPANY, LOCATIONS,
 * and the copyright line of the current year.
 */
export function Footer() {
  const settings = useAppStore((state) => state.settings);
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section className="footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__brand">
            {SITE_NAME}
          </h2>
          <p>{t('footerAbout')}</p>
          {settings && <ContactDetails settings={settings} />}
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer__heading">
            {t('footerCompany')}
          </h2>
          <ul className="footer__list">
            {COMPANY_LINKS.map((link) => (
              <li key={link.slug}>
                <Link to={`/pages/${link.slug}`}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="footer__heading">
            {t('footerLocations')}
          </h2>
          <ul className="footer__list">
            {LOCATIONS.map((location) => (
              <li key={location}>{t(location)}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__copyright">
        {t('copyright', { brand: SITE_NAME, year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}

function ContactDetails({ settings }: { settings: PublicSettings }) {
  // A full address is kept, a handle becomes its profile address (the contract's rule).
  const socials = socialLinks(settings);
  return (
    <>
      <ul className="footer__contact">
        {settings.contact_phone.trim() && (
          <li>
            <Icon name="phone" size={20} />
            <span className="visually-hidden">{t('phone')}: </span>
            <a href={telHref(settings.contact_phone)}>
              <Ltr>{settings.contact_phone}</Ltr>
            </a>
          </li>
        )}
        {settings.contact_email.trim() && (
          <li>
            <Icon name="mail" size={20} />
            <span className="visually-hidden">{t('email')}: </span>
            <a href={`mailto:${settings.contact_email}`}>
              <Ltr>{settings.contact_email}</Ltr>
            </a>
          </li>
        )}
        {settings.contact_address.trim() && (
          <li>
            <Icon name="place" size={20} />
            <span className="visually-hidden">{t('address')}: </span>
            <Typed>{settings.contact_address}</Typed>
          </li>
        )}
      </ul>
      {socials.length > 0 && (
        <ul className="footer__social" aria-label={t('footerFollow')}>
          {socials.map((social) => (
            <li key={social.label}>
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                <Icon name={SOCIAL_ICONS[social.label]} size={18} />
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
