import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Tvåstegsinloggning',
  'twoFactor.intro':
    'Efter lösenordet ber inloggningen om en 6-siffrig kod från en autentiseringsapp i din telefon.',
  'twoFactor.status_on': 'Tvåstegsinloggning är på.',
  'twoFactor.status_off': 'Tvåstegsinloggning är av.',
  'twoFactor.codes_left': 'Återställningskoder kvar: {count}',
  'twoFactor.set_up': 'Konfigurera tvåstegsinloggning',
  'twoFactor.scan':
    'Skanna den här QR-koden med din autentiseringsapp eller skriv in nyckeln nedan.',
  'twoFactor.qr_alt': 'QR-kod för att lägga till kontot i en autentiseringsapp',
  'twoFactor.secret': 'Nyckel att skriva in',
  'twoFactor.code': 'Kod från appen',
  'twoFactor.confirm': 'Slå på',
  'twoFactor.recovery_title': 'Dina återställningskoder',
  'twoFactor.recovery_text':
    'Varje kod loggar in dig en gång om du tappar bort telefonen. Förvara dem säkert: de visas bara nu.',
  'twoFactor.copy': 'Kopiera',
  'twoFactor.copied': 'Kopierat',
  'twoFactor.download': 'Ladda ner',
  'twoFactor.download_name': 'waybill-aterstallningskoder.txt',
  'twoFactor.saved_codes': 'Jag har sparat koderna',
  'twoFactor.proof_password': 'Nuvarande lösenord',
  'twoFactor.regenerate': 'Nya återställningskoder',
  'twoFactor.regenerate_text': 'De gamla koderna slutar fungera.',
  'twoFactor.disable': 'Stäng av',
  'twoFactor.required_note': 'Tvåstegsinloggning krävs för alla konton.',
  'twoFactor.require_all': 'Kräv tvåstegsinloggning för alla konton',
  'twoFactor.require_all_text':
    'Medlemmar utan den leds till att konfigurera den vid nästa inloggning.',
  'twoFactor.require_on': 'Kräv den',
  'twoFactor.require_off': 'Sluta kräva den',
  'twoFactor.manage': 'Tvåstegsinloggning',
  'twoFactor.step_title': 'Ange din kod',
  'twoFactor.step_text': 'Öppna din autentiseringsapp och ange den 6-siffriga koden för Waybill.',
  'twoFactor.verify': 'Verifiera',
  'twoFactor.use_recovery': 'Använd en återställningskod i stället',
  'twoFactor.use_code': 'Använd en kod från appen i stället',
  'twoFactor.recovery_code': 'Återställningskod',
  'twoFactor.recovery_step_text':
    'Ange en av dina återställningskoder. Varje kod fungerar bara en gång.',
  'twoFactor.setup_required_title': 'Konfigurera tvåstegsinloggning',
  'twoFactor.setup_required_text':
    'Ditt företag kräver tvåstegsinloggning. Konfigurera den nu för att fortsätta.',
  'twoFactor.start_over': 'Börja om',
};
