import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Pano',
  'dashboard.tiles': 'Kontrol paneli',
  'dashboard.tile.parcels': 'Kargolar',
  'dashboard.tile.reviews': 'Yorumlar',
  'dashboard.tile.pages': 'Sayfalar',
  'dashboard.tile.send_email': 'E-posta gönder',
  'dashboard.tile.settings': 'Ayarlar',
  'dashboard.tile.password': 'Parola',
  'dashboard.tile.outbox': 'Giden kutusu',
  'dashboard.tile.invoices': 'Faturalar',
  'dashboard.find.label': 'Takip numarasıyla kargo aç',
  'dashboard.find.placeholder': 'Takip numarası yazın veya okutun',
  'dashboard.find.open': 'Aç',
  'dashboard.find.not_found': '“{code}” takip numaralı kargo yok.',
  'dashboard.today.title': 'Bugün',
  'dashboard.today.loading': 'Rakamlar yükleniyor',
  'dashboard.today.date': '{date} rakamları',
  'dashboard.figure.parcels': 'Tüm kargolar',
  'dashboard.figure.late': 'Geciken kargolar',
  'dashboard.figure.late_hint': 'Teslim tarihi bugünden önce olan ve teslim edilmeyenler',
  'dashboard.figure.created_today': 'Bugün oluşturulan',
  'dashboard.figure.mail_failed': 'Başarısız e-postalar',
  'dashboard.figure.mail_queued': 'Bekleyen e-postalar',
  'dashboard.statuses.title': 'Duruma göre kargolar',
  'dashboard.statuses.none': 'Durumsuz',
  'dashboard.statuses.other': 'Diğer durumlar',
  'dashboard.statuses.empty': 'Henüz kargo yok.',
  'dashboard.terms.title': 'Kullanım koşulları',
  'dashboard.terms.warranty':
    'Bu yazılım, belirli bir amaca uygunluk dahil, açık veya örtük hiçbir garanti verilmeden “olduğu gibi” sunulmaktadır. Geliştiricileri, kullanımından doğan hiçbir talep, zarar veya kayıptan sorumlu değildir.',
  'dashboard.terms.responsibility':
    'Bu kontrol panelini kullanan personel, yayımladığı içerikten (sayfalar, yorumlar, kargo bilgileri, takip geçmişi, görseller ve e-postalar) ve kaydettiği gönderici ve alıcı kişisel verilerinden sorumludur. Yalnızca doğru bilgi yayımlayın, kişisel verileri teslimatın gerektirdiği kadarla sınırlayın ve şirketiniz için geçerli yasalara uyun.',
  'dashboard.terms.password': 'Parolanızı gizli tutun ve ortak bilgisayarlarda oturumu kapatın.',
};
