import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Painel',
  'dashboard.tiles': 'Painel de controlo',
  'dashboard.tile.parcels': 'Encomendas',
  'dashboard.tile.reviews': 'Avaliações',
  'dashboard.tile.pages': 'Páginas',
  'dashboard.tile.send_email': 'Enviar e-mail',
  'dashboard.tile.settings': 'Definições',
  'dashboard.tile.password': 'Palavra-passe',
  'dashboard.tile.outbox': 'Caixa de saída',
  'dashboard.tile.invoices': 'Faturas',
  'dashboard.find.label': 'Abrir uma encomenda pelo número de rastreio',
  'dashboard.find.placeholder': 'Escreva ou leia um número de rastreio',
  'dashboard.find.open': 'Abrir',
  'dashboard.find.not_found': 'Nenhuma encomenda tem o número de rastreio «{code}».',
  'dashboard.today.title': 'Hoje',
  'dashboard.today.loading': 'A carregar os números',
  'dashboard.today.date': 'Números de {date}',
  'dashboard.figure.parcels': 'Todas as encomendas',
  'dashboard.figure.late': 'Encomendas atrasadas',
  'dashboard.figure.late_hint': 'Com entrega prevista antes de hoje e não entregues',
  'dashboard.figure.created_today': 'Criadas hoje',
  'dashboard.figure.mail_failed': 'E-mails falhados',
  'dashboard.figure.mail_queued': 'E-mails em espera',
  'dashboard.statuses.title': 'Encomendas por estado',
  'dashboard.statuses.none': 'Sem estado',
  'dashboard.statuses.other': 'Outros estados',
  'dashboard.statuses.empty': 'Ainda não há encomendas.',
  'dashboard.terms.title': 'Termos de utilização',
  'dashboard.terms.warranty':
    'Este software é fornecido «tal como está», sem garantia de qualquer tipo, expressa ou implícita, incluindo a adequação a um fim específico. Os seus programadores não são responsáveis por qualquer reclamação, dano ou perda resultante da sua utilização.',
  'dashboard.terms.responsibility':
    'A equipa que usa este painel de controlo é responsável pelos conteúdos que publica (páginas, avaliações, dados de encomendas, histórico de rastreio, imagens e e-mails) e pelos dados pessoais de remetentes e destinatários que regista. Publique apenas informação exata, limite os dados pessoais ao que uma entrega exige e cumpra as leis aplicáveis à sua empresa.',
  'dashboard.terms.password':
    'Mantenha a sua palavra-passe privada e termine a sessão em computadores partilhados.',
};
