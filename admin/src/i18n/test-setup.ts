import { loadTexts } from './i18n';
import { AREAS } from './keys';

// Components are rendered alone in the tests, not under the screen that loads their texts.
await loadTexts(AREAS);
