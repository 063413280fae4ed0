/** Social profiles from settings as links: a full URL is kept, a handle becomes its profile URL. */
export interface SocialLink {
  label: 'Twitter' | 'Telegram' | 'Instagram';
  url: string;
}

const PROFILE_BASE: Record<SocialLink['label'], string> = {
  Twitter: 'https://x.com/',
  Telegram: 'https://t.me/',
  Instagram: 'https://www.instagram.com/',
};

export function socialLinks(settings: {
  contact_twitter: string;
  contact_telegram: string;
  contact_instagram: string;
}): SocialLink[] {
  const entries: Array<[SocialLink['label'], string]> = [
    ['Twitter', settings.contact_twitter],
    ['Telegram', settings.contact_telegram],
    ['Instagram', settings.contact_instagram],
  ];
  return entries.flatMap(([label, value]) => {
    const url = profileUrl(label, value.trim());
    return url ? [{ label, url }] : [];
  });
}

function profileUrl(label: SocialLink['label'], value: string): string | null {
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '');
  return /^[\w.]{1,64}$/.test(handle) ? PROFILE_BASE[label] + handle : null;
}
