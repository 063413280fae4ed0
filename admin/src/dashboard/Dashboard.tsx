import { Callout, Card, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router';
import {
  ACCOUNT_PASSWORD,
  INVOICES,
  OUTBOX,
  PAGES,
  PARCELS,
  REVIEWS,
  SEND_EMAIL,
  SETTINGS,
} from '../app/paths';
import type { ScreenPath } from '../app/registry';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useMayOpen } from '../staff/access';
import { DayFigures } from './DayFigures';
import { ParcelCodeSearch } from './ParcelCodeSearch';
import { SetupChecklist } from '../settings/SetupChecklist';
import './dashboard.css';

const TILES: readonly { label: AdminMessageKey; to: ScreenPath; icon: IconName }[] = [
  { label: 'dashboard.tile.parcels', to: PARCELS, icon: 'box' },
  { label: 'dashboard.tile.reviews', to: REVIEWS, icon: 'comment' },
  { label: 'dashboard.tile.pages', to: PAGES, icon: 'document' },
  { label: 'dashboard.tile.send_email', to: SEND_EMAIL, icon: 'envelope' },
  { label: 'dashboard.tile.settings', to: SETTINGS, icon: 'cog' },
  { label: 'dashboard.tile.password', to: ACCOUNT_PASSWORD, icon: 'key' },
  // After the first six tiles (docs/product.md §4.3).
  { label: 'dashboard.tile.outbox', to: OUTBOX, icon: 'inbox' },
  { label: 'dashboard.tile.invoices', to: INVOICES, icon: 'dollar' },
];

/**
 * /control/index.html: the code search box and the day's figures, then the tiles the member's
 * role may open and the terms notice (docs/product.md §4.3).
 */
export function Dashboard() {
  useDocumentTitle(t('dashboard.title'));
  const mayOpen = useMayOpen();
  // Only the tiles of screens the member's role may open.
  const tiles = TILES.filter((tile) => mayOpen(tile.to));
  return (
    <section>
      <h1>{t('dashboard.title')}</h1>
      <SetupChecklist whenDone="hide" />
      <ParcelCodeSearch />
      <DayFigures />
      <nav className="wb-tiles" aria-label={t('dashboard.tiles')}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className="wb-tile">
            <Card interactive>
              <Icon icon={tile.icon} size={24} />
              <span className="wb-tile-label">{t(tile.label)}</span>
            </Card>
          </Link>
        ))}
      </nav>
      <LiabilityNotice />
    </section>
  );
}

function LiabilityNotice() {
  return (
    <Callout intent="warning" icon="info-sign" title={t('dashboard.terms.title')}>
      <p>{t('dashboard.terms.warranty')}</p>
      <p>{t('dashboard.terms.responsibility')}</p>
      <p>{t('dashboard.terms.password')}</p>
    </Callout>
  );
}
