import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Двухфакторный вход',
  'twoFactor.intro':
    'После пароля при входе запрашивается 6-значный код из приложения-аутентификатора на вашем телефоне.',
  'twoFactor.status_on': 'Двухфакторный вход включён.',
  'twoFactor.status_off': 'Двухфакторный вход выключен.',
  'twoFactor.codes_left': 'Осталось кодов восстановления: {count}',
  'twoFactor.set_up': 'Настроить двухфакторный вход',
  'twoFactor.scan': 'Отсканируйте этот QR-код приложением-аутентификатором или введите ключ ниже.',
  'twoFactor.qr_alt': 'QR-код для добавления этой учётной записи в приложение-аутентификатор',
  'twoFactor.secret': 'Ключ для ввода',
  'twoFactor.code': 'Код из приложения',
  'twoFactor.confirm': 'Включить',
  'twoFactor.recovery_title': 'Ваши коды восстановления',
  'twoFactor.recovery_text':
    'Каждый код позволяет войти один раз, если вы потеряете телефон. Храните их в надёжном месте: они показываются только сейчас.',
  'twoFactor.copy': 'Копировать',
  'twoFactor.copied': 'Скопировано',
  'twoFactor.download': 'Скачать',
  'twoFactor.download_name': 'waybill-recovery-codes.txt',
  'twoFactor.saved_codes': 'Я сохранил коды',
  'twoFactor.proof_password': 'Текущий пароль',
  'twoFactor.regenerate': 'Новые коды восстановления',
  'twoFactor.regenerate_text': 'Старые коды перестанут работать.',
  'twoFactor.disable': 'Выключить',
  'twoFactor.required_note': 'Двухфакторный вход обязателен для всех учётных записей.',
  'twoFactor.require_all': 'Требовать двухфакторный вход для всех учётных записей',
  'twoFactor.require_all_text':
    'Тем, у кого его нет, будет предложено настроить его при следующем входе.',
  'twoFactor.require_on': 'Требовать',
  'twoFactor.require_off': 'Больше не требовать',
  'twoFactor.manage': 'Двухфакторный вход',
  'twoFactor.step_title': 'Введите код',
  'twoFactor.step_text': 'Откройте приложение-аутентификатор и введите 6-значный код для Waybill.',
  'twoFactor.verify': 'Подтвердить',
  'twoFactor.use_recovery': 'Использовать код восстановления',
  'twoFactor.use_code': 'Использовать код из приложения',
  'twoFactor.recovery_code': 'Код восстановления',
  'twoFactor.recovery_step_text':
    'Введите один из ваших кодов восстановления. Каждый работает только один раз.',
  'twoFactor.setup_required_title': 'Настройте двухфакторный вход',
  'twoFactor.setup_required_text':
    'Ваша компания требует двухфакторный вход. Настройте его сейчас, чтобы продолжить.',
  'twoFactor.start_over': 'Начать заново',
};
