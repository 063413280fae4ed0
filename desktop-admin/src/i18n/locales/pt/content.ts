import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Conteúdo',
  'content.help': 'Um parágrafo por linha; as marcas abaixo acrescentam formatação.',
  'content.preview': 'Pré-visualização',
  'content.previewEmpty': 'O corpo da página aparece aqui tal como os visitantes o verão.',
  'content.video': 'Vídeo',
  'content.formatting': 'Formatação',
  'content.columnType': 'Escreva',
  'content.columnShows': 'Mostra',
  'content.sampleBold': 'negrito',
  'content.sampleUnderline': 'sublinhado',
  'content.sampleStrikethrough': 'riscado',
  'content.sampleDescription': 'descrição',
  'content.image': 'uma imagem (numa linha própria)',
  'content.imageDescribed': 'uma imagem descrita para leitores de ecrã',
  'content.videoShows': 'um vídeo (as ligações do YouTube são reproduzidas incorporadas)',
  'content.emptyLine': 'Uma linha vazia',
  'content.blankLine': 'uma linha em branco',
  'content.note':
    'Imagens e vídeos precisam de um endereço http ou https; tudo o resto é mostrado como texto. O HTML é mostrado tal como foi escrito, nunca executado.',
};
