import {
  LANGUAGE_TAGS,
  LANGUAGE_NAMES,
  RTL_LANGUAGES,
  type Language,
  type NotificationEvent,
} from '@waybill/shared';
import type { MailFooter } from '../mail/mail-composer.js';

/**
 * The words of a subscriber's e-mails and of the pages behind their links, in the language they
 * chose (docs/product.md §10). What staff write (an entry's title and description, the status)
 * stays as written. `{code}` is the tracking code.
 */
export interface NoticeTexts {
  /** The subject's start, before the entry's title. */
  parcel: string;
  news: string;
  track: string;
  status: string;
  footer: MailFooter;
  confirmSubject: string;
  confirmAsked: string;
  confirmIgnore: string;
  confirmButton: string;
  manageTitle: string;
  manageIntro: string;
  events: Record<NotificationEvent, string>;
  everyUpdate: string;
  language: string;
  save: string;
  saved: string;
  stopTitle: string;
  stopMessage: string;
  stoppedTitle: string;
  stoppedMessage: string;
  invalidTitle: string;
  invalidMessage: string;
}

type Base = Exclude<Language, 'in' | 'vn'>;

const TEXTS: Record<Base, NoticeTexts> = {
  en: {
    parcel: 'Parcel {code}',
    news: 'There is news about your parcel {code}.',
    track: 'Track your parcel',
    status: 'Status',
    footer: {
      stopLabel: 'Stop these e-mails',
      manageLabel: 'Choose your e-mails',
      stopLine: 'To stop these e-mails:',
      manageLine: 'To choose which e-mails you get:',
    },
    confirmSubject: 'Confirm e-mail updates for parcel {code}',
    confirmAsked: 'Someone (we hope you) asked to get an e-mail each time parcel {code} moves.',
    confirmIgnore:
      'Confirm with the button below. If it was not you, ignore this e-mail: nothing will be sent.',
    confirmButton: 'Send me updates',
    manageTitle: 'Choose your e-mails',
    manageIntro: 'Which news about parcel {code} should we e-mail you?',
    events: {
      out_for_delivery: 'Out for delivery',
      delivered: 'Delivered',
      delayed: 'Delayed',
      failed_attempt: 'Delivery attempt failed',
    },
    everyUpdate: 'Tick all four to get every update.',
    language: 'Language of the e-mails',
    save: 'Save my choices',
    saved: 'Your choices are saved.',
    stopTitle: 'Stop e-mails about this parcel?',
    stopMessage: 'You will no longer get an e-mail each time this parcel moves.',
    stoppedTitle: 'You will get no more e-mails',
    stoppedMessage:
      'We will not e-mail you about parcel {code} again. You can still follow it on our tracking page.',
    invalidTitle: 'This link does not work',
    invalidMessage: 'It may be incomplete or out of date. Open the link from the e-mail again.',
  },
  pt: {
    parcel: 'Encomenda {code}',
    news: 'Há novidades sobre a sua encomenda {code}.',
    track: 'Seguir a encomenda',
    status: 'Estado',
    footer: {
      stopLabel: 'Parar estes e-mails',
      manageLabel: 'Escolher os seus e-mails',
      stopLine: 'Para parar estes e-mails:',
      manageLine: 'Para escolher que e-mails recebe:',
    },
    confirmSubject: 'Confirme as atualizações por e-mail da encomenda {code}',
    confirmAsked:
      'Alguém (esperamos que tenha sido você) pediu um e-mail sempre que a encomenda {code} avançar.',
    confirmIgnore:
      'Confirme com o botão abaixo. Se não foi você, ignore este e-mail: nada será enviado.',
    confirmButton: 'Enviem-me atualizações',
    manageTitle: 'Escolha os seus e-mails',
    manageIntro: 'Que novidades sobre a encomenda {code} devemos enviar-lhe?',
    events: {
      out_for_delivery: 'Saiu para entrega',
      delivered: 'Entregue',
      delayed: 'Atrasada',
      failed_attempt: 'Tentativa de entrega falhada',
    },
    everyUpdate: 'Marque as quatro para receber todas as atualizações.',
    language: 'Idioma dos e-mails',
    save: 'Guardar as minhas escolhas',
    saved: 'As suas escolhas foram guardadas.',
    stopTitle: 'Parar os e-mails sobre esta encomenda?',
    stopMessage: 'Deixará de receber um e-mail sempre que esta encomenda avançar.',
    stoppedTitle: 'Não receberá mais e-mails',
    stoppedMessage:
      'Não voltaremos a enviar-lhe e-mails sobre a encomenda {code}. Pode continuar a segui-la na nossa página de seguimento.',
    invalidTitle: 'Esta ligação não funciona',
    invalidMessage: 'Pode estar incompleta ou desatualizada. Abra novamente a ligação do e-mail.',
  },
  nl: {
    parcel: 'Pakket {code}',
    news: 'Er is nieuws over uw pakket {code}.',
    track: 'Volg uw pakket',
    status: 'Status',
    footer: {
      stopLabel: 'Stop deze e-mails',
      manageLabel: 'Kies uw e-mails',
      stopLine: 'Om deze e-mails te stoppen:',
      manageLine: 'Om te kiezen welke e-mails u krijgt:',
    },
    confirmSubject: 'Bevestig e-mailupdates voor pakket {code}',
    confirmAsked: 'Iemand (hopelijk u) vroeg om een e-mail telkens als pakket {code} verder gaat.',
    confirmIgnore:
      'Bevestig met de knop hieronder. Was u het niet, negeer dan deze e-mail: er wordt niets verstuurd.',
    confirmButton: 'Stuur mij updates',
    manageTitle: 'Kies uw e-mails',
    manageIntro: 'Over welk nieuws van pakket {code} moeten we u mailen?',
    events: {
      out_for_delivery: 'Onderweg voor bezorging',
      delivered: 'Bezorgd',
      delayed: 'Vertraagd',
      failed_attempt: 'Bezorgpoging mislukt',
    },
    everyUpdate: 'Vink alle vier aan om elke update te krijgen.',
    language: 'Taal van de e-mails',
    save: 'Mijn keuzes opslaan',
    saved: 'Uw keuzes zijn opgeslagen.',
    stopTitle: 'E-mails over dit pakket stoppen?',
    stopMessage: 'U krijgt geen e-mail meer telkens als dit pakket verder gaat.',
    stoppedTitle: 'U krijgt geen e-mails meer',
    stoppedMessage:
      'We mailen u niet meer over pakket {code}. U kunt het nog volgen op onze volgpagina.',
    invalidTitle: 'Deze link werkt niet',
    invalidMessage: 'Hij is misschien onvolledig of verlopen. Open de link uit de e-mail opnieuw.',
  },
  ar: {
    parcel: 'الطرد {code}',
    news: 'هناك جديد بخصوص طردك {code}.',
    track: 'تتبّع طردك',
    status: 'الحالة',
    footer: {
      stopLabel: 'إيقاف هذه الرسائل',
      manageLabel: 'اختر رسائلك',
      stopLine: 'لإيقاف هذه الرسائل:',
      manageLine: 'لاختيار الرسائل التي تصلك:',
    },
    confirmSubject: 'أكّد تلقي التحديثات بالبريد للطرد {code}',
    confirmAsked: 'طلب أحدهم (نأمل أنك أنت) رسالة كلما تحرّك الطرد {code}.',
    confirmIgnore: 'أكّد بالزر أدناه. إن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل شيء.',
    confirmButton: 'أرسلوا لي التحديثات',
    manageTitle: 'اختر رسائلك',
    manageIntro: 'ما الأخبار التي نرسلها إليك عن الطرد {code}؟',
    events: {
      out_for_delivery: 'خرج للتوصيل',
      delivered: 'تم التسليم',
      delayed: 'متأخر',
      failed_attempt: 'فشلت محاولة التوصيل',
    },
    everyUpdate: 'اختر الأربعة كلها لتصلك كل التحديثات.',
    language: 'لغة الرسائل',
    save: 'احفظ اختياراتي',
    saved: 'تم حفظ اختياراتك.',
    stopTitle: 'إيقاف الرسائل عن هذا الطرد؟',
    stopMessage: 'لن تصلك رسالة بعد الآن كلما تحرّك هذا الطرد.',
    stoppedTitle: 'لن تصلك رسائل أخرى',
    stoppedMessage: 'لن نراسلك بعد الآن عن الطرد {code}. ما زال بإمكانك متابعته على صفحة التتبع.',
    invalidTitle: 'هذا الرابط لا يعمل',
    invalidMessage: 'ربما يكون ناقصًا أو منتهي الصلاحية. افتح الرابط من الرسالة مرة أخرى.',
  },
  es: {
    parcel: 'Paquete {code}',
    news: 'Hay novedades sobre su paquete {code}.',
    track: 'Seguir su paquete',
    status: 'Estado',
    footer: {
      stopLabel: 'Dejar de recibir estos correos',
      manageLabel: 'Elegir sus correos',
      stopLine: 'Para dejar de recibir estos correos:',
      manageLine: 'Para elegir qué correos recibe:',
    },
    confirmSubject: 'Confirme las novedades por correo del paquete {code}',
    confirmAsked:
      'Alguien (esperamos que usted) pidió un correo cada vez que el paquete {code} avance.',
    confirmIgnore:
      'Confirme con el botón de abajo. Si no fue usted, ignore este correo: no se enviará nada.',
    confirmButton: 'Envíenme novedades',
    manageTitle: 'Elija sus correos',
    manageIntro: '¿Qué novedades del paquete {code} quiere recibir por correo?',
    events: {
      out_for_delivery: 'En reparto',
      delivered: 'Entregado',
      delayed: 'Retrasado',
      failed_attempt: 'Intento de entrega fallido',
    },
    everyUpdate: 'Marque las cuatro para recibir todas las novedades.',
    language: 'Idioma de los correos',
    save: 'Guardar mis opciones',
    saved: 'Sus opciones se han guardado.',
    stopTitle: '¿Dejar de recibir correos sobre este paquete?',
    stopMessage: 'Ya no recibirá un correo cada vez que este paquete avance.',
    stoppedTitle: 'No recibirá más correos',
    stoppedMessage:
      'No volveremos a escribirle sobre el paquete {code}. Puede seguirlo en nuestra página de seguimiento.',
    invalidTitle: 'Este enlace no funciona',
    invalidMessage: 'Puede estar incompleto o caducado. Abra de nuevo el enlace del correo.',
  },
  de: {
    parcel: 'Sendung {code}',
    news: 'Es gibt Neuigkeiten zu Ihrer Sendung {code}.',
    track: 'Sendung verfolgen',
    status: 'Status',
    footer: {
      stopLabel: 'Diese E-Mails abbestellen',
      manageLabel: 'E-Mails auswählen',
      stopLine: 'Um diese E-Mails abzubestellen:',
      manageLine: 'Um auszuwählen, welche E-Mails Sie erhalten:',
    },
    confirmSubject: 'E-Mail-Benachrichtigungen für Sendung {code} bestätigen',
    confirmAsked:
      'Jemand (hoffentlich Sie) möchte jedes Mal eine E-Mail erhalten, wenn Sendung {code} weiterkommt.',
    confirmIgnore:
      'Bestätigen Sie mit der Schaltfläche unten. Waren Sie es nicht, ignorieren Sie diese E-Mail: Es wird nichts gesendet.',
    confirmButton: 'Benachrichtigungen senden',
    manageTitle: 'E-Mails auswählen',
    manageIntro: 'Über welche Neuigkeiten zu Sendung {code} sollen wir Sie informieren?',
    events: {
      out_for_delivery: 'In Zustellung',
      delivered: 'Zugestellt',
      delayed: 'Verspätet',
      failed_attempt: 'Zustellversuch fehlgeschlagen',
    },
    everyUpdate: 'Wählen Sie alle vier, um jede Neuigkeit zu erhalten.',
    language: 'Sprache der E-Mails',
    save: 'Auswahl speichern',
    saved: 'Ihre Auswahl ist gespeichert.',
    stopTitle: 'E-Mails zu dieser Sendung abbestellen?',
    stopMessage: 'Sie erhalten keine E-Mail mehr, wenn diese Sendung weiterkommt.',
    stoppedTitle: 'Sie erhalten keine E-Mails mehr',
    stoppedMessage:
      'Wir schreiben Ihnen nicht mehr zu Sendung {code}. Auf unserer Sendungsverfolgung können Sie sie weiter verfolgen.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    invalidMessage:
      'Er ist vielleicht unvollständig oder veraltet. Öffnen Sie den Link aus der E-Mail erneut.',
  },
  fa: {
    parcel: 'مرسولهٔ {code}',
    news: 'خبر تازه‌ای دربارهٔ مرسولهٔ شما {code} هست.',
    track: 'پیگیری مرسوله',
    status: 'وضعیت',
    footer: {
      stopLabel: 'توقف این ایمیل‌ها',
      manageLabel: 'انتخاب ایمیل‌ها',
      stopLine: 'برای توقف این ایمیل‌ها:',
      manageLine: 'برای انتخاب ایمیل‌هایی که دریافت می‌کنید:',
    },
    confirmSubject: 'تأیید اطلاع‌رسانی ایمیلی برای مرسولهٔ {code}',
    confirmAsked: 'کسی (امیدواریم خودتان) خواسته هر بار که مرسولهٔ {code} جابه‌جا شد ایمیلی بگیرد.',
    confirmIgnore:
      'با دکمهٔ زیر تأیید کنید. اگر شما نبودید، این ایمیل را نادیده بگیرید: چیزی فرستاده نمی‌شود.',
    confirmButton: 'برایم خبر بفرستید',
    manageTitle: 'ایمیل‌هایتان را انتخاب کنید',
    manageIntro: 'کدام خبرهای مرسولهٔ {code} را برایتان ایمیل کنیم؟',
    events: {
      out_for_delivery: 'در مسیر تحویل',
      delivered: 'تحویل شد',
      delayed: 'با تأخیر',
      failed_attempt: 'تلاش برای تحویل ناموفق بود',
    },
    everyUpdate: 'برای دریافت همهٔ خبرها هر چهار را انتخاب کنید.',
    language: 'زبان ایمیل‌ها',
    save: 'ذخیرهٔ انتخاب‌ها',
    saved: 'انتخاب‌های شما ذخیره شد.',
    stopTitle: 'ایمیل‌های این مرسوله متوقف شود؟',
    stopMessage: 'دیگر با هر جابه‌جایی این مرسوله ایمیلی دریافت نمی‌کنید.',
    stoppedTitle: 'دیگر ایمیلی دریافت نمی‌کنید',
    stoppedMessage:
      'دیگر دربارهٔ مرسولهٔ {code} ایمیلی نمی‌فرستیم. همچنان می‌توانید آن را در صفحهٔ پیگیری دنبال کنید.',
    invalidTitle: 'این پیوند کار نمی‌کند',
    invalidMessage: 'شاید ناقص یا منقضی باشد. پیوند را دوباره از ایمیل باز کنید.',
  },
  fr: {
    parcel: 'Colis {code}',
    news: 'Il y a du nouveau pour votre colis {code}.',
    track: 'Suivre votre colis',
    status: 'Statut',
    footer: {
      stopLabel: 'Ne plus recevoir ces e-mails',
      manageLabel: 'Choisir vos e-mails',
      stopLine: 'Pour ne plus recevoir ces e-mails :',
      manageLine: 'Pour choisir les e-mails que vous recevez :',
    },
    confirmSubject: 'Confirmez les nouvelles par e-mail du colis {code}',
    confirmAsked:
      'Quelqu’un (vous, nous l’espérons) a demandé un e-mail à chaque étape du colis {code}.',
    confirmIgnore:
      'Confirmez avec le bouton ci-dessous. Si ce n’était pas vous, ignorez cet e-mail : rien ne sera envoyé.',
    confirmButton: 'Envoyez-moi les nouvelles',
    manageTitle: 'Choisissez vos e-mails',
    manageIntro: 'Quelles nouvelles du colis {code} voulez-vous recevoir par e-mail ?',
    events: {
      out_for_delivery: 'En cours de livraison',
      delivered: 'Livré',
      delayed: 'Retardé',
      failed_attempt: 'Tentative de livraison échouée',
    },
    everyUpdate: 'Cochez les quatre pour recevoir toutes les nouvelles.',
    language: 'Langue des e-mails',
    save: 'Enregistrer mes choix',
    saved: 'Vos choix sont enregistrés.',
    stopTitle: 'Ne plus recevoir d’e-mails sur ce colis ?',
    stopMessage: 'Vous ne recevrez plus d’e-mail à chaque étape de ce colis.',
    stoppedTitle: 'Vous ne recevrez plus d’e-mails',
    stoppedMessage:
      'Nous ne vous écrirons plus au sujet du colis {code}. Vous pouvez toujours le suivre sur notre page de suivi.',
    invalidTitle: 'Ce lien ne fonctionne pas',
    invalidMessage: 'Il est peut-être incomplet ou expiré. Ouvrez à nouveau le lien de l’e-mail.',
  },
  ru: {
    parcel: 'Посылка {code}',
    news: 'Есть новости о вашей посылке {code}.',
    track: 'Отследить посылку',
    status: 'Статус',
    footer: {
      stopLabel: 'Отписаться от этих писем',
      manageLabel: 'Выбрать письма',
      stopLine: 'Чтобы отписаться от этих писем:',
      manageLine: 'Чтобы выбрать, какие письма получать:',
    },
    confirmSubject: 'Подтвердите рассылку о посылке {code}',
    confirmAsked:
      'Кто-то (надеемся, вы) попросил присылать письмо при каждом движении посылки {code}.',
    confirmIgnore:
      'Подтвердите кнопкой ниже. Если это были не вы, не обращайте внимания на письмо: ничего не придёт.',
    confirmButton: 'Присылать новости',
    manageTitle: 'Выберите письма',
    manageIntro: 'О каких новостях посылки {code} вам писать?',
    events: {
      out_for_delivery: 'Передана курьеру',
      delivered: 'Доставлена',
      delayed: 'Задерживается',
      failed_attempt: 'Не удалось доставить',
    },
    everyUpdate: 'Отметьте все четыре, чтобы получать все новости.',
    language: 'Язык писем',
    save: 'Сохранить выбор',
    saved: 'Ваш выбор сохранён.',
    stopTitle: 'Отписаться от писем об этой посылке?',
    stopMessage: 'Вы больше не будете получать письмо при каждом движении этой посылки.',
    stoppedTitle: 'Писем больше не будет',
    stoppedMessage:
      'Мы больше не будем писать вам о посылке {code}. Её можно отслеживать на нашей странице отслеживания.',
    invalidTitle: 'Ссылка не работает',
    invalidMessage: 'Возможно, она неполная или устарела. Откройте ссылку из письма ещё раз.',
  },
  tr: {
    parcel: 'Gönderi {code}',
    news: '{code} numaralı gönderinizle ilgili yeni bir gelişme var.',
    track: 'Gönderinizi takip edin',
    status: 'Durum',
    footer: {
      stopLabel: 'Bu e-postaları durdur',
      manageLabel: 'E-postalarınızı seçin',
      stopLine: 'Bu e-postaları durdurmak için:',
      manageLine: 'Hangi e-postaları alacağınızı seçmek için:',
    },
    confirmSubject: '{code} gönderisi için e-posta bildirimlerini onaylayın',
    confirmAsked: 'Biri (umarız sizsiniz) {code} gönderisi her ilerlediğinde e-posta almak istedi.',
    confirmIgnore:
      'Aşağıdaki düğmeyle onaylayın. Siz değilseniz bu e-postayı yok sayın: hiçbir şey gönderilmeyecek.',
    confirmButton: 'Bana bildirim gönderin',
    manageTitle: 'E-postalarınızı seçin',
    manageIntro: '{code} gönderisiyle ilgili hangi haberleri size e-postayla gönderelim?',
    events: {
      out_for_delivery: 'Dağıtıma çıktı',
      delivered: 'Teslim edildi',
      delayed: 'Gecikti',
      failed_attempt: 'Teslimat denemesi başarısız',
    },
    everyUpdate: 'Tüm güncellemeleri almak için dördünü de işaretleyin.',
    language: 'E-postaların dili',
    save: 'Seçimlerimi kaydet',
    saved: 'Seçimleriniz kaydedildi.',
    stopTitle: 'Bu gönderiyle ilgili e-postalar durdurulsun mu?',
    stopMessage: 'Bu gönderi her ilerlediğinde artık e-posta almayacaksınız.',
    stoppedTitle: 'Artık e-posta almayacaksınız',
    stoppedMessage:
      '{code} gönderisi hakkında size bir daha yazmayacağız. Takip sayfamızdan izlemeye devam edebilirsiniz.',
    invalidTitle: 'Bu bağlantı çalışmıyor',
    invalidMessage: 'Eksik ya da süresi geçmiş olabilir. Bağlantıyı e-postadan yeniden açın.',
  },
  it: {
    parcel: 'Pacco {code}',
    news: 'Ci sono novità sul tuo pacco {code}.',
    track: 'Segui il tuo pacco',
    status: 'Stato',
    footer: {
      stopLabel: 'Non ricevere più queste e-mail',
      manageLabel: 'Scegli le tue e-mail',
      stopLine: 'Per non ricevere più queste e-mail:',
      manageLine: 'Per scegliere quali e-mail ricevere:',
    },
    confirmSubject: 'Conferma gli aggiornamenti via e-mail per il pacco {code}',
    confirmAsked:
      'Qualcuno (speriamo tu) ha chiesto un’e-mail ogni volta che il pacco {code} si sposta.',
    confirmIgnore:
      'Conferma con il pulsante qui sotto. Se non sei stato tu, ignora questa e-mail: non verrà inviato nulla.',
    confirmButton: 'Inviatemi gli aggiornamenti',
    manageTitle: 'Scegli le tue e-mail',
    manageIntro: 'Quali novità sul pacco {code} vuoi ricevere via e-mail?',
    events: {
      out_for_delivery: 'In consegna',
      delivered: 'Consegnato',
      delayed: 'In ritardo',
      failed_attempt: 'Tentativo di consegna fallito',
    },
    everyUpdate: 'Seleziona tutte e quattro per ricevere ogni aggiornamento.',
    language: 'Lingua delle e-mail',
    save: 'Salva le mie scelte',
    saved: 'Le tue scelte sono state salvate.',
    stopTitle: 'Non ricevere più e-mail su questo pacco?',
    stopMessage: 'Non riceverai più un’e-mail ogni volta che questo pacco si sposta.',
    stoppedTitle: 'Non riceverai più e-mail',
    stoppedMessage:
      'Non ti scriveremo più sul pacco {code}. Puoi sempre seguirlo sulla nostra pagina di tracciamento.',
    invalidTitle: 'Questo link non funziona',
    invalidMessage: 'Potrebbe essere incompleto o scaduto. Apri di nuovo il link dall’e-mail.',
  },
  se: {
    parcel: 'Paket {code}',
    news: 'Det finns nyheter om ditt paket {code}.',
    track: 'Spåra ditt paket',
    status: 'Status',
    footer: {
      stopLabel: 'Sluta skicka dessa e-postmeddelanden',
      manageLabel: 'Välj dina e-postmeddelanden',
      stopLine: 'För att sluta få dessa e-postmeddelanden:',
      manageLine: 'För att välja vilka e-postmeddelanden du får:',
    },
    confirmSubject: 'Bekräfta e-postuppdateringar för paket {code}',
    confirmAsked:
      'Någon (förhoppningsvis du) bad om ett e-postmeddelande varje gång paket {code} rör sig.',
    confirmIgnore:
      'Bekräfta med knappen nedan. Om det inte var du kan du strunta i meddelandet: inget skickas.',
    confirmButton: 'Skicka uppdateringar till mig',
    manageTitle: 'Välj dina e-postmeddelanden',
    manageIntro: 'Vilka nyheter om paket {code} ska vi mejla dig?',
    events: {
      out_for_delivery: 'Ute för leverans',
      delivered: 'Levererat',
      delayed: 'Försenat',
      failed_attempt: 'Leveransförsök misslyckades',
    },
    everyUpdate: 'Markera alla fyra för att få varje uppdatering.',
    language: 'E-postmeddelandenas språk',
    save: 'Spara mina val',
    saved: 'Dina val är sparade.',
    stopTitle: 'Sluta få e-post om det här paketet?',
    stopMessage: 'Du får inte längre ett meddelande varje gång paketet rör sig.',
    stoppedTitle: 'Du får inga fler e-postmeddelanden',
    stoppedMessage:
      'Vi mejlar dig inte mer om paket {code}. Du kan fortfarande följa det på vår spårningssida.',
    invalidTitle: 'Länken fungerar inte',
    invalidMessage: 'Den kan vara ofullständig eller för gammal. Öppna länken i mejlet igen.',
  },
  id: {
    parcel: 'Paket {code}',
    news: 'Ada kabar terbaru tentang paket Anda {code}.',
    track: 'Lacak paket Anda',
    status: 'Status',
    footer: {
      stopLabel: 'Berhenti menerima email ini',
      manageLabel: 'Pilih email Anda',
      stopLine: 'Untuk berhenti menerima email ini:',
      manageLine: 'Untuk memilih email yang Anda terima:',
    },
    confirmSubject: 'Konfirmasi kabar email untuk paket {code}',
    confirmAsked: 'Seseorang (semoga Anda) meminta email setiap kali paket {code} bergerak.',
    confirmIgnore:
      'Konfirmasi dengan tombol di bawah. Jika bukan Anda, abaikan email ini: tidak ada yang akan dikirim.',
    confirmButton: 'Kirimi saya kabar',
    manageTitle: 'Pilih email Anda',
    manageIntro: 'Kabar apa tentang paket {code} yang perlu kami kirim lewat email?',
    events: {
      out_for_delivery: 'Sedang diantar',
      delivered: 'Terkirim',
      delayed: 'Terlambat',
      failed_attempt: 'Percobaan pengantaran gagal',
    },
    everyUpdate: 'Centang keempatnya untuk menerima setiap kabar.',
    language: 'Bahasa email',
    save: 'Simpan pilihan saya',
    saved: 'Pilihan Anda tersimpan.',
    stopTitle: 'Berhenti menerima email tentang paket ini?',
    stopMessage: 'Anda tidak akan lagi menerima email setiap kali paket ini bergerak.',
    stoppedTitle: 'Anda tidak akan menerima email lagi',
    stoppedMessage:
      'Kami tidak akan mengirim email lagi tentang paket {code}. Anda tetap bisa mengikutinya di halaman pelacakan kami.',
    invalidTitle: 'Tautan ini tidak berfungsi',
    invalidMessage: 'Mungkin tidak lengkap atau sudah kedaluwarsa. Buka lagi tautan dari email.',
  },
  vi: {
    parcel: 'Bưu kiện {code}',
    news: 'Có tin mới về bưu kiện {code} của bạn.',
    track: 'Theo dõi bưu kiện',
    status: 'Trạng thái',
    footer: {
      stopLabel: 'Ngừng nhận các email này',
      manageLabel: 'Chọn email bạn nhận',
      stopLine: 'Để ngừng nhận các email này:',
      manageLine: 'Để chọn những email bạn nhận:',
    },
    confirmSubject: 'Xác nhận nhận tin qua email cho bưu kiện {code}',
    confirmAsked: 'Ai đó (hy vọng là bạn) đã yêu cầu nhận email mỗi khi bưu kiện {code} di chuyển.',
    confirmIgnore:
      'Hãy xác nhận bằng nút bên dưới. Nếu không phải bạn, hãy bỏ qua email này: sẽ không có gì được gửi.',
    confirmButton: 'Gửi tin cho tôi',
    manageTitle: 'Chọn email bạn nhận',
    manageIntro: 'Chúng tôi nên gửi email cho bạn về những tin nào của bưu kiện {code}?',
    events: {
      out_for_delivery: 'Đang giao hàng',
      delivered: 'Đã giao',
      delayed: 'Bị chậm',
      failed_attempt: 'Giao hàng không thành công',
    },
    everyUpdate: 'Chọn cả bốn để nhận mọi cập nhật.',
    language: 'Ngôn ngữ của email',
    save: 'Lưu lựa chọn',
    saved: 'Đã lưu lựa chọn của bạn.',
    stopTitle: 'Ngừng nhận email về bưu kiện này?',
    stopMessage: 'Bạn sẽ không còn nhận email mỗi khi bưu kiện này di chuyển.',
    stoppedTitle: 'Bạn sẽ không nhận thêm email',
    stoppedMessage:
      'Chúng tôi sẽ không gửi email cho bạn về bưu kiện {code} nữa. Bạn vẫn có thể theo dõi trên trang theo dõi của chúng tôi.',
    invalidTitle: 'Liên kết này không hoạt động',
    invalidMessage: 'Có thể liên kết chưa đầy đủ hoặc đã hết hạn. Hãy mở lại liên kết từ email.',
  },
};

/** The texts of a language ('in' and 'vn' are the same languages as 'id' and 'vi'). */
export function noticeTexts(language: Language): NoticeTexts {
  const base: Base = language === 'in' ? 'id' : language === 'vn' ? 'vi' : language;
  return TEXTS[base];
}

/** A text with its `{code}` filled in. */
export const withCode = (text: string, code: string) => text.replaceAll('{code}', code);

/** The language's tag and direction, for `<html lang dir>`. */
export function languageAttributes(language: Language): { lang: string; dir: 'ltr' | 'rtl' } {
  return {
    lang: LANGUAGE_TAGS[language],
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
  };
}

/** The language menu of the manage page: each language once, by its own name. */
export const MENU_LANGUAGES = (Object.keys(LANGUAGE_NAMES) as Language[]).filter(
  (code) => code !== 'in' && code !== 'vn',
);
