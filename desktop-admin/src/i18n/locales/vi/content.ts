import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Nội dung',
  'content.help': 'Mỗi dòng một đoạn; các ký hiệu bên dưới dùng để định dạng.',
  'content.preview': 'Xem trước',
  'content.previewEmpty': 'Nội dung trang hiển thị ở đây đúng như khách truy cập sẽ thấy.',
  'content.video': 'Video',
  'content.formatting': 'Định dạng',
  'content.columnType': 'Gõ',
  'content.columnShows': 'Hiển thị',
  'content.sampleBold': 'đậm',
  'content.sampleUnderline': 'gạch chân',
  'content.sampleStrikethrough': 'gạch ngang',
  'content.sampleDescription': 'mô tả',
  'content.image': 'một hình ảnh (trên một dòng riêng)',
  'content.imageDescribed': 'một hình ảnh có mô tả cho trình đọc màn hình',
  'content.videoShows': 'một video (liên kết YouTube được phát nhúng)',
  'content.emptyLine': 'Một dòng trống',
  'content.blankLine': 'một dòng trống',
  'content.note':
    'Hình ảnh và video cần địa chỉ http hoặc https; mọi thứ khác hiển thị dưới dạng văn bản. HTML được hiển thị đúng như đã gõ, không bao giờ được thực thi.',
};
