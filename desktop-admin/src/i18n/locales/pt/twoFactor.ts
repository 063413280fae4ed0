import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Início de sessão em dois fatores',
  'twoFactor.intro':
    'Depois da palavra-passe, o início de sessão pede um código de 6 dígitos de uma aplicação autenticadora no seu telemóvel.',
  'twoFactor.status_on': 'O início de sessão em dois fatores está ativado.',
  'twoFactor.status_off': 'O início de sessão em dois fatores está desativado.',
  'twoFactor.codes_left': 'Códigos de recuperação restantes: {count}',
  'twoFactor.set_up': 'Configurar o início de sessão em dois fatores',
  'twoFactor.scan':
    'Leia este código QR com a sua aplicação autenticadora ou escreva a chave abaixo.',
  'twoFactor.qr_alt': 'Código QR para adicionar esta conta a uma aplicação autenticadora',
  'twoFactor.secret': 'Chave para escrever',
  'twoFactor.code': 'Código da aplicação',
  'twoFactor.confirm': 'Ativar',
  'twoFactor.recovery_title': 'Os seus códigos de recuperação',
  'twoFactor.recovery_text':
    'Cada código permite iniciar sessão uma vez se perder o telemóvel. Guarde-os num local seguro: só são mostrados agora.',
  'twoFactor.copy': 'Copiar',
  'twoFactor.copied': 'Copiado',
  'twoFactor.download': 'Transferir',
  'twoFactor.download_name': 'waybill-codigos-de-recuperacao.txt',
  'twoFactor.saved_codes': 'Guardei os códigos',
  'twoFactor.proof_password': 'Palavra-passe atual',
  'twoFactor.regenerate': 'Novos códigos de recuperação',
  'twoFactor.regenerate_text': 'Os códigos antigos deixam de funcionar.',
  'twoFactor.disable': 'Desativar',
  'twoFactor.required_note':
    'O início de sessão em dois fatores é obrigatório para todas as contas.',
  'twoFactor.require_all': 'Exigir o início de sessão em dois fatores em todas as contas',
  'twoFactor.require_all_text':
    'Os membros sem ele serão levados a configurá-lo no próximo início de sessão.',
  'twoFactor.require_on': 'Exigir',
  'twoFactor.require_off': 'Deixar de exigir',
  'twoFactor.manage': 'Início de sessão em dois fatores',
  'twoFactor.step_title': 'Introduza o seu código',
  'twoFactor.step_text':
    'Abra a sua aplicação autenticadora e introduza o código de 6 dígitos do Waybill.',
  'twoFactor.verify': 'Verificar',
  'twoFactor.use_recovery': 'Usar antes um código de recuperação',
  'twoFactor.use_code': 'Usar antes um código da aplicação',
  'twoFactor.recovery_code': 'Código de recuperação',
  'twoFactor.recovery_step_text':
    'Introduza um dos seus códigos de recuperação. Cada um funciona apenas uma vez.',
  'twoFactor.setup_required_title': 'Configurar o início de sessão em dois fatores',
  'twoFactor.setup_required_text':
    'A sua empresa exige o início de sessão em dois fatores. Configure-o agora para continuar.',
  'twoFactor.start_over': 'Recomeçar',
};
