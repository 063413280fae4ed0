import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'İçerik',
  'content.help': 'Her satır bir paragraf; aşağıdaki işaretler biçimlendirme ekler.',
  'content.preview': 'Önizleme',
  'content.previewEmpty': 'Sayfa metni burada ziyaretçilerin göreceği şekilde görünür.',
  'content.video': 'Video',
  'content.formatting': 'Biçimlendirme',
  'content.columnType': 'Yazılan',
  'content.columnShows': 'Görünen',
  'content.sampleBold': 'kalın',
  'content.sampleUnderline': 'altı çizili',
  'content.sampleStrikethrough': 'üstü çizili',
  'content.sampleDescription': 'açıklama',
  'content.image': 'bir görsel (kendi satırında)',
  'content.imageDescribed': 'ekran okuyucular için açıklanmış bir görsel',
  'content.videoShows': 'bir video (YouTube bağlantıları sayfada oynatılır)',
  'content.emptyLine': 'Boş bir satır',
  'content.blankLine': 'boş bir satır',
  'content.note':
    'Görseller ve videolar için http veya https adresi gerekir; diğer her şey metin olarak gösterilir. HTML yazıldığı gibi gösterilir, asla çalıştırılmaz.',
};
