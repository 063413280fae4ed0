import './home.css';
import { Link } from 'react-router';
import { t } from '../i18n/i18n';
import { useHeroBar } from '../layout/heroBar';
import { Icon, type IconName } from '../layout/Icon';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { TrackingForm } from '../tracking/TrackingForm';
import {
  DocumentParcelArt,
  ExpressArt,
  ParcelStackArt,
  PhoneArt,
  PlaneArt,
  TruckArt,
  WarehouseArt,
} from './art';
import { HeroArt } from './HeroArt';
import { Reviews } from './Reviews';
import type { MessageKey } from '../i18n/keys';

const REASONS: { icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { icon: 'clock', title: 'whyOnTimeTitle', text: 'whyOnTimeText' },
  { icon: 'pin', title: 'whyTrackedTitle', text: 'whyTrackedText' },
  { icon: 'shield', title: 'whyCareTitle', text: 'whyCareText' },
  { icon: 'headset', title: 'whyPeopleTitle', text: 'whyPeopleText' },
];

const OFFERS: MessageKey[] = ['offerPickup', 'offerCustoms', 'offerInsurance', 'offerStorage'];

const SERVICES = [
  {
    art: DocumentParcelArt,
    title: 'serviceParcelTitle',
    text: 'serviceParcelText',
    scopes: ['scopeDomestic', 'scopeInternational'],
  },
  {
    art: PlaneArt,
    title: 'serviceAirTitle',
    text: 'serviceAirText',
    scopes: ['scopeInternational'],
  },
  {
    art: TruckArt,
    title: 'serviceRoadTitle',
    text: 'serviceRoadText',
    scopes: ['scopeDomestic', 'scopeInternational'],
  },
] as const;

/** docs/product.md §2.2: the Logistics Solutions cards and the pages they lead to. */
const SOLUTIONS: { slug: string; icon: IconName; title: MessageKey; text: MessageKey }[] = [
  {
    slug: 'warehousing',
    icon: 'check',
    title: 'logisticsWarehousingTitle',
    text: 'logisticsWarehousingText',
  },
  {
    slug: 'world-wide-logistics',
    icon: 'pin',
    title: 'logisticsWorldTitle',
    text: 'logisticsWorldText',
  },
  {
    slug: 'support',
    icon: 'headset',
    title: 'logisticsSupportTitle',
    text: 'logisticsSupportText',
  },
];

/**
 * /: the hero with the tracking form, then the sections of docs/product.md §2.2 in order, then
 * reviews.
 */
export function Home() {
  useDocumentTitle(t('homeTitle'));
  useHeroBar();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <HeroArt />
        <div className="container hero__content">
          <p className="hero__eyebrow">{t('heroEyebrow')}</p>
          <h1 id="hero-heading" className="hero__title">
            {t('heroTitle')}
          </h1>
          <p className="hero__lead">{t('heroLead')}</p>
          <TrackingForm variant="hero" />
        </div>
      </section>

      <section className="section" aria-labelledby="who-heading">
        <div className="container split">
          <div>
            <h2 id="who-heading" className="section__title">
              {t('whoTitle')}
            </h2>
            <p className="section__text">{t('whoText1')}</p>
            <p className="section__text">{t('whoText2')}</p>
          </div>
          <WarehouseArt />
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading" className="section__title section__title--center">
            {t('whyTitle')}
          </h2>
          <ul className="reasons">
            {REASONS.map((reason) => (
              <li key={reason.title} className="reason">
                <span className="reason__icon">
                  <Icon name={reason.icon} size={28} />
                </span>
                <h3 className="reason__title">{t(reason.title)}</h3>
                <p className="reason__text">{t(reason.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="offer-heading">
        <div className="container split split--reverse">
          <div>
            <h2 id="offer-heading" className="section__title">
              {t('offerTitle')}
            </h2>
            <p className="section__text">{t('offerLead')}</p>
            <ul className="checklist">
              {OFFERS.map((offer) => (
                <li key={offer}>
                  <Icon name="check" size={22} />
                  {t(offer)}
                </li>
              ))}
            </ul>
          </div>
          <ParcelStackArt />
        </div>
      </section>

      <section className="express" aria-labelledby="express-heading">
        <div className="container express__inner">
          <div>
            <p className="express__badge">
              <Icon name="bolt" size={20} />
              24/7
            </p>
            <h2 id="express-heading" className="express__title">
              {t('expressTitle')}
            </h2>
            <p className="express__text">{t('expressText')}</p>
            <Link to="/track.html" className="button">
              {t('expressCta')}
            </Link>
          </div>
          <ExpressArt />
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="section__title section__title--center">
            {t('servicesTitle')}
          </h2>
          <p className="section__lead">{t('servicesLead')}</p>
          <ul className="cards">
            {SERVICES.map((service) => (
              <li key={service.title} className="card service">
                <service.art />
                <h3 className="service__title">{t(service.title)}</h3>
                <p className="service__text">{t(service.text)}</p>
                <ul className="chips">
                  {service.scopes.map((scope) => (
                    <li key={scope} className="chip">
                      {t(scope)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="solutions-heading">
        <div className="container">
          <h2 id="solutions-heading" className="section__title section__title--center">
            {t('logisticsTitle')}
          </h2>
          <p className="section__lead">{t('logisticsLead')}</p>
          <ul className="cards">
            {SOLUTIONS.map((solution) => (
              <li key={solution.slug} className="card solution">
                <span className="solution__icon">
                  <Icon name={solution.icon} size={28} />
                </span>
                <h3 className="solution__title">
                  <Link to={`/pages/${solution.slug}`} className="solution__link">
                    {t(solution.title)}
                  </Link>
                </h3>
                <p className="solution__text">{t(solution.text)}</p>
                <Icon name="arrow" size={22} className="solution__arrow" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="app-heading">
        <div className="container split">
          <div>
            <p className="chip chip--accent">{t('appBadge')}</p>
            <h2 id="app-heading" className="section__title">
              {t('appTitle')}
            </h2>
            <p className="section__text">{t('appText')}</p>
          </div>
          <PhoneArt />
        </div>
      </section>

      <section className="closing" aria-labelledby="closing-heading">
        <div className="container">
          <h2 id="closing-heading" className="closing__title">
            {t('closingTitle')}
          </h2>
          <p className="closing__text">{t('closingText')}</p>
        </div>
      </section>

      <Reviews />
    </>
  );
}
