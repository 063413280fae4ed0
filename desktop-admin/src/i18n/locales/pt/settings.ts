import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Definições',
  'settings.contact': 'Contactos',
  'settings.contactDescription':
    'O e-mail, os telefones, a morada e as redes sociais no rodapé público.',
  'settings.mail': 'Definições de e-mail',
  'settings.mailDescription': 'Como o e-mail sai do servidor e que modelo usa.',
  'settings.html': 'Definições HTML',
  'settings.htmlDescription':
    'A meta descrição para os motores de pesquisa e um widget de chat em todas as páginas.',
  'settings.what': 'As definições',
  'settings.save': 'Guardar',
  'settings.companyName': 'Nome da empresa',
  'settings.companyNameHelp':
    'Assina e-mails, faturas e etiquetas de envio; se ficar vazio, aparece Waybill.',
  'settings.contactEmail': 'E-mail de contacto',
  'settings.contactEmailHelp':
    'As mensagens dos visitantes da página de contacto chegam aqui; é mostrado no rodapé.',
  'settings.contactPhone': 'Telefone de contacto',
  'settings.alternatePhone': 'Telefone alternativo',
  'settings.address': 'Morada',
  'settings.addressHelp': 'A morada do escritório mostrada no rodapé.',
  'settings.socialLinks': 'Redes sociais',
  'settings.socialHelp':
    'Um nome de utilizador (por ex. @waybill) ou um endereço https:// completo; um campo vazio não é mostrado.',
  'settings.metaDescription': 'Meta descrição',
  'settings.metaDescriptionHelp': 'O resumo que os motores de pesquisa mostram sob o nome do site.',
  'settings.chatCode': 'Código do chat',
  'settings.chatCodeHelp':
    'O código de um widget de chat do respetivo fornecedor (Tawk.to, Crisp, Tidio…), colado tal como vem. Corre numa moldura isolada no canto inferior direito de cada página pública: pode mostrar o seu chat, mas não pode ler nem alterar o site, este painel de controlo ou os seus dados. Deixe vazio para não ter chat.',
  'settings.mailDriver': 'Modo de envio',
  'settings.driverOutbox': 'outbox: o servidor entrega',
  'settings.driverSmtp': 'smtp: a equipa envia com a sua própria conta',
  'settings.driverOutboxHelp':
    'cada mensagem fica em fila na caixa de saída e é entregue através do MAIL_URL do servidor, com novas tentativas; nada se perde enquanto o servidor de e-mail estiver em baixo.',
  'settings.driverSmtpHelp':
    'a equipa envia com a sua própria conta de e-mail, escrevendo a palavra-passe a cada envio.',
  'settings.mailTemplate': 'Modelo de e-mail',
  'settings.mailTemplateHelp':
    'O layout à volta de cada e-mail que a empresa envia: texto simples ou um de quatro designs HTML.',
  'settings.notifyRecipients': 'Avisar os destinatários quando a encomenda avança',
  'settings.notifyRecipientsHelp':
    'Quando a equipa acrescenta algo ao histórico de uma encomenda, o e-mail do destinatário recebe a nova entrada e uma ligação de rastreio (cada entrada pode ficar de fora; os destinatários podem cancelar a subscrição).',
  'settings.saved': 'Definições guardadas',
  'settings.tracking': 'Privacidade do rastreio',
  'settings.trackingDescription': 'O que um visitante vê só com o código de rastreio.',
  'settings.trackingLead':
    'Tudo o que estiver desligado só é mostrado a um visitante que indique também o e-mail do destinatário ou os 4 últimos dígitos do telefone dele. O estado, o progresso, o histórico, o prazo de entrega e os nomes dos locais aparecem sempre com o código.',
  'settings.trackingShowsNames': 'Mostrar os nomes só com o código',
  'settings.trackingShowsNamesHelp': 'Os nomes do destinatário e do remetente.',
  'settings.trackingShowsPhoto': 'Mostrar a foto da encomenda só com o código',
  'settings.trackingShowsPhotoHelp': 'A imagem anexada à encomenda.',
  'settings.trackingShowsExactMap': 'Mostrar o mapa exato só com o código',
  'settings.trackingShowsExactMapHelp':
    'Desligado: o mapa coloca os marcadores com cerca de 10 km de margem; mostra a rota, não a rua.',
};
