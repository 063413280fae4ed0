import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'İki adımlı giriş',
  'twoFactor.intro':
    'Paroladan sonra giriş, telefonunuzdaki bir doğrulayıcı uygulamadan 6 haneli bir kod ister.',
  'twoFactor.status_on': 'İki adımlı giriş açık.',
  'twoFactor.status_off': 'İki adımlı giriş kapalı.',
  'twoFactor.codes_left': 'Kalan kurtarma kodları: {count}',
  'twoFactor.set_up': 'İki adımlı girişi kur',
  'twoFactor.scan': 'Bu QR kodunu doğrulayıcı uygulamanızla tarayın veya aşağıdaki anahtarı yazın.',
  'twoFactor.qr_alt': 'Bu hesabı bir doğrulayıcı uygulamaya eklemek için QR kodu',
  'twoFactor.secret': 'Yazılacak anahtar',
  'twoFactor.code': 'Uygulamadaki kod',
  'twoFactor.confirm': 'Aç',
  'twoFactor.recovery_title': 'Kurtarma kodlarınız',
  'twoFactor.recovery_text':
    'Telefonunuzu kaybederseniz her kod sizi bir kez içeri alır. Güvenli bir yerde saklayın: yalnızca şimdi gösterilirler.',
  'twoFactor.copy': 'Kopyala',
  'twoFactor.copied': 'Kopyalandı',
  'twoFactor.download': 'İndir',
  'twoFactor.download_name': 'waybill-kurtarma-kodlari.txt',
  'twoFactor.saved_codes': 'Kodları kaydettim',
  'twoFactor.proof_password': 'Mevcut parola',
  'twoFactor.regenerate': 'Yeni kurtarma kodları',
  'twoFactor.regenerate_text': 'Eski kodlar artık çalışmaz.',
  'twoFactor.disable': 'Kapat',
  'twoFactor.required_note': 'İki adımlı giriş her hesap için zorunludur.',
  'twoFactor.require_all': 'Her hesap için iki adımlı girişi zorunlu kıl',
  'twoFactor.require_all_text':
    'Bu özelliği kullanmayan üyeler bir sonraki girişlerinde kuruluma yönlendirilir.',
  'twoFactor.require_on': 'Zorunlu kıl',
  'twoFactor.require_off': 'Zorunlu olmaktan çıkar',
  'twoFactor.manage': 'İki adımlı giriş',
  'twoFactor.step_title': 'Kodunuzu girin',
  'twoFactor.step_text': 'Doğrulayıcı uygulamanızı açın ve Waybill için 6 haneli kodu girin.',
  'twoFactor.verify': 'Doğrula',
  'twoFactor.use_recovery': 'Bunun yerine bir kurtarma kodu kullan',
  'twoFactor.use_code': 'Bunun yerine uygulamadaki kodu kullan',
  'twoFactor.recovery_code': 'Kurtarma kodu',
  'twoFactor.recovery_step_text':
    'Kurtarma kodlarınızdan birini girin. Her biri yalnızca bir kez çalışır.',
  'twoFactor.setup_required_title': 'İki adımlı girişi kurun',
  'twoFactor.setup_required_text':
    'Şirketiniz iki adımlı girişi zorunlu tutuyor. Devam etmek için şimdi kurun.',
  'twoFactor.start_over': 'Baştan başla',
};
