import type { PageHero, PageIcon, PageOverlay } from '@waybill/shared';

interface SeedPage {
  slug: string;
  title: string;
  sub_title: string;
  icon: PageIcon;
  hero: PageHero;
  overlay: PageOverlay | null;
  content: string;
}

/**
 * The pages the site links to, written once on a new database as samples for staff to edit or
 * delete (each is marked `sample` until edited, 1767800000500).
 */
export const SEED_PAGES: SeedPage[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    sub_title: 'A courier built around the people waiting at the other end',
    icon: 'people',
    hero: 'hero5',
    overlay: 'overlay1',
    content: [
      'We move parcels and documents across town and across borders, and we tell you where they are at every step.',
      '',
      '**What we do**',
      'Domestic and international parcel delivery, air freight, road freight and warehousing for businesses of every size. Every shipment gets a tracking number the moment we collect it, and every scan, hand-over and customs step is added to its history.',
      '',
      '**How we work**',
      'One team is responsible for your shipment from pickup to delivery. If something changes, you hear it from us first, with a new expected delivery date rather than a vague apology.',
      '',
      '**Where we are**',
      'Our hubs in Asia, Africa, Europe and America connect to partner carriers in more than 200 countries and territories.',
    ].join('\n'),
  },
  {
    slug: 'warehouses',
    title: 'Warehouses',
    sub_title: 'Secure storage, pick-and-pack and returns near your customers',
    icon: 'folder',
    hero: 'hero-mixed',
    overlay: 'overlay1',
    content: [
      'Our bonded and general warehouses sit next to our sorting hubs, so stock leaves the shelf and reaches the road or the runway the same day.',
      '',
      '**Services**',
      'Receiving and quality checks, shelf and pallet storage, pick-and-pack, kitting, labelling, returns handling and stock reports you can download at any time.',
      '',
      '**Security**',
      'Around-the-clock monitoring, access control, fire protection and insurance cover for stored goods.',
      '',
      'Ask our team for a quote: tell us your volumes and we will propose the closest warehouse.',
    ].join('\n'),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    sub_title: 'What we keep about you, why, and for how long',
    icon: 'copyright',
    hero: 'hero5',
    overlay: null,
    content: [
      'We collect only what we need to deliver your shipment and to answer your questions.',
      '',
      '**What we collect**',
      'Sender and recipient names, addresses, telephone numbers and e-mail addresses; the contents, weight and declared value of a shipment; and the messages you send us.',
      '',
      '**Why**',
      'To collect, transport and deliver shipments, to clear customs, to tell you where a shipment is, and to answer you. We do not sell personal data.',
      '',
      '**Who sees it**',
      'Our staff and the carriers and customs authorities involved in your shipment. Anyone with a tracking number sees its status and history, but never the contact details or the declared value.',
      '',
      '**How long**',
      'Shipment records are kept for as long as tax and customs law requires, then deleted.',
      '',
      '**Your rights**',
      'You may ask for a copy of your data, for a correction or for deletion through our contact page.',
    ].join('\n'),
  },
  {
    slug: 'support',
    title: 'Support',
    sub_title: 'Help with tracking, deliveries and claims',
    icon: 'pages',
    hero: 'hero-mixed',
    overlay: 'overlay1',
    content: [
      '**Tracking a shipment**',
      'Enter the tracking number from your receipt or e-mail on the Track Parcel page. The history shows every step, newest first.',
      '',
      '**My parcel is late**',
      'Delivery windows are estimates. If the latest expected date has passed, write to us through the contact page with your tracking number and we will check with the carrier.',
      '',
      '**Damaged or missing items**',
      'Keep the packaging and take photos, then contact us within 7 days of delivery. We answer every claim within 2 working days.',
      '',
      '**Changing an address**',
      'Contact us as early as possible; we can redirect most shipments before they leave the last hub.',
    ].join('\n'),
  },
  {
    slug: 'warehousing',
    title: 'Warehousing',
    sub_title: 'Storage and fulfilment that keeps up with your orders',
    icon: 'folder',
    hero: 'hero-mixed',
    overlay: 'overlay1',
    content: [
      'Keep your stock close to your customers and let us handle storage, picking, packing and dispatch.',
      '',
      '**For online shops**',
      'Orders placed before the daily cut-off leave the warehouse the same day with a tracking number your customers can follow.',
      '',
      '**For importers and distributors**',
      'Bonded storage, cross-docking and pallet distribution by road.',
      '',
      '**Visibility**',
      'Stock levels, inbound deliveries and outgoing orders are reported daily.',
    ].join('\n'),
  },
  {
    slug: 'world-wide-logistics',
    title: 'World Wide Logistics',
    sub_title: 'Air, road and sea connections under one tracking number',
    icon: 'pages',
    hero: 'hero5',
    overlay: 'overlay1',
    content: [
      'From a single envelope to a full container, we plan the route, book the capacity and handle the paperwork.',
      '',
      '**Air freight**',
      'Daily international departures for urgent and high-value goods, with customs clearance at both ends.',
      '',
      '**Road freight**',
      'Domestic and cross-border trucking, full and part loads, with scheduled departures between our hubs.',
      '',
      '**Customs**',
      'We prepare the documents, calculate duties in advance and keep you informed while goods are inspected.',
    ].join('\n'),
  },
];

/** Writes SEED_PAGES through `query` (a migration's query runner, or a test's data source). */
export async function insertSeedPages(
  query: (sql: string, parameters: unknown[]) => Promise<unknown>,
): Promise<void> {
  for (const page of SEED_PAGES) {
    await query(
      `INSERT INTO pages (slug, title, content, icon, hero, overlay, sub_title)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [page.slug, page.title, page.content, page.icon, page.hero, page.overlay, page.sub_title],
    );
  }
}
