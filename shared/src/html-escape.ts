/**
 * Text made safe to place in HTML, between tags or inside a quoted attribute: the five
 * characters that could end either become character references.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
