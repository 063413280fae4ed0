import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Geçiş anahtarları',
  'passkeys.intro':
    'Geçiş anahtarı, bu cihazın ekran kilidiyle veya bir güvenlik anahtarıyla oturum açmanızı sağlar. Parolanızdan sonra ikinci adım olarak ya da parolanın yerine tek başına çalışır.',
  'passkeys.none': 'Henüz geçiş anahtarı yok.',
  'passkeys.table': 'Geçiş anahtarlarınız',
  'passkeys.name': 'Ad',
  'passkeys.added': 'Eklendi',
  'passkeys.last_used': 'Son kullanım',
  'passkeys.actions': 'İşlemler',
  'passkeys.never': 'Hiç',
  'passkeys.rename': 'Yeniden adlandır',
  'passkeys.rename_named': '{name} anahtarını yeniden adlandır',
  'passkeys.remove': 'Kaldır',
  'passkeys.remove_named': '{name} anahtarını kaldır',
  'passkeys.add': 'Geçiş anahtarı ekle',
  'passkeys.added_message': 'Geçiş anahtarı eklendi.',
  'passkeys.new_name': 'Geçiş anahtarının adı',
  'passkeys.password': 'Parolanız',
  'passkeys.name_hint':
    'Ayırt edebilmeniz için, örn. “İş dizüstü bilgisayarı” veya “Mavi güvenlik anahtarı”.',
  'passkeys.rename_title': '“{name}” anahtarını yeniden adlandır',
  'passkeys.save': 'Kaydet',
  'passkeys.cancel': 'İptal',
  'passkeys.remove_title': '“{name}” anahtarını kaldır',
  'passkeys.remove_text': 'Artık onunla oturum açamazsınız.',
  'passkeys.unavailable':
    'Geçiş anahtarları burada kullanılamaz (geçiş anahtarı desteklemeyen bir tarayıcı). Eklemek için kontrol panelini bir web tarayıcısında açın; burada bir kimlik doğrulama uygulamasındaki kodu kullanın.',
  'passkeys.step_text':
    'Geçiş anahtarlarınızdan birini kullanın: cihazınız ekran kilidini soracak.',
  'passkeys.step_unavailable':
    'Bu hesap, burada kullanılamayan bir geçiş anahtarıyla oturum açıyor. Bir web tarayıcısından oturum açın.',
  'passkeys.use': 'Geçiş anahtarı kullan',
  'passkeys.or_code': 'Ya da kimlik doğrulama uygulamanızdaki kodu girin.',
  'passkeys.or': 'veya',
  'passkeys.sign_in': 'Geçiş anahtarıyla oturum aç',
};
