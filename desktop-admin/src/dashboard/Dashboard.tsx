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
import { useDocumentTitle } from '../layout/useDocumentTitle';

const TILES: readonly { label: string; to: string; icon: IconName }[] = [
  { label: 'Parcels', to: PARCELS, icon: 'box' },
  { label: 'Reviews', to: REVIEWS, icon: 'comment' },
  { label: 'Pages', to: PAGES, icon: 'document' },
  { label: 'Send Email', to: SEND_EMAIL, icon: 'envelope' },
  { label: 'Settings', to: SETTINGS, icon: 'cog' },
  { label: 'Password', to: ACCOUNT_PASSWORD, icon: 'key' },
  // After the first six tiles (docs/product.md §4.3).
  { label: 'Outbox', to: OUTBOX, icon: 'inbox' },
  { label: 'Invoices', to: INVOICES, icon: 'dollar' },
];

/** /control/index.html: the tiles and the terms notice (docs/product.md §4.3). */
export function Dashboard() {
  useDocumentTitle('Dashboard');
  return (
    <section>
      <h1>Dashboard</h1>
      <nav className="wb-tiles" aria-label="Control panel">
        {TILES.map((tile) => (
          <Link key={tile.to} to={tile.to} className="wb-tile">
            <Card interactive>
              <Icon icon={tile.icon} size={24} />
              <span className="wb-tile-label">{tile.label}</span>
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
    <Callout intent="warning" icon="info-sign" title="Terms of use">
      <p>
        This software is provided “as is”, without warranty of any kind, express or implied,
        including fitness for a particular purpose. Its developers are not liable for any claim,
        damage or loss arising from its use.
      </p>
      <p>
        Staff who use this control panel are responsible for the content they publish (pages,
        reviews, parcel details, tracking history, images and e-mails) and for the personal data of
        senders and recipients they record. Publish only accurate information, keep personal data to
        what a delivery needs, and follow the laws that apply to your company.
      </p>
      <p>Keep your password private and sign out on shared computers.</p>
    </Callout>
  );
}
