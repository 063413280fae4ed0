import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Ayarlar',
  'settings.contact': 'İletişim Bilgileri',
  'settings.contactDescription':
    'Herkese açık alt bilgideki e-posta, telefonlar, adres ve sosyal medya bağlantıları.',
  'settings.mail': 'E-posta Ayarları',
  'settings.mailDescription': 'E-postanın sunucudan nasıl çıktığı ve hangi şablonu kullandığı.',
  'settings.html': 'HTML Ayarları',
  'settings.htmlDescription':
    'Arama motorları için meta açıklama ve her sayfa için bir sohbet aracı.',
  'settings.what': 'Ayarlar',
  'settings.save': 'Kaydet',
  'settings.companyName': 'Şirket adı',
  'settings.companyNameHelp':
    'E-postaların, faturaların ve gönderi etiketlerinin imzası; boş bırakılırsa Waybill yazar.',
  'settings.contactEmail': 'İletişim e-postası',
  'settings.contactEmailHelp':
    'İletişim sayfasındaki ziyaretçi mesajları buraya gelir; alt bilgide gösterilir.',
  'settings.contactPhone': 'İletişim telefonu',
  'settings.alternatePhone': 'Diğer telefon',
  'settings.address': 'Adres',
  'settings.addressHelp': 'Alt bilgide gösterilen ofis adresi.',
  'settings.socialLinks': 'Sosyal medya bağlantıları',
  'settings.socialHelp':
    'Bir kullanıcı adı (örn. @waybill) veya tam bir https:// adresi; boş olan gösterilmez.',
  'settings.metaDescription': 'Meta açıklama',
  'settings.metaDescriptionHelp': 'Arama motorlarının sitenin adı altında gösterdiği özet.',
  'settings.chatCode': 'Sohbet kodu',
  'settings.chatCodeHelp':
    'Sağlayıcısından alınan sohbet aracı kodu (Tawk.to, Crisp, Tidio…), olduğu gibi yapıştırılır. Her herkese açık sayfanın sağ alt köşesinde yalıtılmış bir çerçevede çalışır: kendi sohbetini gösterebilir, ancak siteyi, bu kontrol panelini veya verilerinizi okuyamaz ve değiştiremez. Sohbet istemiyorsanız boş bırakın.',
  'settings.mailDriver': 'Gönderim yöntemi',
  'settings.driverOutbox': 'outbox: sunucu teslim eder',
  'settings.driverSmtp': 'smtp: personel kendi hesabıyla gönderir',
  'settings.driverOutboxHelp':
    'her ileti giden kutusunda sıraya alınır ve sunucunun MAIL_URL adresi üzerinden yeniden denemelerle teslim edilir; e-posta sunucusu çalışmazken hiçbir şey kaybolmaz.',
  'settings.driverSmtpHelp':
    'personel kendi e-posta hesabıyla gönderir ve her gönderimde parolasını yazar.',
  'settings.mailTemplate': 'E-posta şablonu',
  'settings.mailTemplateHelp':
    'Şirketin gönderdiği her e-postanın çevresindeki düzen: düz metin veya dört HTML tasarımından biri.',
  'settings.notifyRecipients': 'Gönderi ilerlediğinde alıcılara haber ver',
  'settings.notifyRecipientsHelp':
    'Personel bir gönderinin geçmişine kayıt eklediğinde alıcının e-postasına yeni kayıt ve bir takip bağlantısı gider (her kayıt hariç tutulabilir; alıcılar abonelikten çıkabilir).',
  'settings.saved': 'Ayarlar kaydedildi',
  'settings.tracking': 'Takip gizliliği',
  'settings.trackingDescription': 'Ziyaretçinin yalnızca takip koduyla gördükleri.',
  'settings.trackingLead':
    'Kapalı olan her şey yalnızca alıcının e-postasını veya telefonunun son 4 hanesini de veren ziyaretçiye gösterilir. Durum, ilerleme, geçmiş, teslim aralığı ve yer adları kodla her zaman görünür.',
  'settings.trackingShowsNames': 'İsimleri yalnızca kodla göster',
  'settings.trackingShowsNamesHelp': 'Alıcının ve gönderenin adı.',
  'settings.trackingShowsPhoto': 'Kargo fotoğrafını yalnızca kodla göster',
  'settings.trackingShowsPhotoHelp': 'Kargoya eklenen resim.',
  'settings.trackingShowsExactMap': 'Tam haritayı yalnızca kodla göster',
  'settings.trackingShowsExactMapHelp':
    'Kapalı: harita işaretleri yaklaşık 10 km hassasiyetle koyar; rotayı gösterir, sokağı göstermez.',
};
