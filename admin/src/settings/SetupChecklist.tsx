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
    label: 'settings.setup.company_name',
    missing: 'settings.setup.company_nameMissing',
    to: SETTINGS_CONTACT,
  },
  logo: {
    label: 'settings.setup.logo',
    missing: 'settings.setup.logoMissing',
    to: SETTINGS_CONTACT,
  },
  contact_address: {
    label: 'settings.setup.contact_address',
    missing: 'settings.setup.contact_addressMissing',
    to: SETTINGS_CONTACT,
  },
  contact_email: {
    label: 'settings.setup.contact_email',
    missing: 'settings.setup.contact_emailMissing',
    to: SETTINGS_CONTACT,
  },
  contact_phone: {
    label: 'settings.setup.contact_phone',
    missing: 'settings.setup.contact_phoneMissing',
    to: SETTINGS_CONTACT,
  },
  public_url: {
    label: 'settings.setup.public_url',
    missing: 'settings.setup.public_urlMissing',
    to: SETTINGS_CONTACT,
  },
  time_zone: { label: 'settings.setup.time_zone', missing: 'settings.setup.time_zoneMissing' },
  mail: { label: 'settings.setup.mail', missing: 'settings.setup.mailMissing', to: SETTINGS_MAIL },
};

/**
 * The set-up checklist (docs/product.md §4.3): on the dashboard until every item is done
 * (`whenDone="hide"`), and in Settings always. Only for members who read the settings.
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
        <h2 id="wb-setup-title">{t('settings.setup.title')}</h2>
        <p>{data.complete ? t('settings.setup.complete') : t('settings.setup.intro')}</p>
        <ul className="wb-setup-list">
          {data.items.map(({ item, done }) => {
            const { label, missing, to } = ITEMS[item];
            return (
              <li key={item}>
                <Icon icon={done ? 'tick-circle' : 'circle'} intent={done ? 'success' : 'none'} />{' '}
                <span className="wb-visually-hidden">
                  {done ? t('settings.setup.done') : t('settings.setup.notDone')}:{' '}
                </span>
                <strong>{t(label)}</strong>
                {!done && (
                  <>
                    {': '}
                    {t(missing)} {to && <Link to={to}>{t('settings.setup.fix')}</Link>}
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
