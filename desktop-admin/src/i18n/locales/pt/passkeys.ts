import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Chaves de acesso',
  'passkeys.intro':
    'Uma chave de acesso faz o seu login com o bloqueio de tela deste dispositivo ou com uma chave de segurança. Funciona como segunda etapa depois da senha, ou sozinha no lugar da senha.',
  'passkeys.none': 'Ainda não há chaves de acesso.',
  'passkeys.table': 'Suas chaves de acesso',
  'passkeys.name': 'Nome',
  'passkeys.added': 'Adicionada',
  'passkeys.last_used': 'Último uso',
  'passkeys.actions': 'Ações',
  'passkeys.never': 'Nunca',
  'passkeys.rename': 'Renomear',
  'passkeys.rename_named': 'Renomear {name}',
  'passkeys.remove': 'Remover',
  'passkeys.remove_named': 'Remover {name}',
  'passkeys.add': 'Adicionar uma chave de acesso',
  'passkeys.added_message': 'Chave de acesso adicionada.',
  'passkeys.new_name': 'Nome da chave de acesso',
  'passkeys.password': 'Sua senha',
  'passkeys.name_hint':
    'Para reconhecê-la, por ex. “Notebook do trabalho” ou “Chave de segurança azul”.',
  'passkeys.rename_title': 'Renomear “{name}”',
  'passkeys.save': 'Salvar',
  'passkeys.cancel': 'Cancelar',
  'passkeys.remove_title': 'Remover “{name}”',
  'passkeys.remove_text': 'Ela deixará de fazer o seu login.',
  'passkeys.unavailable':
    'As chaves de acesso não podem ser usadas aqui (um navegador sem chaves de acesso). Abra o painel de controle num navegador web para adicionar uma; aqui, use um código de um aplicativo autenticador.',
  'passkeys.step_text':
    'Use uma das suas chaves de acesso: o seu dispositivo pedirá o bloqueio de tela.',
  'passkeys.step_unavailable':
    'Esta conta entra com uma chave de acesso, que não pode ser usada aqui. Entre a partir de um navegador web.',
  'passkeys.use': 'Usar uma chave de acesso',
  'passkeys.or_code': 'Ou digite um código do seu aplicativo autenticador.',
  'passkeys.or': 'ou',
  'passkeys.sign_in': 'Entrar com uma chave de acesso',
};
