import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Oluşturuldu',
  'stages.name.picked_up': 'Teslim alındı',
  'stages.name.in_transit': 'Yolda',
  'stages.name.out_for_delivery': 'Dağıtımda',
  'stages.name.delivered': 'Teslim edildi',
  'stages.name.held': 'Bekletiliyor',
  'stages.name.failed_attempt': 'Teslimat denemesi başarısız',
  'stages.name.returned': 'İade edildi',
  'stages.exception': '{stage} (istisna)',
  'stages.field': 'Aşama',
  'stages.follow_status': 'Durum metnini izle',
  'stages.field_help':
    'Takip sayfasının güncel olarak işaretlediği adım. “Durum metnini izle” seçiliyken, Ayarlar › Durum Aşamaları üzerinden durumdan gelir.',
  'stages.shown': 'Takip sayfasındaki adım: {stage}',
  'stages.shown_none':
    'Takip sayfasındaki adım: yok (durum, Ayarlar › Durum Aşamaları içinde değil)',
  'stages.settings.title': 'Durum Aşamaları',
  'stages.settings.description':
    'Her durum metninin takip sayfasında hangi ilerleme adımını gösterdiği.',
  'stages.settings.help':
    'Kendi aşaması olmayan bir gönderi, durum metninin buradaki aşamasını gösterir. Büyük/küçük harf ve boşluklar önemli değildir: “In transit”, “IN  TRANSIT” ile de eşleşir.',
  'stages.settings.status': 'Durum metni',
  'stages.settings.stage': 'Aşama',
  'stages.settings.row': 'Durum {n}',
  'stages.settings.row_stage': '{n}. durumun aşaması',
  'stages.settings.add': 'Durum ekle',
  'stages.settings.remove': '{n}. durumu kaldır',
  'stages.settings.empty':
    'Durum metni yok: yalnızca gönderilerin kendisinde seçilen aşamalar gösterilir.',
  'stages.settings.count': '{count} / {max} durum',
  'stages.problem.too_many': '{field} en fazla {max} durum içerebilir',
  'stages.problem.repeated': '{field} listede zaten olan bir durumu tekrarlıyor',
};
