import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Создано',
  'stages.name.picked_up': 'Забрано',
  'stages.name.in_transit': 'В пути',
  'stages.name.out_for_delivery': 'Передано курьеру',
  'stages.name.delivered': 'Доставлено',
  'stages.name.held': 'Задержано',
  'stages.name.failed_attempt': 'Неудачная попытка доставки',
  'stages.name.returned': 'Возвращено',
  'stages.exception': '{stage} (исключение)',
  'stages.field': 'Этап',
  'stages.follow_status': 'Следовать тексту статуса',
  'stages.field_help':
    'Шаг, который страница отслеживания отмечает как текущий. При «Следовать тексту статуса» он берётся из статуса через Настройки › Этапы статусов.',
  'stages.shown': 'Шаг на странице отслеживания: {stage}',
  'stages.shown_none':
    'Шаг на странице отслеживания: нет (статуса нет в Настройки › Этапы статусов)',
  'stages.settings.title': 'Этапы статусов',
  'stages.settings.description':
    'Какой шаг прогресса показывает каждый текст статуса на странице отслеживания.',
  'stages.settings.help':
    'Посылка без собственного этапа показывает этап своего текста статуса, заданный здесь. Регистр и пробелы не важны: «In transit» совпадает и с «IN  TRANSIT».',
  'stages.settings.status': 'Текст статуса',
  'stages.settings.stage': 'Этап',
  'stages.settings.row': 'Статус {n}',
  'stages.settings.row_stage': 'Этап статуса {n}',
  'stages.settings.add': 'Добавить статус',
  'stages.settings.remove': 'Удалить статус {n}',
  'stages.settings.empty':
    'Нет текстов статусов: показываются только этапы, выбранные у самих посылок.',
  'stages.settings.count': '{count} из {max} статусов',
  'stages.problem.too_many': '{field} может содержать не более {max} статусов',
  'stages.problem.repeated': '{field} повторяет статус, который уже есть в списке',
};
