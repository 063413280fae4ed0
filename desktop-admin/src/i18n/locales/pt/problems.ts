import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Nenhum dado encontrado',
  'problems.not_found': 'Não encontrado',
  'problems.route.not_found': 'Não é possível executar {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} não corresponde a nenhuma encomenda',
  'problems.parcel.code_unknown': '{field}: «{code}» não corresponde a nenhuma encomenda',
  'problems.parcel.code_taken': '{field}: «{code}» já é usado por outra encomenda',
  'problems.page.slug_taken': '{field}: «{slug}» já é usado por outra página',
  'problems.page.slug_format':
    'O campo «{field}» só pode conter letras minúsculas, algarismos e hífenes',
  'problems.invoice.currency_format': 'O campo «{field}» deve ser um código de 3 letras',
  'problems.invoice.amount_cents': 'O campo «{field}» deve ter no máximo 2 casas decimais',
  'problems.page.busy':
    'Está neste momento a ser criada uma página com este título; tente novamente',
  'problems.outbox.already_sent': 'Esta mensagem já foi enviada',
  'problems.rating.not_delivered': 'Esta encomenda pode ser avaliada depois de entregue',
  'problems.rating.already_given': 'Esta encomenda já foi avaliada',
  'problems.auth.signed_out': 'Tem de ter sessão iniciada como administrador para fazer isto',
  'problems.auth.admin_exists': 'Já existe uma conta de administrador. Inicie sessão.',
  'problems.auth.wrong_credentials': 'O e-mail ou a palavra-passe estão incorretos',
  'problems.auth.wrong_current_password': 'A palavra-passe atual está incorreta',
  'problems.auth.wrong_pin':
    'O PIN está errado ou expirou. Verifique o e-mail ou peça um novo PIN.',
  'problems.auth.confirmation_mismatch': 'O campo «{field}» deve coincidir com «{other}»',
  'problems.auth.pin_format': 'O campo «{field}» deve ser o PIN de 6 dígitos do e-mail',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} tem de ser o código de 6 dígitos da aplicação autenticadora',
  'problems.twofactor.recovery_code_format':
    '{field} tem de ser um dos seus códigos de recuperação',
  'problems.twofactor.code_or_recovery_code': 'Introduza um código ou um código de recuperação',
  'problems.twofactor.password_or_code': 'Introduza a sua palavra-passe ou um código',
  'problems.twofactor.wrong_code': 'O código está errado ou já foi usado',
  'problems.twofactor.no_pending_signin':
    'Não há nenhum início de sessão à espera de um código, ou expirou. Inicie sessão novamente.',
  'problems.twofactor.not_enrolling':
    'Comece primeiro a configuração: não há nenhuma chave nova para confirmar',
  'problems.twofactor.already_enabled':
    'O início de sessão em dois fatores já está ativado nesta conta',
  'problems.twofactor.not_enabled':
    'O início de sessão em dois fatores não está ativado nesta conta',
  'problems.twofactor.required':
    'O início de sessão em dois fatores é obrigatório para todas as contas: não pode ser desativado',
  'problems.twofactor.setup_required':
    'O início de sessão em dois passos é agora obrigatório: configure-o para continuar',
  'problems.twofactor.enable_own_first':
    'Ative o início de sessão em dois fatores na sua própria conta antes de o exigir a todos',
  // Passkeys.
  'problems.passkey.not_accepted':
    'A chave de acesso não foi aceita. Tente de novo ou entre de outra forma.',
  'problems.passkey.challenge_expired': 'O pedido da chave de acesso expirou. Comece de novo.',
  'problems.passkey.not_found': 'Esta chave de acesso não é da sua conta',
  'problems.passkey.already_registered': 'Esta chave de acesso já está registrada',
  'problems.passkey.too_many':
    'Você pode ter no máximo {max} chaves de acesso: remova uma primeiro',
  'problems.passkey.cancelled':
    'O pedido da chave de acesso foi cancelado ou expirou, ou este dispositivo não tem chave de acesso para esta conta',
  'problems.auth.setup_token':
    'Para criar o primeiro administrador a partir de outra máquina é preciso a ligação de registo que o servidor mostrou ao arrancar',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Seu papel não permite isto',
  'problems.staff.not_found': 'Nenhum membro com este id',
  'problems.staff.email_taken': 'Este e-mail já pertence a um membro',
  'problems.staff.already_invited': 'Este e-mail já tem um convite em aberto',
  'problems.staff.owner_locked':
    'O proprietário não pode ser desativado nem mudar de papel: transfira a propriedade primeiro',
  'problems.staff.handover_target': 'A propriedade só pode ser transferida para outro membro ativo',
  'problems.staff.invitation_not_found': 'Nenhum convite em aberto com este id',
  'problems.staff.invitation_unknown': 'Este link de convite não é válido',
  'problems.staff.invitation_expired': 'Este convite expirou: peça um novo ao proprietário',
  'problems.staff.invitation_used': 'Este convite já foi usado',
  'problems.staff.invitation_revoked': 'Este convite foi retirado pelo proprietário',
  'problems.session.not_found': 'Esta sessão já terminou, ou não é uma que possa terminar',
  'problems.rate.too_many_one':
    'Demasiadas tentativas. Aguarde {minutes} minuto e tente novamente.',
  'problems.rate.too_many': 'Demasiadas tentativas. Aguarde {minutes} minutos e tente novamente.',
  'problems.mail.password_required':
    'O campo «{field}» é obrigatório quando o controlador de correio é smtp',
  'problems.mail.server_unnamed':
    'O controlador de correio smtp precisa que MAIL_URL indique o servidor de correio, p. ex. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'O servidor de correio recusou o início de sessão de {user}: verifique a palavra-passe',
  'problems.mail.unreachable': 'Não foi possível contactar o servidor de correio: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL tem de indicar o endereço do site (p. ex. https://courier.example.com): sem ele, o endereço deste pedido não é de confiança para uma ligação num e-mail, por isso nada foi enviado',
  'problems.image.required': 'O campo «{field}» é obrigatório',
  'problems.image.not_an_image': 'O campo «{field}» deve ser uma imagem .jpg, .jpeg ou .png',
  'problems.image.too_many_pixels': 'O campo «{field}» não pode exceder {max}',
  'problems.form.incomplete':
    'Não foi possível ler o formulário: envie um formulário multipart completo',
  'problems.form.file_too_large': 'O campo «{field}» não pode exceder {max}',
  'problems.form.field_too_large': 'O campo «{field}» é demasiado longo',
  'problems.form.one_picture': 'Envie uma única imagem, no campo image',
  'problems.form.no_files': 'Este formulário não aceita ficheiros',
  'problems.form.unreadable': 'Não foi possível ler o formulário: {reason}',
  'problems.request.invalid_json': 'O corpo do pedido não é JSON válido',
  'problems.request.too_large': 'O corpo do pedido é demasiado grande',
  'problems.request.bad_encoding': 'A codificação do corpo do pedido não é suportada',
  'problems.request.nul_in_address': 'O endereço não pode conter um carácter NUL',
  'problems.request.cross_site': 'Pedido entre sites recusado',
  'problems.request.headers_too_large':
    'O endereço ou os cabeçalhos do pedido são demasiado grandes',
  'problems.request.malformed': 'O pedido não é HTTP válido',
  'problems.request.timeout': 'O pedido demorou demasiado a chegar',
  'problems.request.content_type':
    'Content-Type deve ser application/json, multipart/form-data ou application/x-www-form-urlencoded',
  'problems.server.internal': 'Erro interno do servidor',
  'problems.database.unreachable':
    'A base de dados não está acessível; tente novamente dentro de instantes',
  'problems.server.not_ready': 'Este servidor não está pronto; tente novamente dentro de instantes',
  'problems.server.busy': 'O servidor está ocupado. Tente novamente dentro de {seconds} segundos.',
  'problems.places.unavailable':
    'A pesquisa de locais não está disponível, tente novamente dentro de momentos',
  'problems.places.geocoder_failed': 'O geocodificador deu uma resposta que não pôde ser usada',
  'problems.storage.unreachable':
    'O armazenamento de imagens não está acessível, tente novamente dentro de momentos',
  'problems.client.invalid_json': 'JSON inválido',
  'problems.field.required': 'O campo «{field}» é obrigatório',
  'problems.field.type': 'O campo «{field}» deve ser {expected}',
  'problems.field.integer': 'O campo «{field}» deve ser um número inteiro',
  'problems.field.too_short': 'O campo «{field}» deve ter pelo menos {min} caracteres',
  'problems.field.too_long': 'O campo «{field}» deve ter no máximo {max} caracteres',
  'problems.field.min': 'O campo «{field}» deve ser pelo menos {min}',
  'problems.field.greater_than': 'O campo «{field}» deve ser maior do que {min}',
  'problems.field.max': 'O campo «{field}» deve ser no máximo {max}',
  'problems.field.less_than': 'O campo «{field}» deve ser menor do que {max}',
  'problems.field.email': 'O campo «{field}» deve ser um endereço de e-mail válido',
  'problems.field.date': 'O campo «{field}» deve ser uma data (AAAA-MM-DD)',
  'problems.field.format': 'O campo «{field}» tem um formato inválido',
  'problems.field.one_of': 'O campo «{field}» deve ser um destes valores: {values}',
  'problems.field.unknown_one': '{fields} não é um campo conhecido',
  'problems.field.unknown': 'Campos desconhecidos: {fields}',
  'problems.field.nul': 'O campo «{field}» não pode conter um carácter NUL',
  'problems.field.invalid': 'O campo «{field}» é inválido',
  'problems.body.nothing_to_change': 'Envie pelo menos um campo a alterar',
  'problems.expected.string': 'um texto',
  'problems.expected.number': 'um número',
  'problems.expected.boolean': 'sim ou não',
  'problems.expected.object': 'um objeto',
  'problems.expected.array': 'uma lista',
  'problems.expected.date': 'uma data',
  'problems.expected.file': 'um ficheiro',
  // Audit trail.
  'problems.audit.date_order': 'A data final não pode ser anterior à data inicial',
  'problems.audit.checkpoint_signature':
    'Este ponto de verificação não foi assinado com a chave de auditoria deste servidor: foi alterado ou vem de outro servidor',
  'problems.tracking.wrong_answer':
    'Isso não é o e-mail do destinatário nem os 4 últimos dígitos do telefone dele',
  'problems.tracking.cannot_unlock':
    'Esta encomenda não tem e-mail nem telefone do destinatário para verificar: pergunte ao remetente',
};
