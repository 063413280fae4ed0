import './setup-checklist.css';
import { Callout, Icon } from '@blueprintjs/core';
import { getSetupChecklist, type SetupItem } from '@waybill/shared';
import { Link } from 'react-router';
import { SETTINGS_CONTACT, SETTINGS_MAIL } from '../app/paths';
import { useEndpointQuery } from '../app/queries';
import type { ScreenHref } from '../app/registry';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';
import { useCan } from '../staff/access';

/** Each item: its name, what is missing while it is not done, and the screen that sets it. */
const ITEMS: Record<
  SetupItem,
  { label: AdminMessageKey; missing: AdminMessageKey; to?: ScreenHref }
> = {
  company_name: {
    label: 'dashboard.setup.company_name',
    missing: 'dashboard.setup.company_nameMissing',
    to: SETTINGS_CONTACT,
  },
  logo: {
    label: 'dashboard.setup.logo',
    missing: 'dashboard.setup.logoMissing',
    to: SETTINGS_CONTACT,
  },
  contact_address: {
    label: 'dashboard.setup.contact_address',
    missing: 'dashboard.setup.contact_addressMissing',
    to: SETTINGS_CONTACT,
  },
  contact_email: {
    label: 'dashboard.setup.contact_email',
    missing: 'dashboard.setup.contact_emailMissing',
    to: SETTINGS_CONTACT,
  },
  contact_phone: {
    label: 'dashboard.setup.contact_phone',
    missing: 'dashboard.setup.contact_phoneMissing',
    to: SETTINGS_CONTACT,
  },
  public_url: {
    label: 'dashboard.setup.public_url',
    missing: 'dashboard.setup.public_urlMissing',
    to: SETTINGS_CONTACT,
  },
  time_zone: { label: 'dashboard.setup.time_zone', missing: 'dashboard.setup.time_zoneMissing' },
  mail: {
    label: 'dashboard.setup.mail',
    missing: 'dashboard.setup.mailMissing',
    to: SETTINGS_MAIL,
  },
};

/**
 * The set-up checklist (docs/product.md §4.3): on the dashboard until every item is done
 * (`whenDone="hide"`), and in Settings always. Only for members who read the settings. Its texts
 * are in the dashboard's area (`dashboard.setup.*`), which the dashboard loads, rather than in
 * Settings' much larger one.
 */
export function SetupChecklist({ whenDone }: { whenDone: 'hide' | 'show' }) {
  const mayRead = useCan(getSetupChecklist.access);
  const checklist = useEndpointQuery(
    getSetupChecklist,
    {},
    { enabled: mayRead, refetchOnMount: 'always' },
  );
  const data = checklist.data;
  if (!mayRead || !data || (data.complete && whenDone === 'hide')) return null;
  return (
    <section aria-labelledby="wb-setup-title" className="wb-setup">
      <Callout intent={data.complete ? 'success' : 'warning'} icon={null}>
        <h2 id="wb-setup-title">{t('dashboard.setup.title')}</h2>
        <p>{data.complete ? t('dashboard.setup.complete') : t('dashboard.setup.intro')}</p>
        <ul className="wb-setup-list">
          {data.items.map(({ item, done }) => {
            const { label, missing, to } = ITEMS[item];
            return (
              <li key={item}>
                <Icon icon={done ? 'tick-circle' : 'circle'} intent={done ? 'success' : 'none'} />{' '}
                <span className="wb-visually-hidden">
                  {done ? t('dashboard.setup.done') : t('dashboard.setup.notDone')}:{' '}
                </span>
                <strong>{t(label)}</strong>
                {!done && (
                  <>
                    {': '}
                    {t(missing)} {to && <Link to={to}>{t('dashboard.setup.fix')}</Link>}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </Callout>
    </section>
  );
}
