import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Ключи доступа',
  'passkeys.intro':
    'Ключ доступа выполняет вход с помощью блокировки экрана этого устройства или ключа безопасности. Он служит вторым шагом после пароля или заменяет пароль.',
  'passkeys.none': 'Ключей доступа пока нет.',
  'passkeys.table': 'Ваши ключи доступа',
  'passkeys.name': 'Название',
  'passkeys.added': 'Добавлен',
  'passkeys.last_used': 'Последнее использование',
  'passkeys.actions': 'Действия',
  'passkeys.never': 'Никогда',
  'passkeys.rename': 'Переименовать',
  'passkeys.rename_named': 'Переименовать {name}',
  'passkeys.remove': 'Удалить',
  'passkeys.remove_named': 'Удалить {name}',
  'passkeys.add': 'Добавить ключ доступа',
  'passkeys.added_message': 'Ключ доступа добавлен.',
  'passkeys.new_name': 'Название ключа доступа',
  'passkeys.password': 'Ваш пароль',
  'passkeys.name_hint':
    'Чтобы отличать его, например «Рабочий ноутбук» или «Синий ключ безопасности».',
  'passkeys.rename_title': 'Переименовать «{name}»',
  'passkeys.save': 'Сохранить',
  'passkeys.cancel': 'Отмена',
  'passkeys.remove_title': 'Удалить «{name}»',
  'passkeys.remove_text': 'С ним больше нельзя будет войти.',
  'passkeys.unavailable':
    'Здесь ключи доступа использовать нельзя (браузер без ключей доступа). Откройте панель управления в веб-браузере, чтобы добавить ключ; здесь используйте код из приложения-аутентификатора.',
  'passkeys.step_text':
    'Используйте один из ваших ключей доступа: устройство запросит блокировку экрана.',
  'passkeys.step_unavailable':
    'Эта учётная запись входит с ключом доступа, который здесь использовать нельзя. Войдите через веб-браузер.',
  'passkeys.use': 'Использовать ключ доступа',
  'passkeys.or_code': 'Или введите код из приложения-аутентификатора.',
  'passkeys.or': 'или',
  'passkeys.sign_in': 'Войти с ключом доступа',
};
