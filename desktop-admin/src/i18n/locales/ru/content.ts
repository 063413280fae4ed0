import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Содержимое',
  'content.help': 'Один абзац — одна строка; разметка ниже добавляет оформление.',
  'content.preview': 'Предпросмотр',
  'content.previewEmpty': 'Здесь текст страницы появится таким, каким его увидят посетители.',
  'content.video': 'Видео',
  'content.formatting': 'Оформление',
  'content.columnType': 'Что ввести',
  'content.columnShows': 'Что получится',
  'content.sampleBold': 'жирный',
  'content.sampleUnderline': 'подчёркнутый',
  'content.sampleStrikethrough': 'зачёркнутый',
  'content.sampleDescription': 'описание',
  'content.image': 'изображение (на отдельной строке)',
  'content.imageDescribed': 'изображение с описанием для экранных дикторов',
  'content.videoShows': 'видео (ссылки YouTube воспроизводятся на странице)',
  'content.emptyLine': 'Пустая строка',
  'content.blankLine': 'пустая строка на странице',
  'content.note':
    'Для изображений и видео нужен адрес http или https; всё остальное выводится как текст. HTML показывается как написан и никогда не выполняется.',
};
