import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'المحتوى',
  'content.help': 'فقرة واحدة في كل سطر؛ الرموز أدناه تضيف التنسيق.',
  'content.preview': 'معاينة',
  'content.previewEmpty': 'يظهر نص الصفحة هنا كما سيراه الزوار.',
  'content.video': 'فيديو',
  'content.formatting': 'التنسيق',
  'content.columnType': 'ما تكتبه',
  'content.columnShows': 'ما يظهر',
  'content.sampleBold': 'عريض',
  'content.sampleUnderline': 'تسطير',
  'content.sampleStrikethrough': 'يتوسطه خط',
  'content.sampleDescription': 'وصف',
  'content.image': 'صورة (في سطر مستقل)',
  'content.imageDescribed': 'صورة موصوفة لقارئات الشاشة',
  'content.videoShows': 'فيديو (روابط YouTube تُعرض داخل الصفحة)',
  'content.emptyLine': 'سطر فارغ',
  'content.blankLine': 'سطر فارغ في الصفحة',
  'content.note':
    'تحتاج الصور ومقاطع الفيديو إلى رابط http أو https؛ وأي شيء آخر يُعرض كنص. تُعرض شيفرة HTML كما كُتبت ولا تُنفَّذ أبدًا.',
};
