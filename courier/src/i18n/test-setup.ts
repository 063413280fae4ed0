import { startLanguage } from './i18n';

// Components are rendered alone in the tests, in English.
await startLanguage('en');
