import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Aanmelden in twee stappen',
  'twoFactor.intro':
    'Na uw wachtwoord vraagt het aanmelden om een 6-cijferige code uit een authenticator-app op uw telefoon.',
  'twoFactor.status_on': 'Aanmelden in twee stappen staat aan.',
  'twoFactor.status_off': 'Aanmelden in twee stappen staat uit.',
  'twoFactor.codes_left': 'Resterende herstelcodes: {count}',
  'twoFactor.set_up': 'Aanmelden in twee stappen instellen',
  'twoFactor.scan': 'Scan deze QR-code met uw authenticator-app, of typ de sleutel hieronder.',
  'twoFactor.qr_alt': 'QR-code om dit account aan een authenticator-app toe te voegen',
  'twoFactor.secret': 'Sleutel om te typen',
  'twoFactor.code': 'Code uit de app',
  'twoFactor.confirm': 'Inschakelen',
  'twoFactor.recovery_title': 'Uw herstelcodes',
  'twoFactor.recovery_text':
    'Met elke code kunt u één keer aanmelden als u uw telefoon kwijtraakt. Bewaar ze op een veilige plek: ze worden alleen nu getoond.',
  'twoFactor.copy': 'Kopiëren',
  'twoFactor.copied': 'Gekopieerd',
  'twoFactor.download': 'Downloaden',
  'twoFactor.download_name': 'waybill-herstelcodes.txt',
  'twoFactor.saved_codes': 'Ik heb de codes bewaard',
  'twoFactor.proof_password': 'Huidig wachtwoord',
  'twoFactor.regenerate': 'Nieuwe herstelcodes',
  'twoFactor.regenerate_text': 'De oude codes werken dan niet meer.',
  'twoFactor.disable': 'Uitschakelen',
  'twoFactor.required_note': 'Aanmelden in twee stappen is verplicht voor elk account.',
  'twoFactor.require_all': 'Aanmelden in twee stappen verplichten voor elk account',
  'twoFactor.require_all_text':
    'Leden zonder worden bij hun volgende aanmelding naar het instellen geleid.',
  'twoFactor.require_on': 'Verplichten',
  'twoFactor.require_off': 'Niet meer verplichten',
  'twoFactor.manage': 'Aanmelden in twee stappen',
  'twoFactor.step_title': 'Voer uw code in',
  'twoFactor.step_text': 'Open uw authenticator-app en voer de 6-cijferige code voor Waybill in.',
  'twoFactor.verify': 'Controleren',
  'twoFactor.use_recovery': 'Gebruik in plaats daarvan een herstelcode',
  'twoFactor.use_code': 'Gebruik in plaats daarvan een code uit de app',
  'twoFactor.recovery_code': 'Herstelcode',
  'twoFactor.recovery_step_text': 'Voer een van uw herstelcodes in. Elke code werkt maar één keer.',
  'twoFactor.setup_required_title': 'Aanmelden in twee stappen instellen',
  'twoFactor.setup_required_text':
    'Uw bedrijf verplicht aanmelden in twee stappen. Stel het nu in om verder te gaan.',
  'twoFactor.start_over': 'Opnieuw beginnen',
};
